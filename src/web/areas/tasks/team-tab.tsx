import { Users } from 'lucide-react';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useTeam } from './api.ts';

/** Equipo: the 12 people with their initials, open and done tasks. */
function TeamTab() {
  const team = useTeam();
  return (
    <>
      <StaffPageHeader title="Equipo" description="Las personas que pueden tener tareas asignadas." />
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
    </>
  );
}

export const Component = TeamTab;
