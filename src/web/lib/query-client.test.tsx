import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import { ADMIN_MESSAGES, type LocalidadCreate, localidadCreateSchema } from '../../domain/valuation-admin/schemas.ts';
import { FormDialog } from '../staff/form-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { ApiError } from './api.ts';
import { createQueryClient } from './query-client.ts';

const toastError = vi.hoisted(() => vi.fn());
// Only the toast's drawing is replaced: the question is whether the query client asks for one.
vi.mock('../ui/toast.tsx', () => ({ toast: { error: toastError, success: vi.fn() }, trackDialogToasts: () => () => {} }));

function SaveDialog({ refusal }: { refusal: ApiError }) {
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: '' } });
  const save = useMutation({ mutationFn: () => Promise.reject(refusal) });
  return (
    <FormDialog title="Nueva localidad" description="Nombre." submitLabel="Guardar" form={form} onSubmit={() => save.mutateAsync()} onClose={() => {}}>
      <Field label="Nombre" error={form.formState.errors.nombre?.message} required>
        <Input {...form.register('nombre')} />
      </Field>
    </FormDialog>
  );
}

async function saveWith(refusal: ApiError) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveDialog refusal={refusal} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Tigre');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('query client toasts', () => {
  it('does not echo as a toast an error the form showed under its field', async () => {
    await saveWith(new ApiError(409, ERROR_CODES.duplicateLocalidad, ADMIN_MESSAGES.localidadDuplicate, 'nombre'));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.localidadDuplicate);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts an error that names no field of the form', async () => {
    await saveWith(new ApiError(503, ERROR_CODES.unavailable, 'El servicio está momentáneamente sobrecargado.'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'El servicio está momentáneamente sobrecargado.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
