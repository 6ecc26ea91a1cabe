import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, LIKE_LIMITS, LIKE_MESSAGES } from '../../../domain/neighbourhood/comments.ts';
import { barrioComentarios, barrios, comentarioLikes } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressKey, signVisitorId, VISITOR_COOKIE } from './visitor-cookie.ts';

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
/** A visitor cookie as a read issues it (signed with the app's secret). */
const visitor = (id: string = crypto.randomUUID()) => `${VISITOR_COOKIE}=${signVisitorId(id, t.app.config.authSecret)}`;
/** Each like test from its own address range keeps them clear of the per-address cap and the like rate limit. */
let likeAddress = 0;
const nextAddress = () => `10.2.${Math.floor(++likeAddress / 250)}.${(likeAddress % 250) + 1}`;
const like = (id: string, cookie: string | undefined, remoteAddress: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.request({ method, url: `/api/comentarios/${id}/like`, remoteAddress, ...(cookie ? { cookie } : {}) });
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
    [{ ...valid, autor_nombre: '  ' }, COMMENT_MESSAGES.nombreObligatorio, 'autor_nombre'],
    [{ ...valid, autor_nombre: 'a'.repeat(101) }, COMMENT_MESSAGES.nombreLargo, 'autor_nombre'],
    [{ ...valid, autor_email: 'x@' }, COMMENT_MESSAGES.emailInvalido, 'autor_email'],
    [{ ...valid, autor_email: `${'a'.repeat(250)}@b.com` }, COMMENT_MESSAGES.emailLargo, 'autor_email'],
    [{ ...valid, comentario: '' }, COMMENT_MESSAGES.comentarioObligatorio, 'comentario'],
    [{ ...valid, comentario: 'x'.repeat(1001) }, COMMENT_MESSAGES.comentarioLargo, 'comentario'],
    [{ ...valid, precio_sugerido: -5 }, COMMENT_MESSAGES.precioPositivo, 'precio_sugerido'],
    [{ ...valid, precio_sugerido: 1_000_000 }, COMMENT_MESSAGES.precioAlto, 'precio_sugerido'],
    [{ ...valid, precio_sugerido: '1.000.000' }, COMMENT_MESSAGES.precioAlto, 'precio_sugerido'],
    [
      { ...valid, precio_sugerido: '1,2,3' },
      'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.',
      'precio_sugerido',
    ],
    [{ ...valid, precio_sugerido: 700.555 }, 'Leímos «700.555» como 700,555: admite hasta 2 decimales, por ejemplo 1.250 o 1.250,5.', 'precio_sugerido'],
    [{ ...valid, barrio_nombre: 'Atlántida' }, COMMENT_MESSAGES.barrioInexistente, 'barrio_nombre'],
  ])('refuses %j with the spec message and the field', async (payload, message, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message, field } });
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

  it('reads the price as typed in Argentina or as a JSON number alike («1.000» was published as US$ 1/m²; ADR 024)', async () => {
    const stored = async (precio: string | number) => {
      const response = await post({ ...valid, precio_sugerido: precio });
      expect(response.statusCode, String(precio)).toBe(201);
      const [row] = await db().select().from(barrioComentarios).where(eq(barrioComentarios.id, response.json().id));
      return { answered: response.json().precio_sugerido, stored: row?.precioSugerido };
    };
    expect(await stored('1.000')).toEqual({ answered: 1000, stored: 1000 });
    expect(await stored('1.250,5')).toEqual({ answered: 1250.5, stored: 1250.5 });
    expect(await stored(1250.5)).toEqual({ answered: 1250.5, stored: 1250.5 });
    expect(await stored('US$ 700')).toEqual({ answered: 700, stored: 700 });
    // Blank is no suggestion.
    expect(await stored('  ')).toEqual({ answered: null, stored: null });
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
  it('toggles idempotently per visitor (with the cookie a read issued) and tells the visitor what they liked', async () => {
    const c = await makeComment({ barrioNombre: 'Núñez' });
    const read = await t.request({ method: 'GET', url: '/api/comentarios?barrio=N%C3%BAñez' });
    const cookie = read.cookies.find((k) => k.name === VISITOR_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const me = `${VISITOR_COOKIE}=${cookie?.value ?? ''}`;
    const address = nextAddress();

    const first = await like(c.id, me, address);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: c.id, total_likes: 1, liked: true });
    const again = await like(c.id, me, address);
    expect(again.json()).toMatchObject({ total_likes: 1, liked: true });
    expect(again.cookies.find((k) => k.name === VISITOR_COOKIE)).toBeUndefined();

    const other = await like(c.id, visitor(), address);
    expect(other.json()).toMatchObject({ total_likes: 2 });

    const listed = await t.request({ method: 'GET', url: '/api/comentarios?barrio=N%C3%BAñez', cookie: me });
    expect((listed.json() as { id: string; liked: boolean }[]).find((x) => x.id === c.id)?.liked).toBe(true);
    // A read with a valid cookie keeps it (no new one).
    expect(listed.cookies.find((k) => k.name === VISITOR_COOKIE)).toBeUndefined();
    const anonymous = (await t.request({ method: 'GET', url: '/api/comentarios?barrio=Núñez' })).json() as { id: string; liked: boolean }[];
    expect(anonymous.find((x) => x.id === c.id)?.liked).toBe(false);

    const unlike = await like(c.id, me, address, 'DELETE');
    expect(unlike.json()).toEqual({ id: c.id, total_likes: 1, liked: false });
    const unlikeAgain = await like(c.id, me, address, 'DELETE');
    expect(unlikeAgain.json()).toMatchObject({ total_likes: 1, liked: false });
    expect(await likeRows(c.id)).toBe(1);
    expect(await storedTotal(c.id)).toBe(1);
  });

  it('counts 50 simultaneous likes from one visitor once, and 50 unlikes back to zero', async () => {
    const c = await makeComment();
    const me = visitor();
    const address = nextAddress();
    const likes = await Promise.all(Array.from({ length: 50 }, () => like(c.id, me, address)));
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedTotal(c.id)).toBe(1);
    expect(await likeRows(c.id)).toBe(1);
    await Promise.all(Array.from({ length: 50 }, () => like(c.id, me, address, 'DELETE')));
    expect(await storedTotal(c.id)).toBe(0);
    expect(await likeRows(c.id)).toBe(0);
  });

  it('keeps the count equal to the rows under mixed concurrent visitors', async () => {
    const c = await makeComment();
    const visitors = Array.from({ length: 10 }, () => ({ cookie: visitor(), address: nextAddress() }));
    await Promise.all(visitors.flatMap((v) => [1, 2, 3].map(() => like(c.id, v.cookie, v.address))));
    await Promise.all(visitors.slice(0, 4).map((v) => like(c.id, v.cookie, v.address, 'DELETE')));
    expect(await storedTotal(c.id)).toBe(6);
    expect(await likeRows(c.id)).toBe(6);
  });

  it('adds nothing for 50 simultaneous likes without a visitor cookie', async () => {
    const c = await makeComment();
    const address = nextAddress();
    const likes = await Promise.all(Array.from({ length: 50 }, () => like(c.id, undefined, address)));
    expect(likes.map((r) => r.statusCode)).toEqual(Array(50).fill(403));
    expect(likes[0]?.json()).toEqual({ error: { code: 'VISITOR_COOKIE_MISSING', message: LIKE_MESSAGES.sinVisitante } });
    expect(await storedTotal(c.id)).toBe(0);
    expect(await likeRows(c.id)).toBe(0);
  });

  it('refuses a cookie the server did not issue (a made-up or tampered id)', async () => {
    const c = await makeComment();
    const address = nextAddress();
    const forged = [`${VISITOR_COOKIE}=${crypto.randomUUID()}`, `${VISITOR_COOKIE}=${crypto.randomUUID()}.abc`, `${VISITOR_COOKIE}=x' or 1=1`];
    const issued = visitor();
    const tampered = issued.replace(/^(parcela_visitante=)[0-9a-f]/, (_m, name: string) => `${name}${issued.at(name.length) === 'a' ? 'b' : 'a'}`);
    for (const cookie of [...forged, tampered]) expect((await like(c.id, cookie, address)).statusCode).toBe(403);
    expect(await likeRows(c.id)).toBe(0);
  });

  it(`caps likes from one address at ${LIKE_LIMITS.porDireccion} per comment, even with 50 fresh issued cookies at once`, async () => {
    const c = await makeComment();
    const address = nextAddress();
    const cookies = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const read = await t.request({ method: 'GET', url: '/api/comentarios?barrio=Coghlan', remoteAddress: address });
        const issued = read.cookies.find((k) => k.name === VISITOR_COOKIE);
        if (!issued) throw new Error('no visitor cookie issued');
        return `${VISITOR_COOKIE}=${issued.value}`;
      }),
    );
    expect(new Set(cookies).size).toBe(50);
    const likes = await Promise.all(cookies.map((cookie) => like(c.id, cookie, address)));
    expect(likes.filter((r) => r.statusCode === 200)).toHaveLength(LIKE_LIMITS.porDireccion);
    const refused = likes.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 403 && r.json().error.code === 'LIKE_LIMIT' && r.json().error.message === LIKE_MESSAGES.topeDireccion)).toBe(
      true,
    );
    expect(await storedTotal(c.id)).toBe(LIKE_LIMITS.porDireccion);
    expect(await likeRows(c.id)).toBe(LIKE_LIMITS.porDireccion);
    const [row] = await db().select({ direccion: comentarioLikes.direccion }).from(comentarioLikes).where(eq(comentarioLikes.comentarioId, c.id)).limit(1);
    // Only a keyed hash of the address is kept, never the address itself.
    expect(row?.direccion).toBe(addressKey(address, t.app.config.authSecret));
    expect(row?.direccion).not.toContain(address);
    // Another address still counts, and an unlike frees a place for the first one.
    expect((await like(c.id, visitor(), nextAddress())).statusCode).toBe(200);
    const liker = cookies[likes.findIndex((r) => r.statusCode === 200)] as string;
    expect((await like(c.id, liker, address, 'DELETE')).statusCode).toBe(200);
    expect((await like(c.id, cookies[likes.findIndex((r) => r.statusCode !== 200)] as string, address)).statusCode).toBe(200);
    expect(await storedTotal(c.id)).toBe(LIKE_LIMITS.porDireccion + 1);
    expect(await likeRows(c.id)).toBe(LIKE_LIMITS.porDireccion + 1);
  });

  it('answers 404 for hidden, unknown or malformed comment ids', async () => {
    const hidden = await makeComment({ activo: false });
    const me = visitor();
    const address = nextAddress();
    expect((await like(hidden.id, me, address)).statusCode).toBe(404);
    expect((await like(crypto.randomUUID(), me, address)).statusCode).toBe(404);
    expect((await like('123', me, address)).statusCode).toBe(400);
  });

  it('replaces a forged, malformed visitor cookie with a fresh one on a read', async () => {
    const response = await t.request({ method: 'GET', url: '/api/comentarios?barrio=Coghlan', cookie: `${VISITOR_COOKIE}=x' or 1=1` });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((k) => k.name === VISITOR_COOKIE)?.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
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

describe('moderation (/api/admin/comentarios)', () => {
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
  let admin: string;
  beforeAll(async () => {
    admin = await t.signInAs(['admin']);
  });

  describeRoleMatrix(
    () => t,
    [
      { method: 'GET', url: '/api/admin/comentarios' },
      { method: 'PATCH', url: `/api/admin/comentarios/${UNKNOWN_ID}` },
    ],
    { allowed: ['admin'] },
  );

  it('hides and shows a comment; the list filters by state and never carries the e-mail', async () => {
    const totalBefore = (await t.request({ method: 'GET', url: '/api/admin/comentarios', cookie: admin })).json().total;
    const [c] = await db()
      .insert(barrioComentarios)
      .values([
        { barrioNombre: 'Palermo', autorNombre: 'Laura', autorEmail: 'laura@example.com', comentario: 'Precio alto para la zona' },
        { barrioNombre: 'Coghlan', autorNombre: 'Diego', comentario: 'Muy tranquilo' },
      ])
      .returning();
    if (!c) throw new Error('no comment');
    const hide = await t.request({ method: 'PATCH', url: `/api/admin/comentarios/${c.id}`, payload: { activo: false }, cookie: admin });
    expect(hide.statusCode).toBe(204);
    const hidden = (await t.request({ method: 'GET', url: '/api/admin/comentarios?estado=ocultos&q=Laura', cookie: admin })).json();
    expect(hidden.items).toEqual([expect.objectContaining({ id: c.id, activo: false, autor_nombre: 'Laura' })]);
    expect(JSON.stringify(hidden)).not.toContain('laura@example.com');
    expect((await t.request({ method: 'GET', url: '/api/admin/comentarios?estado=visibles&q=tranquilo', cookie: admin })).json().total).toBe(1);
    expect((await t.request({ method: 'GET', url: '/api/admin/comentarios', cookie: admin })).json().total).toBe(totalBefore + 2);
    await t.request({ method: 'PATCH', url: `/api/admin/comentarios/${c.id}`, payload: { activo: true }, cookie: admin });
    expect((await t.request({ method: 'GET', url: '/api/admin/comentarios?estado=ocultos&q=Laura', cookie: admin })).json().total).toBe(0);
    const unknown = await t.request({ method: 'PATCH', url: `/api/admin/comentarios/${UNKNOWN_ID}`, payload: { activo: false }, cookie: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'El comentario no existe' });
    const bad = await t.request({ method: 'GET', url: '/api/admin/comentarios?estado=raro', cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'VALIDATION', message: 'Estado inválido', field: 'estado' });
  });
});

describe('moderation audit trail', () => {
  it('records hiding and showing a comment with who, from where and which comment; a refused or idle change records nothing', async () => {
    const moderator = await t.signInAs(['admin'], 'moderadora');
    const [c] = await db().insert(barrioComentarios).values({ barrioNombre: 'Saavedra', autorNombre: 'Ana', comentario: 'Plaza linda' }).returning();
    if (!c) throw new Error('no comment');
    const patch = (activo: boolean, cookie: string) =>
      t.request({ method: 'PATCH', url: `/api/admin/comentarios/${c.id}`, payload: { activo }, cookie, remoteAddress: '198.51.100.23' });
    expect((await patch(false, await t.signInAs(['crm']))).statusCode).toBe(403);
    expect((await patch(true, moderator)).statusCode).toBe(204); // already shown: no change, no row
    expect((await patch(false, moderator)).statusCode).toBe(204);
    expect((await patch(true, moderator)).statusCode).toBe(204);
    const about = async (accion: 'comentario_ocultado' | 'comentario_mostrado') => (await auditRows(t, accion)).filter((r) => r.detalle?.includes(c.id));
    expect(await about('comentario_ocultado')).toEqual([
      expect.objectContaining({ actor: 'moderadora', direccion: '198.51.100.23', detalle: `comentario ${c.id} de «Ana» en Saavedra` }),
    ]);
    expect(await about('comentario_mostrado')).toMatchObject([{ actor: 'moderadora' }]);
  });
});
