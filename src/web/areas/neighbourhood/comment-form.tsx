import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  COMMENT_LIMITS,
  type CommentFormInput,
  type CommentFormOutput,
  commentFormSchema,
  VALIDATION_ERROR_TITLE,
} from '../../../domain/neighbourhood/comments.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { usePostComment } from './api.ts';

const EMPTY: CommentFormInput = { autor_nombre: '', autor_email: '', comentario: '', precio_sugerido: '' };
const FIELD_ORDER = ['autor_nombre', 'autor_email', 'comentario', 'precio_sugerido'] as const;

/** The comment form of a barrio (spec §5): the first error also shows under 'Error de validación'. */
export function CommentForm({ barrio }: { barrio: string }) {
  const post = usePostComment();
  const form = useForm<CommentFormInput, unknown, CommentFormOutput>({ resolver: zodResolver(commentFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  // A reset writes the inputs without a change event: a new price input drops the last one's «= …» line.
  const [posted, setPosted] = useState(0);

  const onValid = (values: CommentFormOutput) =>
    post.mutate(
      { barrio_nombre: barrio, ...values },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setPosted((n) => n + 1);
        },
      },
    );
  const onInvalid = (invalid: FieldErrors<CommentFormInput>) => {
    const first = FIELD_ORDER.map((name) => invalid[name]?.message).find(Boolean);
    if (first) toast.error(VALIDATION_ERROR_TITLE, first);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-3 rounded-md border border-border bg-surface p-4">
      <h3 className="font-semibold">Dejá tu comentario</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nombre" required error={errors.autor_nombre?.message}>
          <Input autoComplete="name" maxLength={COMMENT_LIMITS.nombre + 20} {...form.register('autor_nombre')} />
        </Field>
        <Field label="Email (opcional, no se publica)" error={errors.autor_email?.message}>
          <Input type="email" autoComplete="email" {...form.register('autor_email')} />
        </Field>
      </div>
      <Field label="Comentario" required error={errors.comentario?.message}>
        <Textarea rows={3} {...form.register('comentario')} />
      </Field>
      <Field label="Precio sugerido en USD/m² (opcional)" error={errors.precio_sugerido?.message}>
        <NumberInput key={posted} kind={NUMBER_KINDS.money} placeholder="Ej.: 700 o 1.250" {...form.register('precio_sugerido')} />
      </Field>
      <Button type="submit" loading={post.isPending} className="justify-self-start">
        {post.isPending ? 'Enviando...' : 'Enviar comentario'}
      </Button>
    </form>
  );
}
