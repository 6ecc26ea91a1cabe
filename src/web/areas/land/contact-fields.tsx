import type { ChangeEvent, Ref } from 'react';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

/** In the order a message is focused. */
export const CONTACT_FIELDS = ['nombre', 'email', 'telefono'] as const;
export type ContactName = (typeof CONTACT_FIELDS)[number];

/**
 * Who to call: the three contact fields the land owner's inquiry and the offer's «¿Cómo te
 * contactamos?» both ask, with the same names and rules (land.ts). `firstRef` reaches «Nombre».
 */
export function ContactFields({
  values,
  errors,
  onChange,
  firstRef,
}: {
  values: Record<ContactName, string>;
  errors: Partial<Record<ContactName, string>>;
  onChange: (name: ContactName) => (event: ChangeEvent<HTMLInputElement>) => void;
  firstRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <Field label="Nombre" required error={errors.nombre}>
        <Input ref={firstRef} name="nombre" autoComplete="name" value={values.nombre} onChange={onChange('nombre')} />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={onChange('email')} />
      </Field>
      <Field label="Teléfono" required error={errors.telefono}>
        <Input name="telefono" type="tel" autoComplete="tel" placeholder="11 5555-0101" value={values.telefono} onChange={onChange('telefono')} />
      </Field>
    </>
  );
}
