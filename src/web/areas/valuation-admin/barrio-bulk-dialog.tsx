import { type FormEvent, useId, useState } from 'react';
import { BULK_MESSAGES, BULK_TEXT_MAX, type BulkRow } from '../../../domain/valuation-admin/barrio-bulk.ts';
import { ApiError } from '../../lib/api.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useApplyBarrioValues, usePreviewBarrioValues } from './api.ts';

const usd = (n: number) => `US$ ${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })}`;

const COLUMNS: ReadonlyArray<Column<BulkRow>> = [
  {
    header: 'Línea',
    card: 'title',
    cell: (f) => `Línea ${f.linea}`,
  },
  { header: 'Barrio', cell: (f) => (f.estado === 'rechazada' ? <span className="[overflow-wrap:anywhere]">{f.texto}</span> : `${f.barrio} (${f.localidad})`) },
  {
    header: 'Valor',
    cell: (f) =>
      f.estado === 'rechazada' ? (
        <span className="text-danger">{f.motivo}</span>
      ) : (
        <span className="tabular-nums">
          {usd(f.anterior)} → <strong>{usd(f.nuevo)}</strong>
        </span>
      ),
  },
  {
    header: 'Estado',
    cell: (f) =>
      f.estado === 'cambia' ? (
        <Badge variant="success">Cambia</Badge>
      ) : f.estado === 'igual' ? (
        <Badge variant="outline">Sin cambio</Badge>
      ) : (
        <Badge variant="destructive">Rechazada</Badge>
      ),
  },
];

/**
 * Barrio values in bulk (ADR 138): a table pasted from a spreadsheet or read from a CSV, a preview
 * of every line (old → new, or why it cannot be used), then all of it applied or none.
 */
export function BarrioBulkDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [texto, setTexto] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const preview = usePreviewBarrioValues();
  const apply = useApplyBarrioValues();
  // A preview belongs to the text it read: editing the text asks for a new one.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const current = previewed === texto ? preview.data : undefined;

  const failed = (failure: unknown) => {
    if (!(failure instanceof ApiError)) throw failure;
    failure.shownUnderField = true;
    setError(failure.message);
  };

  async function read(chosen: File | undefined) {
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > BULK_TEXT_MAX) return setError(BULK_MESSAGES.textTooLong);
    setTexto(await chosen.text());
    setError(undefined);
  }

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    if (texto.trim() === '') return setError(BULK_MESSAGES.textRequired);
    setError(undefined);
    try {
      await preview.mutateAsync(texto);
      setPreviewed(texto);
    } catch (failure) {
      failed(failure);
    }
  }

  async function applyAll() {
    try {
      const applied = await apply.mutateAsync(texto);
      toast.success(BULK_MESSAGES.applied(applied.cambios), 'Cada valor quedó en el historial de su barrio');
      onClose();
    } catch (failure) {
      failed(failure);
    }
  }

  const busy = preview.isPending || apply.isPending;
  const canApply = current !== undefined && current.rechazadas === 0 && current.cambios > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && !apply.isPending && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Actualizar valores en bloque</DialogTitle>
          <DialogDescription>
            Una línea por barrio: «Barrio;Valor» o «Localidad;Barrio;Valor», separados por punto y coma o tabulación (pegado de una planilla). Valores en
            USD/m², por ejemplo 850,5 o 1.250. Se aplica todo o nada.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={showPreview} className="grid gap-3">
          <Field label="Tabla de valores" required error={error}>
            <Textarea
              rows={6}
              maxLength={BULK_TEXT_MAX}
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
              placeholder={'Palermo;700\nNúñez;1.250,5\nVicente López;Centro;480'}
              className="font-mono text-sm"
            />
          </Field>
          <Field label="O un archivo CSV">
            {(control) => <FilePicker control={control} accept=".csv,.txt,text/csv,text/plain" file={file} onPick={read} />}
          </Field>
          <div>
            <Button type="submit" variant="outline" loading={preview.isPending} disabled={apply.isPending}>
              Ver cambios
            </Button>
          </div>
        </form>
        {current && (
          <section aria-label="Vista previa" className="grid max-h-[50vh] gap-2 overflow-y-auto">
            <p className="text-sm" role="status">
              {current.cambios} {current.cambios === 1 ? 'cambio' : 'cambios'}
              {current.rechazadas > 0 && (
                <span className="text-danger">
                  {' '}
                  · {current.rechazadas} {current.rechazadas === 1 ? 'línea rechazada' : 'líneas rechazadas'}: corregilas para aplicar
                </span>
              )}
            </p>
            <DataTable label="Cambios de la tabla" rows={current.filas} rowKey={(f) => String(f.linea)} columns={COLUMNS} framed />
          </section>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={apply.isPending}>
            Cancelar
          </Button>
          <Button type="button" onClick={applyAll} disabled={!canApply || busy} loading={apply.isPending}>
            {current && current.cambios > 0 ? `Aplicar ${current.cambios} ${current.cambios === 1 ? 'cambio' : 'cambios'}` : 'Aplicar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
