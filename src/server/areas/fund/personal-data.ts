import { formatNumber } from '../../../domain/shared/money.ts';
import { contactosTerrenos } from '../../platform/db/schema/index.ts';
import { leadListPersonalData } from '../../platform/leads/personal-data.ts';

/** A land owner's inquiries and their pre-feasibility files (ADR 139): deleted whole, files once the erasure commits. */
export const landInquiriesPersonalData = leadListPersonalData({
  table: contactosTerrenos,
  kind: 'contactos_terrenos',
  columns: { archivo: contactosTerrenos.archivoPrefactibilidadKey, ubicacion: contactosTerrenos.ubicacionTerreno, m2: contactosTerrenos.m2VendiblesEstimados },
  origen: 'Consulta por un terreno',
  about: (r) => `Terreno en ${r.ubicacion}${r.m2 !== null ? `, ${formatNumber(r.m2)} m² vendibles estimados` : ''}${r.archivo ? ', con prefactibilidad' : ''}`,
  file: (r) => r.archivo,
});
