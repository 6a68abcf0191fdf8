import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderStatus } from '@tessera/core';
import { useNotifications } from '@/features/dashboard/shell/use-notifications';
import { api } from '@/lib/api';

export type OrderStatusFilter = 'all' | OrderStatus;

const ordersKey = (websiteId: string) => ['orders', websiteId] as const;
const orderKey = (id: string) => ['order', id] as const;

export function useOrders(
  websiteId: string,
  filters: { search: string; status: OrderStatusFilter },
) {
  return useQuery({
    queryKey: [...ordersKey(websiteId), 'list', filters],
    queryFn: () => api.orders.list(websiteId, filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useOrderStats(websiteId: string) {
  return useQuery({
    queryKey: [...ordersKey(websiteId), 'stats'],
    queryFn: () => api.orders.stats(websiteId),
    refetchOnWindowFocus: true,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKey(id ?? ''),
    queryFn: () => api.orders.get(id!),
    enabled: Boolean(id),
  });
}

/**
 * Keeps the lists in step after a change to one order: the order itself from the answer, and
 * what it moves elsewhere (lists, stats, a customer's totals, stock after a cancel).
 */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderKey(order.id), order);
    for (const key of ['orders', 'customers', 'customer', 'products', 'product']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
}

export function useSetOrderStatus() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api.orders.update(id, { status }),
    onSuccess: changed,
  });
}

export function useSaveOrderNotes(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (notes: string) => api.orders.update(id, { notes: notes.trim() || null }),
    onSuccess: changed,
  });
}

export function useOrderPayment(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (input: { action: 'mark-paid' } | { action: 'refund'; amount?: number }) =>
      api.orders.payment(id, input),
    onSuccess: changed,
  });
}

/**
 * Refetches the website's orders when the bell (polled already) brings a new order for it, so a
 * purchase shows up in the open list without a reload.
 */
export function useRefreshOnNewOrder(websiteId: string) {
  const queryClient = useQueryClient();
  const { data } = useNotifications();
  const newest = data?.items.find(
    (item) => item.type === 'order' && (item.websiteId === null || item.websiteId === websiteId),
  )?.id;
  // null until the notifications first load: what is there then is not news.
  const seen = useRef<string | undefined | null>(data ? newest : null);
  useEffect(() => {
    if (!data) return;
    const isNews = seen.current !== null && newest !== seen.current;
    seen.current = newest;
    if (isNews) void queryClient.invalidateQueries({ queryKey: ordersKey(websiteId) });
  }, [newest, data, websiteId, queryClient]);
}
