import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceType } from '@tessera/core';
import { api, type ServiceInput } from '@/lib/api';

export type ServiceTypeFilter = 'all' | ServiceType;

const servicesKey = (websiteId: string) => ['services', websiteId] as const;

export function useServices(
  websiteId: string,
  filters: { search: string; type: ServiceTypeFilter },
) {
  return useQuery({
    queryKey: [...servicesKey(websiteId), 'list', filters],
    queryFn: () => api.services.list(websiteId, filters),
    placeholderData: keepPreviousData,
  });
}

/** Every service of the website, unfiltered: the staff form's list to choose from. */
export function useAllServices(websiteId: string) {
  return useServices(websiteId, { search: '', type: 'all' });
}

export function useServiceStats(websiteId: string) {
  return useQuery({
    queryKey: [...servicesKey(websiteId), 'stats'],
    queryFn: () => api.services.stats(websiteId),
  });
}

/** Services and staff read again after a change to either: each lists the other. */
export function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['services'] });
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
  };
}

export function useSaveService(websiteId: string, id: string | undefined) {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      id ? api.services.update(id, input) : api.services.create(websiteId, input),
    onSuccess: refresh,
  });
}

/** Keep: a template's sample service becomes the owner's own, as it is. */
export function useKeepService() {
  const refresh = useRefreshServices();
  return useMutation({ mutationFn: (id: string) => api.services.keep(id), onSuccess: refresh });
}

export function useDeleteService() {
  const refresh = useRefreshServices();
  return useMutation({ mutationFn: (id: string) => api.services.remove(id), onSuccess: refresh });
}
