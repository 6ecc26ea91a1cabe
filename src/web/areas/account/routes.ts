import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/**
 * The account's own pages: «Mi cuenta» for any signed-in account (ADR 093), and the pages reached
 * from every sign-in and from the account's mails (ADR 092). Client-rendered, like the staff screens.
 */
export const accountRoutes: RouteObject[] = [
  { path: paths.account, lazy: () => import('./account-page.tsx') },
  { path: paths.accountLinks.forgotPassword, lazy: () => import('./forgot-password-page.tsx') },
  { path: paths.accountLinks.resetPassword, lazy: () => import('./reset-password-page.tsx') },
  { path: paths.accountLinks.verifyEmail, lazy: () => import('./verify-email-page.tsx') },
];
