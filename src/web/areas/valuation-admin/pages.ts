import type { paths } from '../../paths.ts';
import { ADMIN_TAB_TITLE_SUFFIX } from './api.ts';

type Page = Exclude<keyof (typeof paths)['admin'], 'login' | 'dashboard'>;

/** Each admin page's one name: its link in the menu, its heading and, with the area's name, the browser tab's title. */
export const PAGE_NAMES = {
  consultas: 'Consultas',
  localidades: 'Localidades',
  barrios: 'Barrios',
  configuracion: 'Configuración',
  contactos: 'Contactos',
  comentarios: 'Comentarios',
  usuarios: 'Usuarios',
  correos: 'Correos',
} as const satisfies Record<Page, string>;

/** The browser tab's title of an admin page (staffScreen's). */
export const pageTitle = (page: Page) => `${PAGE_NAMES[page]}${ADMIN_TAB_TITLE_SUFFIX}`;
