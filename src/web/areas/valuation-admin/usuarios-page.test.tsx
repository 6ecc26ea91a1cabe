import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioAdmin } from '../../../domain/accounts/users.ts';
import { changesSent } from '../../test/api-changes.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { alertTexts } from '../../test/form-alerts.ts';
import { renderInApp } from '../../test/render.tsx';
import { Component as UsuariosPage } from './usuarios-page.tsx';

const account = (id: string, username: string | null, roles: UsuarioAdmin['roles'], extra: Partial<UsuarioAdmin> = {}): UsuarioAdmin => ({
  id,
  username,
  name: `Nombre de ${id}`,
  email: `${id}@parcela.example`,
  roles,
  activo: true,
  created_at: '2026-10-01T12:00:00.000Z',
  bloqueada_hasta: null,
  ...extra,
});
/** The signed-in admin. */
const ME = account('laura', 'laura.admin', ['admin']);

/** The stubbed server's accounts: every change lands here, and the next list read shows it. */
let accounts: UsuarioAdmin[] = [];
const byId = (id: string) => accounts.find((a) => a.id === id) as UsuarioAdmin;

/** Renders the page on the stubbed server and waits for its table: `user` drives it, `calls` are its requests. */
async function renderPage({ create }: { create?: (body: unknown) => StubAnswer } = {}) {
  const user = userEvent.setup();
  accounts = [ME, account('ana', 'ana.crm', ['crm']), account('beto', null, ['fondo'], { bloqueada_hasta: '2026-11-27T18:45:00.000Z' })];
  const change = (id: string, body: unknown): StubAnswer => {
    Object.assign(byId(id), body);
    return { status: 200, body: byId(id) };
  };
  const calls = stubApi({
    'GET /api/me': { status: 200, body: { user: { ...ME, email_verified: true }, google: false, demo_accounts: false } },
    'GET /api/admin/usuarios': () => ({ status: 200, body: { items: accounts, total: accounts.length, page: 1, page_size: 20 } }),
    'GET /api/admin/auditoria': { status: 200, body: { items: [], total: 0, page: 1, page_size: 20 } },
    'POST /api/admin/usuarios': ({ body }) => (create ? create(body) : { status: 500 }),
    'PUT /api/admin/usuarios/laura/roles': ({ body }) => change('laura', body),
    'PUT /api/admin/usuarios/ana/roles': ({ body }) => change('ana', body),
    'PATCH /api/admin/usuarios/ana': ({ body }) => change('ana', body),
    'POST /api/admin/usuarios/beto/desbloquear': () => change('beto', { bloqueada_hasta: null }),
  });
  renderInApp(<UsuariosPage />, { path: '/admin/usuarios' });
  const table = await screen.findByRole('table', { name: 'Usuarios' }, { timeout: 5_000 });
  return { user, calls, table };
}
const row = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** A toast's line (the audit filter has options named like some of them: «Cuenta creada»). */
const toastSaying = (text: string) => screen.findByText(text, { selector: '[data-description]' });
const checkbox = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name });

afterEach(() => vi.unstubAllGlobals());

