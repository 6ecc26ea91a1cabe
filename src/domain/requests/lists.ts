/** Fixed option lists of the service requests (spec §3). Names are fictitious; product constants, not data. */
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

/** The four columns of the board, in order, then the two states that close a request without the work (ADR 125). */
export const REQUEST_STATES = ['pendiente', 'aprobada', 'en_ejecucion', 'finalizada', 'rechazada', 'cancelada'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** States that need a reason, written by whoever moves the request there. */
export const CLOSED_STATES = ['rechazada', 'cancelada'] as const satisfies readonly RequestState[];
export type ClosedState = (typeof CLOSED_STATES)[number];
