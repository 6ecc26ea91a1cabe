import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/client.ts';
import {
  barrioComentarios,
  barrios,
  barrioValoresHistorial,
  contactosTerrenos,
  movimientos,
  propiedades,
  proyectoClientes,
  proyectos,
  solicitudesInternas,
  tareas,
  terrenos,
  user,
} from '../platform/db/schema/index.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo content so every screen has something real to show (demo mode only).
 * Each table is filled only while it is empty, so staff edits survive restarts.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  const isEmpty = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return (row?.n ?? 0) === 0;
  };

  if (await isEmpty(barrioComentarios)) {
    await db.insert(barrioComentarios).values([
      {
        barrioNombre: 'Palermo',
        autorNombre: 'Laura G.',
        comentario: 'Vendimos un lote sobre Gorriti a un valor parecido al publicado.',
        precioSugerido: 700,
        fechaSugerencia: daysAgo(12),
        createdAt: daysAgo(12),
      },
      {
        barrioNombre: 'Palermo',
        autorNombre: 'Martín R.',
        comentario: 'Muy buena zona para multifamiliares, mucha demanda de alquiler.',
        createdAt: daysAgo(5),
      },
      {
        barrioNombre: 'Núñez',
        autorNombre: 'Carla P.',
        comentario: 'Cerca de Cabildo los valores están algo por encima.',
        precioSugerido: 720,
        fechaSugerencia: daysAgo(3),
        createdAt: daysAgo(3),
      },
      { barrioNombre: 'Coghlan', autorNombre: 'Diego S.', comentario: 'Barrio tranquilo, buen código para casas y PH.', createdAt: daysAgo(1) },
    ]);
  }

  if (await isEmpty(propiedades)) {
    await db.insert(propiedades).values([
      {
        titulo: 'Lote en Villa Crespo',
        tipo: 'Terreno',
        barrio: 'Villa Crespo',
        calle: 'Thames',
        altura: '900',
        metrosCuadrados: 320,
        precioVenta: 410_000,
        descripcion: 'Lote de 8,66 x 37 m con plano de obra aprobado para 14 unidades.',
        caracteristicas: ['Plano aprobado', 'Apto multifamiliar', 'Escritura inmediata'],
        badge: 'Oportunidad',
        badgeColor: 'verde',
        publicada: true,
        ordenPublicacion: 3,
        esMuestra: true,
      },
      {
        titulo: 'PH reciclado en Coghlan',
        tipo: 'PH',
        barrio: 'Coghlan',
        calle: 'Estomba',
        altura: '2100',
        metrosCuadrados: 145,
        precioVenta: 239_000,
        descripcion: 'PH de 3 ambientes con terraza propia, reciclado a nuevo.',
        caracteristicas: ['Terraza', 'Parrilla', 'Sin expensas'],
        badge: 'Nuevo',
        badgeColor: 'azul',
        publicada: true,
        ordenPublicacion: 2,
        esMuestra: true,
      },
      {
        titulo: 'Casa a demoler en Núñez',
        tipo: 'Casa',
        barrio: 'Núñez',
        calle: 'Vidal',
        altura: '3400',
        metrosCuadrados: 260,
        precioVenta: 520_000,
        descripcion: 'Ideal desarrollo: FOT favorable, a 3 cuadras de Cabildo.',
        caracteristicas: ['Apto desarrollo', 'Frente 10 m'],
        badge: 'Reservada',
        badgeColor: 'ambar',
        publicada: true,
        ordenPublicacion: 1,
        esMuestra: true,
      },
      {
        titulo: 'Departamento en pozo en Belgrano',
        tipo: 'Departamento',
        barrio: 'Belgrano',
        calle: 'Mendoza',
        altura: '2500',
        metrosCuadrados: 68,
        precioVenta: 185_000,
        descripcion: 'Entrega estimada en 24 meses, financiación en cuotas.',
        caracteristicas: ['Amenities', 'Cochera opcional'],
        publicada: false,
        ordenPublicacion: 0,
        esMuestra: true,
      },
    ]);
  }

  if (await isEmpty(terrenos)) {
    await db.insert(terrenos).values([
      {
        titulo: 'Esquina en Vicente López',
        ubicacion: 'Av. Maipú 1800, Vicente López',
        valorTerreno: 950_000,
        inversionTotalNecesaria: 3_200_000,
        porcentajeInversionCompleta: 62,
        cantidadInversores: 18,
        estado: 'Aprobado',
        m2Vendibles: 2_400,
        descripcion: 'Proyecto de 32 unidades con locales en planta baja.',
        orden: 1,
      },
      {
        titulo: 'Lote en Chacarita',
        ubicacion: 'Jorge Newbery 3700, CABA',
        valorTerreno: 610_000,
        inversionTotalNecesaria: 1_900_000,
        porcentajeInversionCompleta: 35,
        cantidadInversores: 9,
        estado: 'En negociación',
        m2Vendibles: 1_350,
        orden: 2,
      },
      {
        titulo: 'Fracción en Ramos Mejía',
        ubicacion: 'Av. de Mayo 600, Ramos Mejía',
        valorTerreno: 480_000,
        inversionTotalNecesaria: 1_500_000,
        porcentajeInversionCompleta: 0,
        cantidadInversores: 0,
        estado: 'Prospección',
        m2Vendibles: 1_100,
        orden: 3,
      },
    ]);
  }

  if (await isEmpty(contactosTerrenos)) {
    await db.insert(contactosTerrenos).values([
      {
        nombre: 'Roberto Fernández',
        email: 'roberto.fernandez@example.com',
        telefono: '+54 9 11 5555-0101',
        ubicacionTerreno: 'Olazábal 4500, Villa Urquiza',
        m2VendiblesEstimados: 900,
        // Has pre-feasibility but sent no file (the demo keeps private files out).
        tienePrefactibilidad: true,
        createdAt: daysAgo(2),
      },
      {
        nombre: 'Ana Domínguez',
        email: 'ana.dominguez@example.com',
        telefono: '+54 9 11 5555-0102',
        ubicacionTerreno: 'Av. San Martín 2200, Florida',
        createdAt: daysAgo(6),
      },
    ]);
  }

  if (await isEmpty(solicitudesInternas)) {
    await db.insert(solicitudesInternas).values([
      {
        codigoInterno: 'SI-0001',
        sucursal: 'Consorcio Cabildo 1800',
        tipoServicio: 'Humedades',
        diasEstimados: 3,
        solicitante: 'Mariana',
        celular: '+54 9 11 5555-0201',
        comentarios: 'Filtración en cochera, segundo subsuelo.',
        createdAt: daysAgo(1),
      },
      {
        // Pending for over 48 h: the board flags it.
        codigoInterno: 'SI-0005',
        sucursal: 'Colegio San Isidro Labrador',
        tipoServicio: 'Reparación',
        diasEstimados: 2,
        solicitante: 'Federico',
        celular: '+54 9 11 5555-0205',
        comentarios: 'Puerta del gimnasio que no cierra.',
        createdAt: daysAgo(3),
      },
      {
        codigoInterno: 'SI-0002',
        sucursal: 'Torre Maipú 900',
        tipoServicio: 'Pintura',
        diasEstimados: 5,
        solicitante: 'Julián',
        celular: '+54 9 11 5555-0202',
        estado: 'aprobada',
        fechaAprobacion: daysAgo(2),
        createdAt: daysAgo(4),
      },
      {
        codigoInterno: 'SI-0003',
        sucursal: 'Centro Médico Olivos',
        tipoServicio: 'Mantenimiento',
        diasEstimados: 2,
        solicitante: 'Sofía',
        celular: '+54 9 11 5555-0203',
        estado: 'en_ejecucion',
        fechaAprobacion: daysAgo(6),
        createdAt: daysAgo(8),
      },
      {
        codigoInterno: 'SI-0004',
        sucursal: 'Barrio Las Lomas',
        tipoServicio: 'Reparación',
        diasEstimados: 1,
        solicitante: 'Martín',
        celular: '+54 9 11 5555-0204',
        estado: 'finalizada',
        fechaAprobacion: daysAgo(15),
        createdAt: daysAgo(20),
      },
    ]);
  }

  if (await isEmpty(proyectos)) {
    const inserted = await db
      .insert(proyectos)
      .values([
        { nombre: 'Edificio Thames 900', descripcion: 'Obra nueva, 14 unidades.', estado: 'Activo', fechaInicio: isoDay(daysAgo(120)) },
        { nombre: 'Reciclaje PH Estomba', descripcion: 'Reciclaje integral de PH.', estado: 'Activo', fechaInicio: isoDay(daysAgo(45)) },
        { nombre: 'Local Av. Maipú', descripcion: 'Reforma de local comercial.', estado: 'En pausa', fechaInicio: isoDay(daysAgo(200)) },
      ])
      .returning({ id: proyectos.id, nombre: proyectos.nombre });
    const [thames, estomba] = inserted;
    const [cliente] = await db.select({ id: user.id }).from(user).where(eq(user.username, 'demo.cliente')).limit(1);
    if (cliente && thames) await db.insert(proyectoClientes).values({ proyectoId: thames.id, userId: cliente.id });
    if (thames && estomba) {
      await db.insert(tareas).values([
        {
          titulo: 'Hormigonado losa 3er piso',
          proyectoId: thames.id,
          responsableNombre: 'Agustín',
          creadaPorNombre: 'Belén',
          nivelUrgencia: 'Alto',
          prioridad: 'P1',
          fechaLimite: isoDay(daysAgo(-3)),
          estado: 'En curso',
          fechaCreacion: daysAgo(10),
        },
        {
          titulo: 'Pedido de hierro',
          proyectoId: thames.id,
          responsableNombre: 'Camila',
          creadaPorNombre: 'Belén',
          nivelUrgencia: 'Crítico',
          prioridad: 'P0',
          fechaLimite: isoDay(daysAgo(2)),
          estado: 'Bloqueada',
          fechaCreacion: daysAgo(6),
        },
        {
          titulo: 'Replanteo de tabiques',
          proyectoId: thames.id,
          responsableNombre: 'Diego',
          creadaPorNombre: 'Agustín',
          nivelUrgencia: 'Medio',
          prioridad: 'P2',
          fechaLimite: isoDay(daysAgo(-10)),
          estado: 'Inbox',
          fechaCreacion: daysAgo(2),
        },
        {
          titulo: 'Certificado de avance de obra',
          proyectoId: thames.id,
          responsableNombre: 'Emilia',
          creadaPorNombre: 'Belén',
          nivelUrgencia: 'Medio',
          prioridad: 'P2',
          fechaLimite: isoDay(daysAgo(8)),
          estado: 'Hecha',
          fechaCreacion: daysAgo(14),
          fechaCierre: daysAgo(9),
        },
        {
          titulo: 'Impermeabilización de terraza',
          proyectoId: estomba.id,
          responsableNombre: 'Facundo',
          creadaPorNombre: 'Hernán',
          nivelUrgencia: 'Alto',
          prioridad: 'P1',
          fechaLimite: isoDay(daysAgo(1)),
          estado: 'En espera',
          fechaCreacion: daysAgo(9),
        },
        {
          titulo: 'Presupuesto de carpinterías',
          proyectoId: estomba.id,
          responsableNombre: 'Florencia',
          creadaPorNombre: 'Hernán',
          nivelUrgencia: 'Bajo',
          prioridad: 'P3',
          fechaLimite: isoDay(daysAgo(-20)),
          estado: 'Inbox',
          fechaCreacion: daysAgo(1),
        },
        {
          titulo: 'Compra de herramientas',
          responsableNombre: 'Ignacio',
          creadaPorNombre: 'Belén',
          nivelUrgencia: 'Bajo',
          prioridad: 'P3',
          fechaLimite: isoDay(daysAgo(-5)),
          estado: 'Hecha',
          fechaCreacion: daysAgo(12),
          fechaCierre: daysAgo(7),
        },
      ]);
    }
  }

  if (await isEmpty(movimientos)) {
    const [thames] = await db.select({ id: proyectos.id }).from(proyectos).where(eq(proyectos.nombre, 'Edificio Thames 900')).limit(1);
    await db.insert(movimientos).values([
      {
        tipo: 'ingreso',
        monto: 25_000,
        moneda: 'USD',
        concepto: 'Anticipo cliente Thames',
        descripcion: 'Recibió: Belén · Obra: Edificio Thames 900 · Sucursal: Vicente López',
        recibidoPorNombre: 'Belén',
        obra: 'Edificio Thames 900',
        proyectoId: thames?.id ?? null,
        sucursal: 'Vicente López',
        createdAt: daysAgo(7),
      },
      {
        tipo: 'egreso',
        monto: 1_850_000,
        moneda: 'ARS',
        concepto: 'Compra de cemento',
        descripcion: 'Pagó: Agustín · Obra: Edificio Thames 900 · Sucursal: Vicente López',
        pagadoPorNombre: 'Agustín',
        obra: 'Edificio Thames 900',
        proyectoId: thames?.id ?? null,
        sucursal: 'Vicente López',
        createdAt: daysAgo(4),
      },
      {
        tipo: 'egreso',
        monto: 420_000,
        moneda: 'ARS',
        concepto: 'Viáticos cuadrilla',
        descripcion: 'Pagó: Hernán · Sucursal: Ramos Mejía',
        pagadoPorNombre: 'Hernán',
        sucursal: 'Ramos Mejía',
        createdAt: daysAgo(2),
      },
    ]);
  }

  await seedDemoValueHistory(db);
}