describe('UsuariosPage', () => {
  it('lists the accounts with their roles and state; one’s own cannot be deactivated; a locked one is unlocked', async () => {
    const { user, calls, table } = await renderPage();
    expect(within(row(table, 'ana.crm')).getByText('CRM')).toBeTruthy();
    expect(within(row(table, 'ana.crm')).getByText('Activa')).toBeTruthy();
    expect(within(row(table, 'laura.admin')).getByText('Administrador')).toBeTruthy();
    expect(within(row(table, 'ana.crm')).getByRole('button', { name: 'Desactivar ana.crm' })).toBeTruthy();
    // Once the session is known, the own account offers no way to lock oneself out.
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    await vi.waitFor(() => expect(within(row(table, 'laura.admin')).queryByRole('button', { name: /^Desactivar/ })).toBeNull());

    // An account without a username goes by its e-mail.
    const beto = row(table, 'beto@parcela.example');
    expect(within(beto).getByText(/^Bloqueada hasta \d\d:\d\d$/)).toBeTruthy();
    await user.click(within(beto).getByRole('button', { name: 'Desbloquear beto@parcela.example' }));
    expect(await toastSaying('Cuenta beto@parcela.example desbloqueada: ya puede iniciar sesión.')).toBeTruthy();
    expect(changesSent(calls)).toEqual([{ method: 'POST', path: '/api/admin/usuarios/beto/desbloquear', body: {} }]);
    await vi.waitFor(() => expect(within(row(table, 'beto@parcela.example')).queryByText(/^Bloqueada hasta/)).toBeNull());
  });

  it('a new account: every missing field is said in Spanish before anything is sent; then it is created with the roles ticked', async () => {
    let refuse = true;
    const { user, calls, table } = await renderPage({
      create: (body) => {
        // The first try collides with an existing account (the server's 409 has no field: a toast says it).
        if (refuse) {
          refuse = false;
          return { status: 409, body: { error: { code: 'DUPLICATE_ACCOUNT', message: 'Ya existe una cuenta con ese usuario o email.' } } };
        }
        const created = { ...account('nuevo', null, []), ...(body as Partial<UsuarioAdmin>) };
        accounts.push(created);
        return { status: 201, body: created };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    await vi.waitFor(() =>
      expect(alertTexts(dialog)).toEqual([
        'El usuario debe tener de 3 a 30 caracteres: letras, números, punto o guion bajo.',
        'El nombre es obligatorio',
        'Email inválido',
        'La contraseña debe tener al menos 12 caracteres.',
        'Indicá al menos un rol.',
      ]),
    );

    await user.type(within(dialog).getByRole('textbox', { name: /^Usuario/ }), 'marta.fondo');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Marta Gómez');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'marta@parcela');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), 'corta');
    await user.click(checkbox(dialog, 'Fondo de tierras'));
    await user.click(checkbox(dialog, 'CRM'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    await vi.waitFor(() => expect(alertTexts(dialog)).toEqual(['Email inválido', 'La contraseña debe tener al menos 12 caracteres.']));
    expect(changesSent(calls)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), '.example');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), ' de una frase larga');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(await toastSaying('Ya existe una cuenta con ese usuario o email.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nueva cuenta' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(await toastSaying('Cuenta creada')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = {
      username: 'marta.fondo',
      name: 'Marta Gómez',
      email: 'marta@parcela.example',
      password: 'corta de una frase larga',
      roles: ['fondo', 'crm'],
    };
    expect(changesSent(calls)).toEqual([
      { method: 'POST', path: '/api/admin/usuarios', body: sent },
      { method: 'POST', path: '/api/admin/usuarios', body: sent },
    ]);
    expect(await within(table).findByText('marta.fondo')).toBeTruthy();
  });

  it('one’s own admin role is locked in the roles dialog; another role can be added to it', async () => {
    const { user, calls, table } = await renderPage();
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    await user.click(within(row(table, 'laura.admin')).getByRole('button', { name: 'Roles de laura.admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles de laura.admin' });
    expect(within(dialog).getByText('No podés quitarte tu propio rol de administrador.')).toBeTruthy();
    const admin = checkbox(dialog, 'Administrador') as HTMLButtonElement;
    expect(admin.getAttribute('aria-checked')).toBe('true');
    expect(admin.disabled).toBe(true);
    await user.click(admin);
    expect(admin.getAttribute('aria-checked')).toBe('true');

    await user.click(checkbox(dialog, 'Tareas: administración'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));
    expect(await toastSaying('Roles actualizados')).toBeTruthy();
    expect(changesSent(calls)).toEqual([{ method: 'PUT', path: '/api/admin/usuarios/laura/roles', body: { roles: ['admin', 'tareas_admin'] } }]);
    await vi.waitFor(() => expect(within(row(table, 'laura.admin')).getByText('Tareas: administración')).toBeTruthy());
  });

  it('another account’s roles: the admin role is free, and leaving none is refused before anything is sent', async () => {
    const { user, calls, table } = await renderPage();
    await user.click(within(row(table, 'ana.crm')).getByRole('button', { name: 'Roles de ana.crm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles de ana.crm' });
    expect(within(dialog).getByText('Elegí qué áreas puede usar esta cuenta.')).toBeTruthy();
    expect((checkbox(dialog, 'Administrador') as HTMLButtonElement).disabled).toBe(false);
    await user.click(checkbox(dialog, 'CRM'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Indicá al menos un rol.');
    expect(changesSent(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(table, 'ana.crm')).getByText('CRM')).toBeTruthy();
  });

  it('deactivating asks first: Cancelar sends nothing, Desactivar does and the list says it', async () => {
    const { user, calls, table } = await renderPage();
    await user.click(within(row(table, 'ana.crm')).getByRole('button', { name: 'Desactivar ana.crm' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Desactivar la cuenta ana.crm' });
    expect(within(confirm).getByText('La cuenta no podrá iniciar sesión y se cierran sus sesiones abiertas.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changesSent(calls)).toEqual([]);

    await user.click(within(row(table, 'ana.crm')).getByRole('button', { name: 'Desactivar ana.crm' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Desactivar la cuenta ana.crm' });
    await user.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await vi.waitFor(() => expect(changesSent(calls)).toEqual([{ method: 'PATCH', path: '/api/admin/usuarios/ana', body: { activo: false } }]));
    // Said although the confirmation unmounted before the answer.
    expect(await toastSaying('Cuenta desactivada')).toBeTruthy();
    await vi.waitFor(() => expect(within(row(table, 'ana.crm')).getByText('Desactivada')).toBeTruthy());
    expect(within(row(table, 'ana.crm')).getByRole('button', { name: 'Reactivar ana.crm' })).toBeTruthy();
  });
});
