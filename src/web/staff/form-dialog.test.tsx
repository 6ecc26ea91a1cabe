import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import { ADMIN_MESSAGES, type LocalidadCreate, localidadCreateSchema } from '../../domain/valuation-admin/schemas.ts';
import { ApiError } from '../lib/api.ts';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { FormDialog } from './form-dialog.tsx';

/** The admin's rename dialog as an area writes it: the domain's schema, one field. */
function RenameDialog({ onSubmit, onClose = () => {} }: { onSubmit: (values: LocalidadCreate) => Promise<unknown>; onClose?: () => void }) {
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: '' } });
  return (
    <FormDialog title="Editar localidad" description="Cambiá el nombre." submitLabel="Guardar" form={form} onSubmit={onSubmit} onClose={onClose}>
      <Field label="Nombre" error={form.formState.errors.nombre?.message} required>
        <Input {...form.register('nombre')} />
      </Field>
    </FormDialog>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: /Nombre/ });
const save = () => screen.getByRole('button', { name: 'Guardar' });

describe('FormDialog', () => {
  it('checks the fields with the schema before saving: the message goes under the field', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<RenameDialog onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Editar localidad' })).toBeTruthy();
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.localidadNameRequired);
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(nameBox().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the checked values and shows the button busy until the answer', async () => {
    let answer: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<RenameDialog onSubmit={onSubmit} />);
    await userEvent.type(nameBox(), '  San Isidro  ');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nombre: 'San Isidro' }));
    expect(save().getAttribute('aria-busy')).toBe('true');
    expect(save().hasAttribute('disabled')).toBe(true);
    answer();
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the API's refusal of a field under that field, and focuses it", async () => {
    const refusal = new ApiError(409, ERROR_CODES.duplicateLocalidad, ADMIN_MESSAGES.localidadDuplicate, 'nombre');
    render(<RenameDialog onSubmit={() => Promise.reject(refusal)} />);
    await userEvent.type(nameBox(), 'Vicente López');
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.localidadDuplicate);
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameBox());
  });

  it('leaves an error about no field of the form to the toast, and stays open', async () => {
    const unknownField = new ApiError(400, ERROR_CODES.validation, 'Dato inválido', 'otro_campo');
    const noField = new ApiError(503, ERROR_CODES.unavailable, 'El servicio está momentáneamente sobrecargado.');
    const onSubmit = vi.fn().mockRejectedValueOnce(unknownField).mockRejectedValueOnce(noField);
    render(<RenameDialog onSubmit={onSubmit} />);
    await userEvent.type(nameBox(), 'Tigre');
    await userEvent.click(save());
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Editar localidad' })).toBeTruthy();
  });

  it('closes by Cancelar and by Escape', async () => {
    const onClose = vi.fn();
    render(<RenameDialog onSubmit={async () => {}} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
