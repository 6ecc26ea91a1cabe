import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExchangeRates } from '../../../domain/exchange-rates/rates.ts';
import type { Movement, NewMovement, OpeningBalances, ProjectBudget } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES, receiptUrl } from '../../../domain/tasks/messages.ts';
import { api, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';
import { TASKS_QUERY_KEY, useInvalidateTasks } from './api.ts';

/** The cash log's corrections and books (ADR 121): everything under the tasks key, so a change refreshes every tab. */

export const useCategories = () =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'movimientos-categorias'],
    queryFn: () => api.get<{ categorias: string[] }>('/api/tareas/movimientos/categorias'),
    meta: { silent: true },
  });

/** The last stored rates (ADR 120) for the form's prefill: read from the table, never waiting for a source. */
export const useExchangeRates = () =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'cotizaciones'],
    queryFn: () => api.get<ExchangeRates>('/api/cotizaciones'),
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useOpeningBalances = () =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'saldos-iniciales'],
    queryFn: () => api.get<OpeningBalances>('/api/tareas/caja/saldos-iniciales'),
    meta: { silent: true },
  });

export function useSetOpeningBalances() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (input: { USD: string; ARS: string }) => api.put<OpeningBalances>('/api/tareas/caja/saldos-iniciales', input),
    onSuccess: () => toast.success('Saldo inicial guardado', 'Los saldos de la lista ya lo incluyen'),
    onSettled: invalidate,
    meta: { errorTitle: 'No se pudo guardar el saldo inicial' },
  });
}

export function useUpdateMovement(id: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (input: NewMovement) => api.put<Movement>(`/api/tareas/movimientos/${id}`, input),
    onSuccess: () => toast.success(CASH_MESSAGES.edited, 'El cambio quedó en la auditoría'),
    onSettled: invalidate,
    meta: { errorTitle: CASH_MESSAGES.saveFailed },
  });
}

export function useVoidMovement(id: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (motivo: string) => api.post<Movement>(`/api/tareas/movimientos/${id}/anular`, { motivo }),
    onSuccess: () => toast.success(CASH_MESSAGES.voided, 'Queda en la lista, tachado, y fuera de los totales'),
    onSettled: invalidate,
    meta: { errorTitle: 'No se pudo anular el movimiento' },
  });
}

export const useBudgets = (ids: string[]) =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'presupuestos', ids],
    queryFn: () => api.get<ProjectBudget[]>(`/api/tareas/movimientos/presupuestos${toQuery({ ids: ids.join(',') })}`),
    enabled: ids.length > 0,
    meta: { silent: true },
  });

export function useSetBudget(id: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (presupuesto_usd: string) => api.put<ProjectBudget>(`/api/tareas/proyectos/${id}/presupuesto`, { presupuesto_usd }),
    onSuccess: () => toast.success('Presupuesto guardado', ''),
    onSettled: invalidate,
    meta: { errorTitle: 'No se pudo guardar el presupuesto' },
  });
}

/** Attaches (or replaces) a movement's receipt, reporting the upload's progress (0–1). */
export function useAttachReceipt(id: string, onProgress: (fraction: number) => void) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('comprobante', file);
      return api.upload<Movement>(receiptUrl(id), form, onProgress);
    },
    onSuccess: () => toast.success(CASH_MESSAGES.receiptAttached, 'Solo lo ve el equipo de caja'),
    // Not awaited: a refused file is answered in the dialog at once, before the query client's toast (query-client.ts).
    onSettled: () => void invalidate(),
    meta: { errorTitle: CASH_MESSAGES.receiptFailed },
  });
}

export function useRemoveReceipt(id: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: () => api.delete<Movement>(receiptUrl(id)),
    onSuccess: () => toast.success(CASH_MESSAGES.receiptRemoved),
    onSettled: () => void invalidate(),
    meta: { errorTitle: 'No se pudo quitar el comprobante' },
  });
}
