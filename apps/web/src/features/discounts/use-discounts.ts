import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DiscountInput } from '@/lib/api';

const discountsKey = (websiteId: string) => ['discounts', websiteId] as const;

export function useDiscounts(websiteId: string, search: string) {
  return useQuery({
    queryKey: [...discountsKey(websiteId), 'list', search],
    queryFn: () => api.discounts.list(websiteId, { search }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshDiscounts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['discounts'] });
}

export function useSaveDiscount(websiteId: string, id: string | undefined) {
  const refresh = useRefreshDiscounts();
  return useMutation({
    mutationFn: (input: DiscountInput) =>
      id ? api.discounts.update(id, input) : api.discounts.create(websiteId, input),
    onSuccess: refresh,
  });
}

export function useDeleteDiscount() {
  const refresh = useRefreshDiscounts();
  return useMutation({ mutationFn: (id: string) => api.discounts.remove(id), onSuccess: refresh });
}
