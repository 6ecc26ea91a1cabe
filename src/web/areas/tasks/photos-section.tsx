import { Camera } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { PHOTO_MESSAGES } from '../../../domain/tasks/messages.ts';
import { LoadingRows } from '../../staff/query-states.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TaskDetailSection } from './task-detail-section.tsx';
import { usePhotoChange, usePhotos } from './task-extras-api.ts';

/**
 * Site photos in a task's detail (ADR 117): taken with the phone's camera (`capture`), private to the
 * tasks staff (served by an authenticated route), each with "Compartir con el cliente".
 */
export function PhotosSection({ taskId }: { taskId: string }) {
  const photos = usePhotos(taskId);
  const change = usePhotoChange(taskId);
  const inputId = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) change.mutate({ kind: 'upload', file });
  }

  return (
    <TaskDetailSection icon={Camera} heading="Fotos de obra">
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-white px-3 text-sm text-ink shadow-sm hover:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <Camera aria-hidden className="size-4" />
          {change.isPending && change.variables?.kind === 'upload' ? 'Subiendo…' : 'Sacar o elegir foto'}
          <input id={inputId} type="file" accept="image/*" capture="environment" className="sr-only" onChange={pick} />
        </label>
      </div>
      {photos.isPending ? (
        <LoadingRows rows={1} />
      ) : photos.isError ? (
        <p className="text-sm text-danger">No se pudieron cargar las fotos</p>
      ) : (photos.data ?? []).length === 0 ? (
        <p className="text-sm text-muted">Todavía no hay fotos. Solo las ve el equipo hasta que las compartas.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(photos.data ?? []).map((p) => (
            <li key={p.id} className="grid gap-1">
              <img
                src={p.url}
                alt={`Foto de obra del ${formatDateTime(p.created_at)}`}
                width={p.ancho}
                height={p.alto}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-surface object-cover"
              />
              <p className="text-xs text-muted">
                {p.subida_por} · {formatDateTime(p.created_at)}
              </p>
              <div className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`compartir-${p.id}`}
                  checked={p.compartida}
                  onCheckedChange={(checked) => change.mutate({ kind: 'share', fotoId: p.id, compartida: checked === true })}
                />
                <label htmlFor={`compartir-${p.id}`}>Compartir con el cliente</label>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {change.isError ? PHOTO_MESSAGES.uploadFailed : ''}
      </p>
    </TaskDetailSection>
  );
}
