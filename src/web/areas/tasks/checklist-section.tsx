import { ListChecks, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { checklistItemInputSchema } from '../../../domain/tasks/checklist.ts';
import { CHECKLIST_LIMIT, CHECKLIST_MESSAGES, CHECKLIST_TEXT_MAX } from '../../../domain/tasks/messages.ts';
import { LoadingRows } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useChecklist, useChecklistChange } from './task-extras-api.ts';

/** A task's checklist in its detail dialog (ADR 116): tick, untick, add, remove. */
export function ChecklistSection({ taskId }: { taskId: string }) {
  const list = useChecklist(taskId);
  const change = useChecklistChange(taskId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const items = list.data?.items ?? [];
  const full = items.length >= CHECKLIST_LIMIT;

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = checklistItemInputSchema.safeParse({ texto: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await change.mutateAsync({ kind: 'add', texto: parsed.data.texto });
    setText('');
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <ListChecks aria-hidden className="size-4" />
        Lista
        {list.data && list.data.total > 0 && (
          <span className="text-sm font-normal text-muted">
            {list.data.hechos}/{list.data.total}
            <span className="sr-only"> hechos</span>
          </span>
        )}
      </h3>
      {list.isPending ? (
        <LoadingRows rows={2} />
      ) : list.isError ? (
        <p className="text-sm text-danger">{CHECKLIST_MESSAGES.loadFailed}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">Todavía no hay ítems.</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-surface">
              <Checkbox
                id={`item-${item.id}`}
                checked={item.hecho}
                onCheckedChange={(checked) => change.mutate({ kind: 'patch', itemId: item.id, patch: { hecho: checked === true } })}
              />
              <label htmlFor={`item-${item.id}`} className={`min-w-0 flex-1 break-words text-sm ${item.hecho ? 'text-muted line-through' : 'text-ink'}`}>
                {item.texto}
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Quitar «${item.texto}»`}
                onClick={() => change.mutate({ kind: 'remove', itemId: item.id })}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-2">
        <Field label="Nuevo ítem" error={full ? CHECKLIST_MESSAGES.full : error} className="min-w-0 flex-1">
          <Input value={text} maxLength={CHECKLIST_TEXT_MAX} disabled={full} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" size="sm" loading={change.isPending && change.variables?.kind === 'add'} disabled={full}>
          Agregar ítem
        </Button>
      </form>
    </section>
  );
}
