import { ACCOUNT_LINK_PATHS } from '../domain/accounts/account-links.ts';
import { BRAND } from '../domain/brand.ts';
import { barrioPath, barrioSlug } from '../domain/neighbourhood/barrio-names.ts';

/** Every route string of the web app (DESIGN.md §2). Nothing else spells a path. */
const slug = BRAND.slug;

export const paths = {
  home: '/',
  firm: '/empresa',
  valuation: `/${slug}`,
  /** /parcela with the calculator already open (no second click after "Nueva consulta"). */
  calculator: `/${slug}?calcular=1`,
  /** The public price table, from any page. */
  prices: `/${slug}#precios`,
  /** The calculator open with a locality and barrio chosen (a barrio page's «Valuá tu terreno en …»). */
  calculatorAt: (localidadId: string, barrioId: string) =>
    `/${slug}?calcular=1&localidad=${encodeURIComponent(localidadId)}&barrio=${encodeURIComponent(barrioId)}`,
  /** A barrio's page, from its name (slug without accents, ADR 107). */
  barrio: (nombre: string) => barrioPath(barrioSlug(nombre)),
  barrioPattern: barrioPath(':slug'),
  result: (id: string) => `/resultado/${id}`,
  resultPattern: '/resultado/:id',
  legalTerms: '/legal/terminos',
  legalPrivacy: '/legal/privacidad',
  datacenter: '/datacenter',
  land: '/terrenos',
  properties: '/propiedades',
  propertiesAccess: '/propiedades/acceso',
  propertiesManage: '/propiedades/gestion',
  /** «Mi cuenta» of any signed-in account: its address and what mail it gets (ADR 093). */
  account: '/cuenta',
  /** Password reset and address check (ADR 092): the mails link to the last two. */
  accountLinks: ACCOUNT_LINK_PATHS,
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    consultas: '/admin/consultas',
    localidades: '/admin/localidades',
    barrios: '/admin/barrios',
    configuracion: '/admin/configuracion',
    contactos: '/admin/contactos',
    comentarios: '/admin/comentarios',
    usuarios: '/admin/usuarios',
    correos: '/admin/correos',
  },
  carouselAdmin: `/${slug}/admin`,
  fund: { login: `/${slug}-admin`, dashboard: `/${slug}-admin/dashboard` },
  requests: { form: '/solicitudes-internas', crmLogin: '/crm-login', crmDashboard: '/crm-dashboard' },
  tasks: {
    landing: '/tareas',
    home: `/tareas-${slug}`,
    login: `/tareas-${slug}/login`,
    dashboard: `/tareas-${slug}/dashboard`,
    client: `/tareas-${slug}/cliente`,
    newTask: `/tareas-${slug}/nueva-tarea`,
    /** The admin dashboard's tabs (the spec's 11 and Mis tareas), each its own address (the dashboard itself opens the Dashboard tab). */
    tabs: {
      resumen: `/tareas-${slug}/dashboard/resumen`,
      misTareas: `/tareas-${slug}/dashboard/mis-tareas`,
      movimientos: `/tareas-${slug}/dashboard/movimientos`,
      kanban: `/tareas-${slug}/dashboard/kanban`,
      porResponsable: `/tareas-${slug}/dashboard/por-responsable`,
      porProyecto: `/tareas-${slug}/dashboard/por-proyecto`,
      historial: `/tareas-${slug}/dashboard/historial`,
      urgentes: `/tareas-${slug}/dashboard/urgentes`,
      vencidas: `/tareas-${slug}/dashboard/vencidas`,
      proyectos: `/tareas-${slug}/dashboard/proyectos`,
      equipo: `/tareas-${slug}/dashboard/equipo`,
      metricas: `/tareas-${slug}/dashboard/metricas`,
    },
  },
} as const;
