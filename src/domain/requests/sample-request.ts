import type { RequestInput } from './request.ts';

/** A complete internal request as the public form sends it: one body for the schema's tests and the API's. */
export const SAMPLE_REQUEST: RequestInput = {
  codigo_interno: 'SI-0100',
  sucursal: 'Torre Maipú 900',
  tipo_servicio: 'Pintura',
  dias_estimados: 3,
  solicitante: 'Mariana',
  celular: '+54 9 11 5555-0101',
};
