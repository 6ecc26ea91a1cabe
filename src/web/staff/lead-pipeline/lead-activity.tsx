import { type FormEvent, useId, useRef, useState } from 'react';
import { describeLeadActivity, LEAD_NOTE_MAX, leadNoteSchema } from '../../../domain/leads/pipeline.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { ErrorState, LoadingRows } from '../query-states.tsx';
import type { LeadPipelineApi } from './api.ts';

/** Notes («Agregar nota») and the activity, newest first, «Ver más» adding the older ones in place. */
export function LeadActivity({ api, leadId, activity }: { api: LeadPipelineApi; leadId: string; activity: ReturnType<LeadPipelineApi['useActivity']> }) {
  const addNote = api.useAddNote();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const shownRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (addNote.isPending) return;
    const checked = leadNoteSchema.safeParse({ texto: note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message ?? 'Revisá la nota');
      noteRef.current?.focus();
      return;
    }
    setNoteError(undefined);
    try {
      await addNote.mutateAsync({ id: leadId, body: checked.data });
      setNote('');
    } catch (error) {
      setNoteError(error instanceof ApiError ? error.message : 'No se pudo guardar la nota. Intentá de nuevo.');
      noteRef.current?.focus();
    }
  }

  const entries = activity.data?.pages.flatMap((p) => p.items) ?? [];
  const total = activity.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Notas y actividad
      </h3>
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Field label="Nota (a quién llamaste, qué se acordó)" error={noteError}>
          <Textarea
            ref={noteRef}
            rows={2}
            maxLength={LEAD_NOTE_MAX}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(undefined);
            }}
          />
        </Field>
        <Button type="submit" variant="outline" size="sm" loading={addNote.isPending} className="justify-self-start">
          Agregar nota
        </Button>
      </form>
      {activity.isPending ? (
        <LoadingRows rows={2} label="Cargando la actividad" />
      ) : activity.isError && !activity.data ? (
        <ErrorState title="No se pudo cargar la actividad" onRetry={() => activity.refetch()} retrying={activity.isFetching} className="py-4" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">Todavía no hay actividad: los cambios y las notas aparecen acá.</p>
      ) : (
        <>
          <ol className="grid gap-2 text-sm" aria-label="Actividad">
            {entries.map((e) => (
              <li key={e.id} className={cn('grid gap-0.5 rounded-md px-2 py-1.5', e.tipo === 'nota' ? 'bg-surface' : 'border border-border')}>
                <p className="break-words whitespace-pre-line text-ink">{describeLeadActivity(e)}</p>
                <p className="text-xs text-muted">
                  {e.usuario_nombre && `${e.tipo === 'nota' ? 'Nota de' : 'Por'} ${e.usuario_nombre} · `}
                  {formatDateTime(e.created_at)}
                </p>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* Focused when the last page arrives and «Ver más» goes away, so the keyboard is not left on <body>. */}
            <p ref={shownRef} tabIndex={-1} className="text-xs text-muted" aria-live="polite">
              {entries.length === total ? `${total === 1 ? '1 línea' : `${total} líneas`} de actividad` : `Mostrando ${entries.length} de ${total}`}
            </p>
            {activity.isFetchNextPageError && !activity.isFetchingNextPage && (
              <p role="alert" className="text-sm text-danger">
                No se pudo cargar más actividad.
              </p>
            )}
            {activity.hasNextPage && (
              <Button
                variant="ghost"
                size="sm"
                loading={activity.isFetchingNextPage}
                onClick={async () => {
                  const next = await activity.fetchNextPage();
                  if (!next.hasNextPage && !next.isError) shownRef.current?.focus();
                }}
              >
                Ver más
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
