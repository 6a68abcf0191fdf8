import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CustomerInput } from '@/lib/api';

export type CustomerStatusFilter = 'all' | 'new' | 'active' | 'inactive';

const customersKey = (websiteId: string) => ['customers', websiteId] as const;

export function useCustomers(
  websiteId: string,
  filters: { search: string; status: CustomerStatusFilter },
) {
  return useQuery({
    queryKey: [...customersKey(websiteId), 'list', filters],
    queryFn: () => api.customers.list(websiteId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerStats(websiteId: string) {
  return useQuery({
    queryKey: [...customersKey(websiteId), 'stats'],
    queryFn: () => api.customers.stats(websiteId),
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: ['customer', id],
    queryFn: () => api.customers.get(id!),
    enabled: Boolean(id),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['customers'] });
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
  };
}

export function useSaveCustomer(websiteId: string, id: string | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      id ? api.customers.update(id, input) : api.customers.create(websiteId, input),
    onSuccess: refresh,
  });
}

export function useDeleteCustomer() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.customers.remove(id), onSuccess: refresh });
}

export function useEmailCustomer(customerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { subject: string; message: string }) =>
      api.customers.sendEmail({ customerId, ...input }),
    onSuccess: refresh,
  });
}
