/** Fixed option lists of spec §3. Names are fictitious; the lists are product constants, not data. */
export const CLIENT_BRANCHES = [
  'Edificio Libertador 4200',
  'Consorcio Cabildo 1800',
  'Torre Maipú 900',
  'Barrio Las Lomas',
  'Centro Médico Olivos',
  'Colegio San Isidro Labrador',
  'Supermercado Avenida Mitre',
  'Oficinas Panamericana Km 15',
  'Depósito Villa Martelli',
  'Nuevo cliente',
] as const;
export const NEW_CLIENT_BRANCH = 'Nuevo cliente';

export const SERVICE_TYPES = ['Obra nueva', 'Reparación', 'Pintura', 'Humedades', 'Mantenimiento', 'Reformas', 'Inspección', 'Urgencia'] as const;

export const REQUESTERS = ['Mariana', 'Julián', 'Sofía', 'Martín', 'Valentina', 'Federico', 'Lucía', 'Gonzalo', 'Carolina'] as const;

export const ASSIGNABLE_PEOPLE = [
  'Agustín',
  'Belén',
  'Camila',
  'Diego',
  'Emilia',
  'Facundo',
  'Florencia',
  'Hernán',
  'Ignacio',
  'Josefina',
  'Lautaro',
  'Micaela',
] as const;

export const MOVEMENT_BRANCHES = ['Vicente López', 'Ramos Mejía', 'Sin sucursal'] as const;

export const LOCATION_QUALITIES = ['Excelente', 'Muy buena', 'Buena', 'Regular'] as const;
export type LocationQuality = (typeof LOCATION_QUALITIES)[number];

export const CONSULTA_ORIGINS = ['web', 'mobile'] as const;

export const REQUEST_STATES = ['pendiente', 'aprobada', 'en_ejecucion', 'finalizada'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const LAND_STATES = ['En negociación', 'Aprobado', 'Prospección', 'Inversión completa'] as const;

export const TASK_STATES = ['Inbox', 'En curso', 'Bloqueada', 'En espera', 'Hecha'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;
export const TASK_URGENCIES = ['Crítico', 'Alto', 'Medio', 'Bajo'] as const;
export const PROJECT_STATES = ['Activo', 'En pausa', 'Finalizado'] as const;

export const CAROUSEL_TYPES = ['propiedades', 'trabajos'] as const;
export type CarouselType = (typeof CAROUSEL_TYPES)[number];

export const MOVEMENT_TYPES = ['ingreso', 'egreso'] as const;
export const CURRENCIES = ['USD', 'ARS'] as const;
