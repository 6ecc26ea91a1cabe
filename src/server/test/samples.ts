/** Bodies the API tests send as a staff member or a visitor would: one source for every test file. */

/** A land owner's inquiry (POST /api/terrenos/contactos), without its file. */
export const SAMPLE_LAND_OWNER = {
  nombre: 'Roberto Fernández',
  email: 'roberto@example.com',
  telefono: '011 15 5555-0101',
  ubicacion_terreno: 'Olazábal 4500, Villa Urquiza',
};

/** An investable plot (POST /api/fondo/terrenos). */
export const SAMPLE_PLOT = {
  titulo: 'Esquina en Vicente López',
  ubicacion: 'Av. Maipú 1800, Vicente López',
  valor_terreno: 950_000,
  inversion_total_necesaria: 3_200_000,
  porcentaje_inversion_completa: 62,
  cantidad_inversores: 18,
  m2_vendibles: 2_400,
};

/** A marketplace listing (POST /api/propiedades). */
export const SAMPLE_LISTING = {
  titulo: 'Lote en Palermo',
  tipo: 'Terreno',
  barrio: 'Palermo',
  metros_cuadrados: 300,
  precio_venta: 500_000,
  caracteristicas: [],
};
