import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type StaffInput } from '@/lib/api';
import { useRefreshServices } from '@/features/services/use-services';

export function useStaffList(websiteId: string) {
  return useQuery({
    queryKey: ['staff', websiteId, 'list'],
    queryFn: () => api.staff.list(websiteId),
  });
}

export function useStaffMember(id: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'member', id],
    queryFn: () => api.staff.get(id!),
    enabled: Boolean(id),
  });
}

export function useSaveStaff(websiteId: string, id: string | undefined) {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (input: StaffInput) =>
      id ? api.staff.update(id, input) : api.staff.create(websiteId, input),
    onSuccess: refresh,
  });
}

/** Keep: a template's sample staff member becomes the owner's own, as they are. */
export function useKeepStaff() {
  const refresh = useRefreshServices();
  return useMutation({ mutationFn: (id: string) => api.staff.keep(id), onSuccess: refresh });
}

export function useDeleteStaff() {
  const refresh = useRefreshServices();
  return useMutation({ mutationFn: (id: string) => api.staff.remove(id), onSuccess: refresh });
}
