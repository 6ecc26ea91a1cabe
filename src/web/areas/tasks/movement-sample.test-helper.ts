import type { Movement } from '../../../domain/tasks/cash.ts';

/** A peso egreso as the API returns it, for the cash screens' component tests. */
export const SAMPLE_MOVEMENT: Movement = {
  id: 'm1',
  tipo: 'egreso',
  monto: 350000,
  moneda: 'ARS',
  concepto: 'Cemento',
  descripcion: 'Pagó: Agustín',
  quien: 'Agustín',
  recibido_por_nombre: null,
  pagado_por_nombre: 'Agustín',
  obra: null,
  proyecto_id: null,
  sucursal: null,
  created_at: '2026-11-23T12:30:00.000Z',
  categoria: 'Materiales',
  cotizacion_tipo: 'manual',
  cotizacion_valor: 1400,
  cotizacion_fecha: '2026-11-23',
  usd_equivalente: 250,
  anulado: false,
  anulado_at: null,
  motivo_anulacion: null,
  editado_at: null,
  saldo: -350000,
  tiene_comprobante: false,
};
