import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../shared/money.ts';
import { SEED_LOCALITIES } from '../valuation/places.ts';
import { barrioKey, barrioSlug, mentionsBarrio } from './barrio-names.ts';
import { suggestionSpread } from './barrio-page.ts';
import { CABA_SHAPES } from './caba-shapes.ts';
import { landValueMap, MAP_LOCALITY, MAP_NEUTRAL, shapeOf } from './land-value-map.ts';

describe('barrio names (ADR 106)', () => {
  it.each([
    ['Núñez', 'NUÑEZ'],
    ['Villa General Mitre', 'VILLA GRAL. MITRE'],
    ['Constitución', 'CONSTITUCION'],
    ['San Cristóbal', 'SAN CRISTOBAL'],
    ['Vélez Sársfield', 'VELEZ SARSFIELD'],
    ['Villa Ortúzar', 'VILLA ORTUZAR'],
    // What porteños say where the layer says another name.
    ['La Boca', 'BOCA'],
    ['La Paternal', 'PATERNAL'],
    ['Montserrat', 'MONSERRAT'],
  ])('%s finds the outline of %s', (ours, theirs) => {
    expect(shapeOf(ours)?.nombre).toBe(theirs);
  });

  it('finds a distinct outline for each of the 48 barrios as people write them', () => {
    const names =
      'Agronomía, Almagro, Balvanera, Barracas, Belgrano, La Boca, Boedo, Caballito, Chacarita, Coghlan, Colegiales, Constitución, Flores, Floresta, Liniers, Mataderos, Montserrat, Monte Castro, Nueva Pompeya, Núñez, Palermo, Parque Avellaneda, Parque Chacabuco, Parque Chas, Parque Patricios, La Paternal, Puerto Madero, Recoleta, Retiro, Saavedra, San Cristóbal, San Nicolás, San Telmo, Vélez Sársfield, Versalles, Villa Crespo, Villa del Parque, Villa Devoto, Villa General Mitre, Villa Lugano, Villa Luro, Villa Ortúzar, Villa Pueyrredón, Villa Real, Villa Riachuelo, Villa Santa Rita, Villa Soldati, Villa Urquiza'.split(
        ', ',
      );
    expect(names).toHaveLength(48);
    const found = names.map((name) => shapeOf(name)?.nombre);
    expect(found.filter((n) => n === undefined)).toEqual([]);
    expect(new Set(found).size).toBe(48);
  });

  it('keeps the address people write: «La Boca» is /barrios/la-boca', () => {
    expect(barrioSlug('La Boca')).toBe('la-boca');
  });

  it('finds the outline of every seeded barrio of the Ciudad', () => {
    const city = SEED_LOCALITIES.find((l) => l.nombre === MAP_LOCALITY);
    expect(city?.barrios.length).toBeGreaterThan(0);
    for (const b of city?.barrios ?? []) expect(shapeOf(b.nombre), b.nombre).toBeDefined();
  });

  it('gives every one of the 48 outlines its own key and slug', () => {
    expect(CABA_SHAPES).toHaveLength(48);
    expect(new Set(CABA_SHAPES.map((s) => barrioKey(s.nombre))).size).toBe(48);
    expect(barrioSlug('VILLA GRAL. MITRE')).toBe('villa-general-mitre');
    expect(barrioSlug('Núñez')).toBe('nunez');
    expect(barrioSlug('  Villa   Crespo ')).toBe('villa-crespo');
  });

  it('slugs are plain lower-case ASCII words joined by hyphens, the same for any case or accent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = barrioSlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(barrioSlug(name.toUpperCase())).toBe(barrioSlug(name.toLowerCase()));
      }),
    );
  });

  it('reads a barrio in a free-text location by whole words', () => {
    expect(mentionsBarrio('Av. Maipú 1800, Vicente López', 'Vicente López')).toBe(true);
    expect(mentionsBarrio('Jorge Newbery 3700, CABA', 'Palermo')).toBe(false);
    expect(mentionsBarrio('Palermo Soho', 'Palermo')).toBe(true);
    expect(mentionsBarrio('Villa Crespo', 'Crespo Norte')).toBe(false);
    expect(mentionsBarrio('algo', '')).toBe(false);
  });
});

