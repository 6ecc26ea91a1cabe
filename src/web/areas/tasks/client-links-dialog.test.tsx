import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientAccount } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES } from '../../../domain/tasks/messages.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { type StubAnswer, stubApi } from '../../test/api-stub.ts';
import { projectFixture } from '../../test/project-fixture.ts';
import { ClientLinksDialog } from './client-links-dialog.tsx';

const project = projectFixture({ id: 'p1', nombre: 'Casa Olivos' });
const ana: ClientAccount = { id: 'u-ana', nombre: 'Ana Cliente', usuario: 'ana.cliente', email: 'ana@x.ar' };
const bruno: ClientAccount = { id: 'u-bruno', nombre: 'Bruno Cliente', usuario: null, email: 'bruno@x.ar' };
const linkedPath = `/api/tareas/proyectos/${project.id}/clientes`;

/** The API as the server answers it: the accounts, the linked ones, and what a link returns. */
function stubClientsApi({ linked, link }: { linked: ClientAccount[]; link?: StubAnswer }) {
  return stubApi({
    'GET /api/tareas/cuentas-cliente': { status: 200, body: [ana, bruno] },
    [`GET ${linkedPath}`]: { status: 200, body: linked },
    ...(link && { [`POST ${linkedPath}`]: link }),
    [`DELETE ${linkedPath}/${ana.id}`]: { status: 200, body: [] },
  });
}
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClientLinksDialog project={project} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Clientes de «Casa Olivos»' });
}

describe('ClientLinksDialog', () => {
  it('offers only the accounts not linked yet; each linked one has its own Quitar', async () => {
    stubClientsApi({ linked: [ana] });
    const dialog = renderDialog();
    expect(await within(dialog).findByRole('button', { name: 'Quitar a Ana Cliente de «Casa Olivos»' })).toBeTruthy();
    const select = await within(dialog).findByRole('combobox', { name: 'Cuenta de cliente' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elegí una cuenta', 'Bruno Cliente (bruno@x.ar)']);
  });

  it('asks for an account before calling the server, then links the chosen one', async () => {
    const calls = stubClientsApi({ linked: [], link: { status: 200, body: [bruno] } });
    const dialog = renderDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Vincular' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CLIENT_MESSAGES.accountRequired);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Cuenta de cliente' }), bruno.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    const quitar = await within(dialog).findByRole('button', { name: 'Quitar a Bruno Cliente de «Casa Olivos»' });
    // The keyboard lands on the account just linked (the select's form may be gone), not on the dialog.
    await waitFor(() => expect(document.activeElement).toBe(quitar));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: linkedPath,
      body: { user_id: bruno.id },
    });
  });

  it('after Quitar the focus goes to the select of accounts to link, not to the dialog', async () => {
    stubClientsApi({ linked: [ana] });
    const dialog = renderDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Quitar a Ana Cliente de «Casa Olivos»' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Quitar a / })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Cuenta de cliente' })));
  });

  it("puts the server's refusal of the account under the select", async () => {
    stubClientsApi({ linked: [], link: { status: 400, body: { error: { code: 'VALIDATION', message: CLIENT_MESSAGES.notAClient, field: 'user_id' } } } });
    const dialog = renderDialog();
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Cuenta de cliente' }), ana.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(CLIENT_MESSAGES.notAClient));
    expect(within(dialog).getByRole('combobox', { name: 'Cuenta de cliente' }).getAttribute('aria-invalid')).toBe('true');
  });
});
