import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** The account's own pages reached from every sign-in and from its mails (ADR 092): client-rendered, like the staff screens. */
export const accountRoutes: RouteObject[] = [
  { path: paths.account.forgotPassword, lazy: () => import('./forgot-password-page.tsx') },
  { path: paths.account.resetPassword, lazy: () => import('./reset-password-page.tsx') },
  { path: paths.account.verifyEmail, lazy: () => import('./verify-email-page.tsx') },
];
