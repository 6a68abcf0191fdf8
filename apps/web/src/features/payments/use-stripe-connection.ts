import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type StripeConnection } from '@/lib/api';

/** The website's Stripe account; the store's payment methods read the same cache entry. */
export const stripeConnectionKey = (websiteId: string) => ['stripe-connection', websiteId] as const;

export function useStripeConnection(websiteId: string) {
  return useQuery({
    queryKey: stripeConnectionKey(websiteId),
    queryFn: () => api.stripe.get(websiteId),
  });
}

/** Connect (or replace the keys), test and disconnect: each answer is the connection now. */
export function useStripeActions(websiteId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (connection: StripeConnection) =>
    queryClient.setQueryData(stripeConnectionKey(websiteId), connection);
  return {
    connect: useMutation({
      mutationFn: (keys: { secretKey: string; webhookSecret: string }) =>
        api.stripe.connect(websiteId, keys),
      onSuccess,
    }),
    test: useMutation({ mutationFn: () => api.stripe.test(websiteId), onSuccess }),
    disconnect: useMutation({ mutationFn: () => api.stripe.disconnect(websiteId), onSuccess }),
  };
}
