import { UserRound, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ClientAccount } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Project } from '../../../domain/tasks/task.ts';
import { ApiError } from '../../lib/api.ts';
import { QueryView } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { useClientAccounts, useLinkClient, useLinkedClients, useUnlinkClient } from './client-api.ts';

const who = (account: ClientAccount) => account.usuario ?? account.email;

/**
 * Proyectos → 'Clientes': the client accounts linked to a project ('Quitar' each) and a select of the
 * others with 'Vincular'. A linked account sees the project in its panel while it is Activo.
 */
export function ClientLinksDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const linked = useLinkedClients(project.id);
  const unlink = useUnlinkClient(project);
  const listId = useId();
  // Where focus goes once the linked list has changed: the clicked 'Quitar' or the select's form may
  // be gone, and Radix would otherwise drop focus on the dialog itself.
  const contentRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string[] | null>(null);
  const expectFocus = (selectors: string[] | null) => {
    focusNext.current = selectors;
  };
  useEffect(() => {
    const selectors = focusNext.current;
    if (!linked.data || !selectors || !contentRef.current) return;
    focusNext.current = null;
    for (const selector of selectors) {
      const target = contentRef.current.querySelector<HTMLElement>(selector);
      if (target) return target.focus();
    }
  }, [linked.data]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent ref={contentRef} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Clientes de «{project.nombre}»</DialogTitle>
          <DialogDescription>Las cuentas de cliente vinculadas ven este proyecto, su avance y sus tareas en su panel mientras esté Activo.</DialogDescription>
        </DialogHeader>
        {project.estado !== 'Activo' && (
          <p className="rounded-md border border-warning/25 bg-warning-soft px-3 py-2 text-sm text-warning">
            Este proyecto está {project.estado}: sus clientes no lo ven hasta que vuelva a estar Activo.
          </p>
        )}
        <section aria-labelledby={listId} className="grid gap-2">
          <h3 id={listId} className="text-sm font-semibold text-ink">
            Vinculados
          </h3>
          <QueryView
            query={linked}
            errorTitle={CLIENT_MESSAGES.clientsLoadFailed}
            empty={{ icon: <Users />, title: 'Ningún cliente vinculado todavía' }}
            stateClassName="py-6"
            loading={<p className="text-sm text-muted">Cargando clientes…</p>}
          >
            {(accounts) => (
              <ul className="grid gap-2" aria-label={`Clientes vinculados a «${project.nombre}»`}>
                {accounts.map((account) => (
                  <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
                    <span className="flex min-w-0 items-center gap-2">
                      <UserRound aria-hidden className="size-4 shrink-0 text-muted" />
                      <span className="min-w-0 break-words">
                        <span className="font-medium">{account.nombre}</span> <span className="text-sm text-muted">({who(account)})</span>
                      </span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Quitar a ${account.nombre} de «${project.nombre}»`}
                      loading={unlink.isPending && unlink.variables?.id === account.id}
                      data-unlink={account.id}
                      onClick={() => {
                        expectFocus(['[data-link-select]', '[data-unlink]', '[data-done]']);
                        unlink.mutate(account, { onError: () => expectFocus(null) });
                      }}
                    >
                      Quitar
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
        {linked.data && <LinkForm project={project} linked={linked.data} expectFocus={expectFocus} />}
        <DialogFooter>
          <Button type="button" variant="outline" data-done onClick={onClose}>
            Listo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The accounts not linked yet, one to pick, and 'Vincular'. */
function LinkForm({
  project,
  linked,
  expectFocus,
}: {
  project: Project;
  linked: ClientAccount[];
  /** Focus after the list changes: the account just linked ('Quitar' it). */
  expectFocus: (selectors: string[] | null) => void;
}) {
  const accounts = useClientAccounts();
  const link = useLinkClient(project);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = accounts.data?.find((a) => a.id === chosen);
    if (!account) {
      setError(CLIENT_MESSAGES.accountRequired);
      return;
    }
    setError(undefined);
    expectFocus([`[data-unlink="${account.id}"]`]);
    try {
      await link.mutateAsync({ user_id: account.id, nombre: account.nombre });
      setChosen('');
    } catch (failure) {
      expectFocus(null);
      // A refusal about the account goes under the select; anything else is the toast's.
      if (failure instanceof ApiError && failure.field === 'user_id') {
        failure.shownUnderField = true;
        setError(failure.message);
      }
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-2 border-t border-border pt-4">
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        Vincular una cuenta
      </h3>
      <QueryView
        query={accounts}
        errorTitle={CLIENT_MESSAGES.clientsLoadFailed}
        stateClassName="py-6"
        loading={<p className="text-sm text-muted">Cargando cuentas…</p>}
      >
        {(all) => {
          const linkedIds = new Set(linked.map((a) => a.id));
          const available = all.filter((a) => !linkedIds.has(a.id));
          if (all.length === 0) {
            return (
              <p className="text-sm text-muted">No hay cuentas de cliente. Pedile a la administración que cree una en Usuarios con el rol «Tareas: cliente».</p>
            );
          }
          if (available.length === 0) return <p className="text-sm text-muted">Todas las cuentas de cliente ya están vinculadas a este proyecto.</p>;
          return (
            <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
              <Field label="Cuenta de cliente" error={error} className="min-w-0 flex-1 basis-56">
                <NativeSelect
                  data-link-select
                  value={chosen}
                  onChange={(event) => {
                    setChosen(event.target.value);
                    setError(undefined);
                  }}
                >
                  <option value="" disabled>
                    Elegí una cuenta
                  </option>
                  {available.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.nombre} ({who(a)})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button type="submit" className="mt-6.5" loading={link.isPending}>
                Vincular
              </Button>
            </form>
          );
        }}
      </QueryView>
    </section>
  );
}
