/** Reference localities and barrios seeded on first start (DESIGN.md §1, §5). */
export const SEED_LOCALITIES: ReadonlyArray<{ nombre: string; barrios: ReadonlyArray<{ nombre: string; valor: number }> }> = [
  {
    nombre: 'Ciudad de Buenos Aires',
    barrios: [
      { nombre: 'Palermo', valor: 690 },
      { nombre: 'Villa Crespo', valor: 580 },
      { nombre: 'Coghlan', valor: 460 },
      { nombre: 'Chacarita', valor: 450 },
      { nombre: 'Belgrano', valor: 650 },
      { nombre: 'Núñez', valor: 700 },
    ],
  },
  { nombre: 'Vicente López', barrios: [{ nombre: 'Vicente López', valor: 720 }] },
];