describe('land value map', () => {
  const values = [
    { nombre: 'Palermo', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 690 },
    { nombre: 'Chacarita', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 450 },
    { nombre: 'Vicente López', localidad_nombre: 'Vicente López', valor_incidencia_usd_m2: 720 },
  ];

  it('colours the barrios with a value, leaves the rest neutral and lists other localities beside', () => {
    const map = landValueMap(values);
    expect(map.shapes).toHaveLength(48);
    const palermo = map.shapes.find((s) => s.barrio?.nombre === 'Palermo');
    expect(palermo?.barrio?.label).toBe(`Palermo: ${formatUsd(690)} por m²`);
    expect(palermo?.barrio?.slug).toBe('palermo');
    expect(map.shapes.filter((s) => s.colour === MAP_NEUTRAL)).toHaveLength(46);
    expect(map.beside.map((b) => b.nombre)).toEqual(['Vicente López']);
    expect(map.legend[0]?.desde).toBe(450);
    expect(map.legend.at(-1)?.hasta).toBeGreaterThanOrEqual(690);
  });

  it('puts every value inside one legend class, the dearer never lighter', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 6 }), (vals) => {
        const names = ['Palermo', 'Belgrano', 'Coghlan', 'Chacarita', 'Núñez', 'Villa Crespo'];
        const map = landValueMap(vals.map((v, i) => ({ nombre: names[i] as string, localidad_nombre: MAP_LOCALITY, valor_incidencia_usd_m2: v })));
        const coloured = map.shapes.filter((s) => s.barrio);
        expect(coloured).toHaveLength(vals.length);
        const order = (c: string) => map.legend.findIndex((l) => l.colour === c);
        for (const s of coloured) {
          const cls = map.legend[order(s.colour)];
          expect(cls && (s.barrio?.valor ?? 0) >= cls.desde && (s.barrio?.valor ?? 0) <= cls.hasta).toBe(true);
          for (const t of coloured) if ((t.barrio?.valor ?? 0) > (s.barrio?.valor ?? 0)) expect(order(t.colour)).toBeGreaterThanOrEqual(order(s.colour));
        }
      }),
    );
  });

  it('draws nothing coloured and no legend without values', () => {
    const map = landValueMap([]);
    expect(map.legend).toEqual([]);
    expect(map.shapes.every((s) => s.colour === MAP_NEUTRAL)).toBe(true);
  });
});

describe('neighbours’ suggestion spread', () => {
  const since = '2026-01-01T00:00:00.000Z';
  const asOf = '2026-12-31T00:00:00.000Z';
  const at = (valor: number, fecha = '2026-06-01T00:00:00.000Z') => ({ valor, fecha });

  it('reads lowest to highest inside the window, outliers left out', () => {
    expect(suggestionSpread([at(600), at(700), at(650), at(640), at(9000)], since, asOf)).toEqual({
      desde_usd: 600,
      hasta_usd: 700,
      sugerencias: 4,
      descartadas: 1,
    });
  });

  it('is null without suggestions in the window', () => {
    expect(suggestionSpread([], since, asOf)).toBeNull();
    expect(suggestionSpread([at(600, '2025-06-01T00:00:00.000Z'), at(0)], since, asOf)).toBeNull();
  });

  it('always holds the kept values between its ends', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 999_999 }), { maxLength: 30 }), (vals) => {
        const spread = suggestionSpread(
          vals.map((v) => at(v)),
          since,
          asOf,
        );
        if (vals.length === 0) {
          expect(spread).toBeNull();
          return;
        }
        expect(spread?.desde_usd).toBeLessThanOrEqual(spread?.hasta_usd ?? 0);
        expect((spread?.sugerencias ?? 0) + (spread?.descartadas ?? 0)).toBe(vals.length);
      }),
    );
  });
});
