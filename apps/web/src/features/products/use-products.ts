import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ProductInput } from '@/lib/api';
import { formatCurrency } from '@/lib/format';
import { useStoreCurrency } from '@/features/store-settings/use-store-settings';

export type ProductStatusFilter = 'all' | 'published' | 'draft';

const productsKey = (websiteId: string) => ['products', websiteId] as const;

export function useProducts(
  websiteId: string,
  filters: { search: string; status: ProductStatusFilter },
) {
  return useQuery({
    queryKey: [...productsKey(websiteId), 'list', filters],
    queryFn: () => api.products.list(websiteId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useProductStats(websiteId: string) {
  return useQuery({
    queryKey: [...productsKey(websiteId), 'stats'],
    queryFn: () => api.products.stats(websiteId),
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: () => api.products.get(id!),
    enabled: Boolean(id),
  });
}

/** Lists, stats and open products read again after any change. */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    void queryClient.invalidateQueries({ queryKey: ['product'] });
  };
}

export function useSaveProduct(websiteId: string, id: string | undefined) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id ? api.products.update(id, input) : api.products.create(websiteId, input),
    onSuccess: refresh,
  });
}

/** Keep: a template's sample product becomes the owner's own, as it is. */
export function useKeepProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: (id: string) => api.products.keep(id), onSuccess: refresh });
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: (id: string) => api.products.remove(id), onSuccess: refresh });
}

/** Formats amounts in the website's store currency, the website's way. */
export function usePriceFormat(websiteId: string) {
  const currency = useStoreCurrency(websiteId);
  return (amount: number) => formatCurrency(amount, currency);
}
