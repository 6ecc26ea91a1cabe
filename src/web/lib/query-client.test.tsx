import { zodResolver } from '@hookform/resolvers/zod';
import { hashKey, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
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
import { createQueryClient, DRAWN_DATA_FRESH_MS } from './query-client.ts';

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

describe('answers the server drew the page with (ADR 146)', () => {
  function Reader({ queryKey, read }: { queryKey: string[]; read: () => Promise<string> }) {
    const query = useQuery({ queryKey, queryFn: read, staleTime: 0 });
    return <p>{query.data}</p>;
  }
  /** A client holding `drawn` as the page's data, its clock at `at` ms after the page started. */
  function drawnClient(at: { ms: number }) {
    const client = createQueryClient([hashKey(['tablero']), hashKey(['resumen'])], () => at.ms);
    client.setQueryData(['tablero'], 'del servidor');
    client.setQueryData(['resumen'], 'del servidor');
    client.setQueryData(['otra'], 'de antes');
    return client;
  }
  const mount = (client: ReturnType<typeof createQueryClient>, queryKey: string[], read: () => Promise<string>) =>
    render(
      <QueryClientProvider client={client}>
        <Reader queryKey={queryKey} read={read} />
      </QueryClientProvider>,
    );

  it('are not read again on mount right after the page came, but one a change invalidated is, and any other is', async () => {
    const at = { ms: 0 };
    const client = drawnClient(at);
    const read = vi.fn(async () => 'leído');
    mount(client, ['tablero'], read);
    await screen.findByText('del servidor');
    await client.invalidateQueries({ queryKey: ['resumen'], refetchType: 'none' });
    mount(client, ['resumen'], read);
    mount(client, ['otra'], read);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it('are read again on mount once the page is older than DRAWN_DATA_FRESH_MS', async () => {
    const at = { ms: 0 };
    const client = drawnClient(at);
    at.ms = DRAWN_DATA_FRESH_MS + 1;
    const read = vi.fn(async () => 'leído');
    mount(client, ['tablero'], read);
    await screen.findByText('leído');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
