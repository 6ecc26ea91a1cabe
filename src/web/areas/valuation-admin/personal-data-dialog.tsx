import { TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  PERSONAL_DATA_KINDS,
  PERSONAL_DATA_LABELS,
  PERSONAL_DATA_MESSAGES,
  type PersonQuery,
  personQuerySchema,
} from '../../../domain/personal-data/person.ts';
import { ApiError } from '../../lib/api.ts';
import { Alert, AlertDescription } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useErasePersonalData, usePersonalDataPreview } from './api.ts';

type Errors = Partial<Record<'email' | 'telefono', string>>;

/**
 * «Eliminar los datos de esta persona» (Ley 25.326 art. 16, ADR 139): the person's e-mail or phone,
 * a preview of everything of theirs that goes (found by either, however the phone was typed),
 * then the erasure, all at once. A preview belongs to the fields it read: editing them asks again.
 */
export function PersonalDataDialog({ initial, onClose }: { initial?: { email?: string | null; telefono?: string | null }; onClose: () => void }) {
  const formId = useId();
  const [fields, setFields] = useState({ email: initial?.email ?? '', telefono: initial?.telefono ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const preview = usePersonalDataPreview();
  const erase = useErasePersonalData();
  const [previewed, setPreviewed] = useState<PersonQuery | null>(null);
  const current =
    previewed && previewed.email === (fields.email.trim().toLowerCase() || undefined) && previewed.telefono === (fields.telefono.trim() || undefined)
      ? preview.data
      : undefined;

  const failed = (failure: unknown) => {
    if (!(failure instanceof ApiError)) throw failure;
    if (failure.status !== 400) return; // the query client's toast says it (network, 404, 5xx)
    failure.shownUnderField = true;
    setErrors({ [failure.field === 'telefono' ? 'telefono' : 'email']: failure.message });
  };

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    const parsed = personQuerySchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [issue?.path[0] === 'telefono' ? 'telefono' : 'email']: issue?.message ?? PERSONAL_DATA_MESSAGES.needOne });
    }
    setErrors({});
    try {
      await preview.mutateAsync(parsed.data);
      setPreviewed(parsed.data);
    } catch (failure) {
      failed(failure);
    }
  }

  async function eraseAll() {
    if (!previewed) return;
    try {
      const erased = await erase.mutateAsync(previewed);
      toast.success(
        PERSONAL_DATA_MESSAGES.erased,
        `${erased.total} ${erased.total === 1 ? 'registro' : 'registros'}; en la auditoría queda qué se borró, sin sus datos`,
      );
      onClose();
    } catch (failure) {
      failed(failure);
    }
  }

  const set = (name: 'email' | 'telefono') => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !erase.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Eliminar los datos de una persona</DialogTitle>
          <DialogDescription>
            Cuando alguien pide que borremos sus datos (Ley 25.326), buscalo por el e-mail o el teléfono que dejó. Se borra todo lo suyo de una vez y no se
            puede deshacer.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={showPreview} className="grid gap-3">
          <Field label="E-mail" error={errors.email}>
            <Input type="email" inputMode="email" autoComplete="off" maxLength={254} value={fields.email} onChange={set('email')} />
          </Field>
          <Field label="Teléfono" error={errors.telefono} description="Como sea que esté escrito: 11 5555-0101, +54 9 11 5555-0101…">
            <Input type="tel" inputMode="tel" autoComplete="off" maxLength={40} value={fields.telefono} onChange={set('telefono')} />
          </Field>
          <div>
            <Button type="submit" variant="outline" loading={preview.isPending} disabled={erase.isPending}>
              Ver qué se elimina
            </Button>
          </div>
        </form>
        {current && (
          <section aria-label="Qué se elimina" className="grid gap-2">
            {current.total === 0 ? (
              <p role="status" className="text-sm">
                {PERSONAL_DATA_MESSAGES.nothingFound}.
              </p>
            ) : (
              <>
                <p role="status" className="text-sm">
                  {current.total === 1 ? 'Se encontró 1 registro:' : `Se encontraron ${current.total} registros:`}
                </p>
                <ul className="grid gap-1 text-sm">
                  {PERSONAL_DATA_KINDS.filter((k) => current.cantidades[k] > 0).map((k) => (
                    <li key={k}>
                      <strong className="tabular-nums">{current.cantidades[k]}</strong> · {PERSONAL_DATA_LABELS[k].label}: {PERSONAL_DATA_LABELS[k].action}
                    </li>
                  ))}
                </ul>
                <Alert variant="destructive" role="note">
                  <TriangleAlert aria-hidden />
                  <AlertDescription>No se puede deshacer. La auditoría guarda qué se borró y quién lo hizo, nunca de quién eran los datos.</AlertDescription>
                </Alert>
              </>
            )}
          </section>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={erase.isPending}>
            Cancelar
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={eraseAll}
            disabled={!current || current.total === 0 || preview.isPending}
            loading={erase.isPending}
          >
            Eliminar definitivamente
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
