import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist, ChecklistItemPatch } from '../../../domain/tasks/checklist.ts';
import { CHECKLIST_MESSAGES, PHOTO_MESSAGES, RECURRENCE_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { TaskPhoto } from '../../../domain/tasks/photos.ts';
import type { Recurrence, RecurrenceInput } from '../../../domain/tasks/recurrence.ts';
import { api } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';
import { TASKS_QUERY_KEY } from './api.ts';

// A task's checklist and recurrence (ADRs 115, 116): their own routes and their own queries, so the
// task's form and the board's queries stay as they are; a change drops the board (its cards show both).

const checklistKey = (id: string) => [...TASKS_QUERY_KEY, 'checklist', id] as const;
const recurrenceKey = (id: string) => [...TASKS_QUERY_KEY, 'repeticion', id] as const;

export const useChecklist = (id: string) =>
  useQuery({ queryKey: checklistKey(id), queryFn: () => api.get<Checklist>(`/api/tareas/${id}/checklist`), staleTime: 0, meta: { silent: true } });

export function useChecklistChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: 'add'; texto: string } | { kind: 'patch'; itemId: string; patch: ChecklistItemPatch } | { kind: 'remove'; itemId: string },
    ) => {
      if (change.kind === 'add') return api.post<Checklist>(`/api/tareas/${id}/checklist`, { texto: change.texto });
      if (change.kind === 'patch') return api.patch<Checklist>(`/api/tareas/${id}/checklist/${change.itemId}`, change.patch);
      return api.delete<Checklist>(`/api/tareas/${id}/checklist/${change.itemId}`);
    },
    onSuccess: (list) => {
      client.setQueryData(checklistKey(id), list);
      void client.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'tablero'] });
    },
    meta: { errorTitle: CHECKLIST_MESSAGES.saveFailed },
  });
}

export const useRecurrence = (id: string) =>
  useQuery({
    queryKey: recurrenceKey(id),
    queryFn: () => api.get<{ repeticion: Recurrence | null }>(`/api/tareas/${id}/repeticion`).then((r) => r.repeticion),
    staleTime: 0,
    meta: { silent: true },
  });

export function useSaveRecurrence(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: RecurrenceInput | null) =>
      rule ? api.put<Recurrence>(`/api/tareas/${id}/repeticion`, rule) : api.delete<null>(`/api/tareas/${id}/repeticion`).then(() => null),
    onSuccess: (saved) => {
      toast.success(saved ? RECURRENCE_MESSAGES.saved : RECURRENCE_MESSAGES.stopped);
      return client.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    },
    meta: { errorTitle: RECURRENCE_MESSAGES.saveFailed },
  });
}

const photosKey = (id: string) => [...TASKS_QUERY_KEY, 'fotos', id] as const;

export const usePhotos = (id: string) =>
  useQuery({ queryKey: photosKey(id), queryFn: () => api.get<TaskPhoto[]>(`/api/tareas/${id}/fotos`), staleTime: 0, meta: { silent: true } });

export function usePhotoChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'upload'; file: File } | { kind: 'share'; fotoId: string; compartida: boolean }) => {
      if (change.kind === 'share') return api.patch<TaskPhoto[]>(`/api/tareas/${id}/fotos/${change.fotoId}`, { compartida: change.compartida });
      const form = new FormData();
      form.append('foto', change.file);
      return api.upload<TaskPhoto[]>(`/api/tareas/${id}/fotos`, form);
    },
    onSuccess: (list, change) => {
      client.setQueryData(photosKey(id), list);
      const shared = change.kind === 'share' && change.compartida;
      toast.success(change.kind === 'upload' ? PHOTO_MESSAGES.uploaded : shared ? PHOTO_MESSAGES.shared : PHOTO_MESSAGES.unshared);
    },
    meta: { errorTitle: PHOTO_MESSAGES.uploadFailed },
  });
}