/** Days before today of the sample past values, and how far along the barrio's 18-month trend each is. */
const DEMO_HISTORY_DAYS = [540, 420, 300, 200, 120, 45] as const;

/**
 * Sample past values for the barrios whose history is only the value they were created with, so
 * the cards' 12-month change and the report's chart have a line to draw. Each barrio gets its own
 * trend from its name (a rise of 4–16 % over 18 months, a few a slight fall), within 200–1700 USD/m².
 */
async function seedDemoValueHistory(db: Database): Promise<void> {
  const entries = await db
    .select({ barrioId: barrioValoresHistorial.barrioId, n: count() })
    .from(barrioValoresHistorial)
    .groupBy(barrioValoresHistorial.barrioId);
  const onlyFirst = new Set(entries.filter((e) => e.n === 1).map((e) => e.barrioId));
  const rows = (await db.select({ id: barrios.id, nombre: barrios.nombre, valor: barrios.valorIncidenciaUsdM2 }).from(barrios)).filter((b) =>
    onlyFirst.has(b.id),
  );
  const values = rows.flatMap((b) => {
    const seed = [...b.nombre].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0);
    const change = seed % 7 === 0 ? -0.03 : 0.04 + (seed % 13) * 0.01;
    return DEMO_HISTORY_DAYS.map((days) => ({
      barrioId: b.id,
      valorIncidenciaUsdM2: Math.min(1700, Math.max(200, Math.round(b.valor * (1 - (change * days) / 540)))),
      createdAt: daysAgo(days),
    }));
  });
  if (values.length) await db.insert(barrioValoresHistorial).values(values);
}
