import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ContactoInput, contactoInputSchema } from '../../../domain/valuation/valuation.schemas.ts';
import { CONTACT_MESSAGES, CONTACT_MIN_SENDING_MS, PHONE_PLACEHOLDER } from '../../../domain/valuation/valuation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateContacto } from './api.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'Hablar con un analista' (spec §2, §4, §5). Loaded on first open: it is not part of /parcela's first load. */
export default function ContactDialog({
  open,
  onOpenChange,
  consultaId,
  title,
  comentario = '',
  missingZone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From a result page: the lead is tied to that consulta and its figures (ADR 103). */
  consultaId?: string;
  title?: string;
  comentario?: string;
  /** «¿No está tu barrio?» (ADR 141): the person says where the land is; the locality chosen in the calculator comes filled in. */
  missingZone?: { localidad: string };
}) {
  const create = useCreateContacto();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactoInput>({
    resolver: zodResolver(contactoInputSchema),
    defaultValues: {
      nombre: '',
      email: '',
      telefono: '',
      comentario,
      ...(consultaId ? { consulta_id: consultaId } : {}),
      ...(missingZone ? { zona: { localidad: missingZone.localidad, barrio: '' } } : {}),
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      // The spec's sending state lasts about a second; the lead is stored for real meanwhile.
      await Promise.all([create.mutateAsync(values), sleep(CONTACT_MIN_SENDING_MS)]);
    } catch {
      return; // the query client shows 'No se pudo enviar el mensaje. Intentá nuevamente.'
    }
    toast.success(CONTACT_MESSAGES.successTitle, CONTACT_MESSAGES.success);
    reset();
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title ?? (missingZone ? '¿No está tu barrio?' : 'Hablar con un analista')}</DialogTitle>
          <DialogDescription>
            {missingZone
              ? 'Todavía no valuamos en todos los barrios. Decinos dónde está tu terreno y un especialista lo valúa y te contacta.'
              : 'Dejanos tus datos y un especialista te contacta en el día.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {missingZone && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Localidad o partido" required error={errors.zona?.localidad?.message}>
                <Input autoComplete="address-level2" {...register('zona.localidad')} />
              </Field>
              <Field label="Barrio" required error={errors.zona?.barrio?.message ?? errors.zona?.message}>
                <Input {...register('zona.barrio')} />
              </Field>
            </div>
          )}
          <Field label="Nombre" required error={errors.nombre?.message}>
            <Input autoComplete="name" {...register('nombre')} />
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label="Teléfono" required error={errors.telefono?.message}>
            <Input type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...register('telefono')} />
          </Field>
          <Field label="Comentario (opcional)" error={errors.comentario?.message}>
            <Textarea rows={3} {...register('comentario')} />
          </Field>
          <DialogFooter>
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? 'Enviando...' : 'Enviar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
