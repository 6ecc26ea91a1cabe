import type { BoardRequest } from '../../domain/requests/request.ts';

/** A service request as the CRM board receives it, for the requests area's component tests: name what the test is about, the rest is a plain pending request. */
export function boardRequest(request: Pick<BoardRequest, 'id' | 'codigo_interno' | 'estado'> & Partial<BoardRequest>): BoardRequest {
  return {
    sucursal: 'Torre Maipú 900',
    tipo_servicio: 'Pintura',
    dias_estimados: 3,
    solicitante: 'Ana Pérez',
    celular: '11 5555-0101',
    comentarios: null,
    fecha_aprobacion: null,
    fecha_visita: null,
    motivo: null,
    responsable: null,
    proyecto: null,
    created_at: new Date().toISOString(),
    actividad: [],
    actividad_total: 0,
    ultimo_movimiento: null,
    ...request,
  };
}
