import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../domain/neighbourhood/comments.ts';
import { barrioComentarios, barrios, comentarioLikes } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { VISITOR_COOKIE } from './visitor-cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
let ip = 0;
/** A distinct client address per POST keeps these tests clear of the comment rate limit. */
const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/comentarios', payload, remoteAddress: `10.1.0.${++ip}` });
const valid = { barrio_nombre: 'Palermo', autor_nombre: 'Ana', autor_email: 'ana@example.com', comentario: 'Buen barrio' };

async function makeComment(values: Partial<typeof barrioComentarios.$inferInsert> = {}) {
  const [row] = await db()
    .insert(barrioComentarios)
    .values({ barrioNombre: 'Coghlan', autorNombre: 'Test', autorEmail: 'secreto@example.com', comentario: 'hola', ...values })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}
const visitor = (id: string) => `${VISITOR_COOKIE}=${id}`;
const likeRows = async (id: string) => (await db().select().from(comentarioLikes).where(eq(comentarioLikes.comentarioId, id))).length;
const storedTotal = async (id: string) => (await db().select().from(barrioComentarios).where(eq(barrioComentarios.id, id)))[0]?.totalLikes;

describe('GET /api/valores-barrios', () => {
  it('lists the active barrios with value and the date it last changed', async () => {
    const response = await t.request({ method: 'GET', url: '/api/valores-barrios' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { nombre: string; valor_incidencia_usd_m2: number; valor_actualizado_at: string }[];
    expect(list.map((b) => b.nombre).sort()).toEqual(['Belgrano', 'Chacarita', 'Coghlan', 'Núñez', 'Palermo', 'Villa Crespo', 'Vicente López'].sort());
    expect(list.find((b) => b.nombre === 'Palermo')).toMatchObject({ valor_incidencia_usd_m2: 690, localidad_nombre: 'Ciudad de Buenos Aires' });
    expect(Number.isNaN(Date.parse(list[0]?.valor_actualizado_at ?? ''))).toBe(false);
  });

  it('leaves out an inactive barrio', async () => {
    await db().update(barrios).set({ activo: false }).where(eq(barrios.nombre, 'Chacarita'));
    const list = (await t.request({ method: 'GET', url: '/api/valores-barrios' })).json() as { nombre: string }[];
    expect(list.map((b) => b.nombre)).not.toContain('Chacarita');
    await db().update(barrios).set({ activo: true }).where(eq(barrios.nombre, 'Chacarita'));
  });
});

describe('POST /api/comentarios', () => {
  it.each([
    [{ ...valid, autor_nombre: '  ' }, COMMENT_MESSAGES.nombreObligatorio],
    [{ ...valid, autor_nombre: 'a'.repeat(101) }, COMMENT_MESSAGES.nombreLargo],
    [{ ...valid, autor_email: 'x@' }, COMMENT_MESSAGES.emailInvalido],
    [{ ...valid, autor_email: `${'a'.repeat(250)}@b.com` }, COMMENT_MESSAGES.emailLargo],
    [{ ...valid, comentario: '' }, COMMENT_MESSAGES.comentarioObligatorio],
    [{ ...valid, comentario: 'x'.repeat(1001) }, COMMENT_MESSAGES.comentarioLargo],
    [{ ...valid, precio_sugerido: -5 }, COMMENT_MESSAGES.precioPositivo],
    [{ ...valid, precio_sugerido: 1_000_000 }, COMMENT_MESSAGES.precioAlto],
    [{ ...valid, barrio_nombre: 'Atlántida' }, COMMENT_MESSAGES.barrioInexistente],
  ])('refuses %j with the spec message', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });

  it('stores a comment with a price (and its date) and never answers the e-mail', async () => {
    const response = await post({ ...valid, barrio_nombre: 'palermo', autor_nombre: '  Ana  ', precio_sugerido: 710 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ barrio_nombre: 'Palermo', autor_nombre: 'Ana', precio_sugerido: 710, total_likes: 0, liked: false });
    expect(body.fecha_sugerencia).not.toBeNull();
    expect(response.body).not.toContain('ana@example.com');
    const [stored] = await db().select().from(barrioComentarios).where(eq(barrioComentarios.id, body.id));
    expect(stored?.autorEmail).toBe('ana@example.com');
  });

  it('stores no suggestion date without a price', async () => {
    const body = (await post({ ...valid, autor_email: '' })).json();
    expect(body).toMatchObject({ precio_sugerido: null, fecha_sugerencia: null });
  });

  it('is rate limited per client address', async () => {
    const payload = { ...valid, comentario: 'spam' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.request({ method: 'POST', url: '/api/comentarios', payload, remoteAddress: '10.9.9.9' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });
});

describe('GET /api/comentarios', () => {
  it('lists only active comments of the barrio, newest first, without e-mails', async () => {
    const old = await makeComment({ comentario: 'viejo', createdAt: new Date(Date.now() - 86_400_000) });
    const recent = await makeComment({ comentario: 'nuevo' });
    const hidden = await makeComment({ comentario: 'oculto', activo: false });
    await makeComment({ barrioNombre: 'Belgrano', comentario: 'otro barrio' });
    const response = await t.request({ method: 'GET', url: '/api/comentarios?barrio=Coghlan' });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: string }[]).map((c) => c.id);
    expect(ids).toEqual([recent.id, old.id]);
    expect(ids).not.toContain(hidden.id);
    expect(response.body).not.toContain('secreto@example.com');
    expect(response.body).not.toContain('autor_email');
  });

  it('needs a barrio', async () => {
    expect((await t.request({ method: 'GET', url: '/api/comentarios' })).statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('toggles idempotently per visitor and tells the visitor what they liked', async () => {
    const c = await makeComment({ barrioNombre: 'Núñez' });
    const first = await t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: c.id, total_likes: 1, liked: true });
    const cookie = first.cookies.find((k) => k.name === VISITOR_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const me = visitor(cookie?.value ?? '');

    const again = await t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like`, cookie: me });
    expect(again.json()).toMatchObject({ total_likes: 1, liked: true });
    expect(again.cookies.find((k) => k.name === VISITOR_COOKIE)).toBeUndefined();

    const other = await t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like`, cookie: visitor(crypto.randomUUID()) });
    expect(other.json()).toMatchObject({ total_likes: 2 });

    const listed = (await t.request({ method: 'GET', url: '/api/comentarios?barrio=N%C3%BAñez', cookie: me })).json() as { id: string; liked: boolean }[];
    expect(listed.find((x) => x.id === c.id)?.liked).toBe(true);
    const anonymous = (await t.request({ method: 'GET', url: '/api/comentarios?barrio=Núñez' })).json() as { id: string; liked: boolean }[];
    expect(anonymous.find((x) => x.id === c.id)?.liked).toBe(false);

    const unlike = await t.request({ method: 'DELETE', url: `/api/comentarios/${c.id}/like`, cookie: me });
    expect(unlike.json()).toEqual({ id: c.id, total_likes: 1, liked: false });
    const unlikeAgain = await t.request({ method: 'DELETE', url: `/api/comentarios/${c.id}/like`, cookie: me });
    expect(unlikeAgain.json()).toMatchObject({ total_likes: 1, liked: false });
    expect(await likeRows(c.id)).toBe(1);
    expect(await storedTotal(c.id)).toBe(1);
  });

  it('counts 50 simultaneous likes from one visitor once, and 50 unlikes back to zero', async () => {
    const c = await makeComment();
    const me = visitor(crypto.randomUUID());
    const likes = await Promise.all(Array.from({ length: 50 }, () => t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like`, cookie: me })));
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedTotal(c.id)).toBe(1);
    expect(await likeRows(c.id)).toBe(1);
    await Promise.all(Array.from({ length: 50 }, () => t.request({ method: 'DELETE', url: `/api/comentarios/${c.id}/like`, cookie: me })));
    expect(await storedTotal(c.id)).toBe(0);
    expect(await likeRows(c.id)).toBe(0);
  });

  it('keeps the count equal to the rows under mixed concurrent visitors', async () => {
    const c = await makeComment();
    const visitors = Array.from({ length: 10 }, () => visitor(crypto.randomUUID()));
    await Promise.all(visitors.flatMap((v) => [1, 2, 3].map(() => t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like`, cookie: v }))));
    await Promise.all(visitors.slice(0, 4).map((v) => t.request({ method: 'DELETE', url: `/api/comentarios/${c.id}/like`, cookie: v })));
    expect(await storedTotal(c.id)).toBe(6);
    expect(await likeRows(c.id)).toBe(6);
  });

  it('answers 404 for hidden, unknown or malformed comment ids', async () => {
    const hidden = await makeComment({ activo: false });
    expect((await t.request({ method: 'POST', url: `/api/comentarios/${hidden.id}/like` })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/comentarios/${crypto.randomUUID()}/like` })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/comentarios/123/like' })).statusCode).toBe(400);
  });

  it('replaces a forged, malformed visitor cookie with a fresh one', async () => {
    const c = await makeComment();
    const response = await t.request({ method: 'POST', url: `/api/comentarios/${c.id}/like`, cookie: visitor("x' or 1=1") });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((k) => k.name === VISITOR_COOKIE)?.value).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/bitacora', () => {
  it('answers at most 50 active entries, newest first, each a comment or a price suggestion', async () => {
    await db().execute(sql`delete from barrio_comentarios`);
    const base = Date.now() - 100_000;
    await db()
      .insert(barrioComentarios)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          barrioNombre: 'Palermo',
          autorNombre: `Autor ${i}`,
          autorEmail: 'oculto@example.com',
          comentario: `c${i}`,
          precioSugerido: i % 2 === 0 ? 700 + i : null,
          createdAt: new Date(base + i * 1000),
        })),
      );
    await makeComment({ comentario: 'oculto', activo: false });
    const response = await t.request({ method: 'GET', url: '/api/bitacora' });
    const entries = response.json() as { comentario: string; tipo: string }[];
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({ comentario: 'c54', tipo: 'sugerencia_precio' });
    expect(entries[1]).toMatchObject({ comentario: 'c53', tipo: 'comentario' });
    expect(entries.map((e) => e.comentario)).not.toContain('oculto');
    expect(response.body).not.toContain('oculto@example.com');
  });
});

it('documents every route in OpenAPI', async () => {
  const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/valores-barrios', '/api/comentarios', '/api/comentarios/{id}/like', '/api/bitacora']));
});
