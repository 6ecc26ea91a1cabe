import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingBody, ManagedProperty, PublicationBody } from '../../../domain/properties/properties.schemas.ts';
import { MAX_PAGE_SIZE, type Page } from '../../../domain/shared/pagination.ts';
import { api, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** The signed-in account's own listings (dropped on sign-out). */
export const MY_PROPERTIES_QUERY_KEY = ['propiedades', 'mias'] as const;

export const myPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: MY_PROPERTIES_QUERY_KEY,
    // An account holds at most 50 listings: one page always has them all.
    queryFn: () => api.get<Page<ManagedProperty>>(`/api/propiedades/mias${toQuery({ page_size: MAX_PAGE_SIZE })}`),
    staleTime: 0,
    meta: { errorMessage: 'No se pudieron cargar las propiedades' },
  });
export const useMyProperties = () => useQuery(myPropertiesQueryOptions());

export const ADMIN_PAGE_SIZE = 50;
export const allPropertiesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['propiedades', 'todas', page],
    queryFn: () => api.get<Page<ManagedProperty>>(`/api/admin/propiedades${toQuery({ page, page_size: ADMIN_PAGE_SIZE })}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'No se pudieron cargar las propiedades' },
  });
export const useAllProperties = (page: number, enabled: boolean) => useQuery({ ...allPropertiesQueryOptions(page), enabled });

/** Every listing query starts with 'propiedades' (the public marketplace too). */
function useInvalidateProperties() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['propiedades'] });
}

export function useCreateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (body: ListingBody) => api.post<ManagedProperty>('/api/propiedades', body),
    onSuccess: () => {
      toast.success('Propiedad guardada', 'Queda pendiente de publicación: un administrador la revisa y la publica.');
      return invalidate();
    },
    meta: { errorTitle: 'Error al guardar' },
  });
}

export function useUpdateProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListingBody }) => api.put<ManagedProperty>(`/api/propiedades/${id}`, body),
    onSuccess: () => {
      toast.success('Guardado exitosamente');
      return invalidate();
    },
    meta: { errorTitle: 'Error al guardar' },
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/propiedades/${id}`),
    onSuccess: () => {
      toast.success('Eliminado exitosamente');
      return invalidate();
    },
    meta: { errorTitle: 'Error al eliminar' },
  });
}

export function useUploadImages() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, files, onProgress }: { id: string; files: File[]; onProgress?: (fraction: number) => void }) => {
      const data = new FormData();
      for (const file of files) data.append('imagenes', file);
      return api.upload<ManagedProperty>(`/api/propiedades/${id}/imagenes`, data, onProgress);
    },
    onSuccess: () => {
      toast.success('Imagen agregada correctamente');
      return invalidate();
    },
    meta: { errorTitle: 'No se pudo subir la imagen' },
  });
}

export function useRemoveImage() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, index }: { id: string; index: number }) => api.delete<ManagedProperty>(`/api/propiedades/${id}/imagenes/${index}`),
    onSuccess: () => {
      toast.success('Imagen eliminada correctamente');
      return invalidate();
    },
    meta: { errorTitle: 'No se pudo eliminar la imagen' },
  });
}

export function usePublishProperty() {
  const invalidate = useInvalidateProperties();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PublicationBody }) => api.patch<ManagedProperty>(`/api/admin/propiedades/${id}/publicacion`, body),
    onSuccess: (p) => {
      toast.success(p.publicada ? 'Propiedad publicada' : 'Propiedad sin publicar');
      return invalidate();
    },
    meta: { errorTitle: 'Error al guardar' },
  });
}
