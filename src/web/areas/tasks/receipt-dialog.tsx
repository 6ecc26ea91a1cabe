import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '../../../domain/shared/documents.ts';
import { formatMoney } from '../../../domain/shared/money.ts';
import type { Movement } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES, receiptUrl } from '../../../domain/tasks/messages.ts';
import { MOVEMENT_TYPE_LABELS } from '../../../domain/tasks/movement-terms.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FilePicker } from '../../ui/file-picker.tsx';
import { useAttachReceipt, useRemoveReceipt } from './cash-api.ts';

/**
 * A movement's receipt (ADR 121): a PDF or a photo, private to the cash team. The server decides by
 * content; here only what it would refuse anyway is caught early (no file, over 10 MB). Its answer
 * stays under the field, never in a toast over the dialog, and nothing changes until it accepts.
 */
export function ReceiptDialog({ movement, onClose }: { movement: Movement; onClose: () => void }) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const attach = useAttachReceipt(movement.id, setProgress);
  const remove = useRemoveReceipt(movement.id);

  function pick(chosen: File | undefined) {
    const picked = chosen ?? null;
    setFile(picked);
    setError(picked && picked.size > DOCUMENT_MAX_BYTES ? CASH_MESSAGES.receiptTooLarge : undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(CASH_MESSAGES.receiptRequired);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(CASH_MESSAGES.receiptTooLarge);
    setProgress(0);
    try {
      await attach.mutateAsync(file);
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      failure.shownUnderField = true;
      setError(failure.message);
    }
  }

  const uploading = attach.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !uploading && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Comprobante</DialogTitle>
          <DialogDescription>
            {MOVEMENT_TYPE_LABELS[movement.tipo]} de {formatMoney(movement.monto, movement.moneda)} «{movement.concepto}». Un PDF o una foto (JPG, PNG o WebP)
            de hasta 10 MB; solo lo ve el equipo de caja.
          </DialogDescription>
        </DialogHeader>
        {movement.tiene_comprobante && (
          <div className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface p-3 text-sm">
            <span className="grow">Este movimiento ya tiene un comprobante. Si adjuntás otro, lo reemplaza.</span>
            <Button asChild size="sm" variant="outline">
              <a href={receiptUrl(movement.id)} download>
                <Download aria-hidden />
                Descargar
              </a>
            </Button>
            <Button size="sm" variant="ghost" loading={remove.isPending} disabled={uploading} onClick={() => remove.mutate(undefined, { onSuccess: onClose })}>
              <Trash2 aria-hidden />
              Quitar
            </Button>
          </div>
        )}
        <form id={formId} noValidate onSubmit={submit} className="grid gap-2">
          <Field label="Archivo" required error={error}>
            {(control) => <FilePicker control={control} accept={DOCUMENT_ACCEPT} file={file} onPick={pick} disabled={uploading} />}
          </Field>
          {uploading && (
            <p className="text-sm text-muted" aria-live="polite">
              Subiendo… {Math.round(progress * 100)} %
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={uploading}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={uploading}>
            Adjuntar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
