import type { Inquiry, Plot } from '../../domain/fund/land.ts';

/**
 * A plot and an owner's inquiry as the API returns them, for the fund's tests (one fixture each, so
 * a new field reaches every test at once): `fields` changes what a test is about.
 */
export function plotFixture(fields: Partial<Plot> & Pick<Plot, 'id' | 'titulo'>): Plot {
  return {
    ubicacion: `Ubicación de ${fields.titulo}`,
    valor_terreno: 1_250_000,
    inversion_total_necesaria: 3_000_000,
    porcentaje_inversion_completa: 35.5,
    cantidad_inversores: 12,
    estado: 'Aprobado',
    m2_vendibles: 1200.5,
    descripcion: null,
    imagen_url: null,
    activo: true,
    orden: 1,
    created_at: '2026-10-01T12:00:00.000Z',
    updated_at: '2026-10-01T12:00:00.000Z',
    ...fields,
  };
}

/** Marta's inquiry: a new lead with a pre-feasibility file, overdue for follow-up. */
export function inquiryFixture(fields: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 'i1',
    nombre: 'Marta Gómez',
    email: 'marta@example.com',
    telefono: '11 5555-0199',
    ubicacion_terreno: 'Av. Cabildo 4200, Núñez',
    m2_vendibles_estimados: 1200,
    tiene_prefactibilidad: true,
    archivo_nombre: 'Prefactibilidad.pdf',
    oferta: null,
    seguimiento: { estado: 'nuevo', motivo: null, responsable: null, proximo_seguimiento: '2026-11-20', seguimiento_vencido: true },
    created_at: '2026-11-18T13:00:00.000Z',
    ...fields,
  };
}
