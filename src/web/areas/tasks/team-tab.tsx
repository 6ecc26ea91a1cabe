import { Users } from 'lucide-react';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { ASSIGNABLE_PEOPLE } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { StaffAccount } from '../../../domain/tasks/search.ts';
import { useSession } from '../../lib/session.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Button } from '../../ui/button.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { staffAccountsRead, TASKS_ADMIN_ROLES, teamRead, useSetAccountPerson, useStaffAccounts, useTeam } from './api.ts';
import { TAB_NAMES, tabTitle } from './tabs.ts';

const NOBODY = '';

/** One account and its person: chosen in the list, saved only with «Guardar» (never on an arrow key). */
function AccountRow({ account }: { account: StaffAccount }) {
  const [persona, setPersona] = useState(account.persona ?? NOBODY);
  const save = useSetAccountPerson();
  const label = account.usuario ? `${account.nombre} (${account.usuario})` : account.nombre;
  const id = `persona-${account.id}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <NativeSelect id={id} value={persona} onChange={(e) => setPersona(e.target.value)} containerClassName="sm:w-56">
          <option value={NOBODY}>Sin vincular</option>
          {ASSIGNABLE_PEOPLE.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          loading={save.isPending}
          disabled={persona === (account.persona ?? NOBODY)}
          onClick={() => save.mutate({ id: account.id, input: { persona: persona === NOBODY ? null : (persona as (typeof ASSIGNABLE_PEOPLE)[number]) } })}
        >
          Guardar <span className="sr-only">{label}</span>
        </Button>
      </div>
    </li>
  );
}

/** Cuentas del equipo (ADR 136): only an admin ties an account to a person (the server checks it too). */
function AccountsSection() {
  const accounts = useStaffAccounts(true);
  return (
    <section aria-labelledby="cuentas-equipo" className="mt-8">
      <h2 id="cuentas-equipo" className="text-lg font-semibold text-ink">
        Cuentas del equipo
      </h2>
      <p className="mb-3 text-sm text-muted">La persona de cada cuenta: la que ve sus tareas en «Mis tareas».</p>
      <QueryView query={accounts} errorTitle={TASK_MESSAGES.loadFailed} empty={{ icon: <Users />, title: 'No hay cuentas del tablero de tareas' }}>
        {(list) => (
          <ul className="divide-y divide-border rounded-lg border border-border bg-white px-4 shadow-sm">
            {list.map((account) => (
              <AccountRow key={`${account.id}-${account.persona ?? ''}`} account={account} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** Equipo: the 12 people with their initials, open and done tasks. */
function TeamTab() {
  const team = useTeam();
  const { user } = useSession();
  const isAdmin = user ? hasAnyRole(user.roles, ['admin']) : false;
  return (
    <>
      <StaffPageHeader title={TAB_NAMES.equipo} description="Las personas que pueden tener tareas asignadas." />
      <QueryView query={team} errorTitle={TASK_MESSAGES.loadFailed} empty={{ icon: <Users />, title: 'No hay personas' }}>
        {(people) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {people.map((person) => (
              <li key={person.nombre} className="flex items-center gap-3 rounded-lg border border-border bg-white p-4 shadow-sm">
                <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                  {person.iniciales}
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-ink">{person.nombre}</p>
                  <p className="text-sm text-muted">
                    {person.abiertas} {person.abiertas === 1 ? 'abierta' : 'abiertas'} · {person.hechas} {person.hechas === 1 ? 'hecha' : 'hechas'}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {isAdmin && <AccountsSection />}
    </>
  );
}

export const Component = TeamTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('equipo'), () => [teamRead(), staffAccountsRead()]);
