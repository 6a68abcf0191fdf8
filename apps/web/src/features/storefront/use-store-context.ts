import { useQuery } from '@tanstack/react-query';
import type { StoreContext } from '@tessera/blocks';
import { api } from '@/lib/api';

/**
 * The website's published products for the builder canvas and the preview, so a product grid
 * shows what visitors will see. Undefined while loading or without products: the blocks then
 * draw their labelled outline.
 */
export function useStoreContext(websiteId: string | undefined): StoreContext | undefined {
  const catalogue = useQuery({
    queryKey: ['websites', websiteId, 'catalogue'],
    queryFn: () => api.websites.catalogue(websiteId!),
    enabled: !!websiteId,
    staleTime: 30_000,
  });
  const data = catalogue.data;
  if (!data || data.products.length === 0) return undefined;
  return {
    currency: data.currency,
    products: data.products,
    // Not followed from the canvas or the preview: the product's page exists on the live site.
    productHref: (slug) => `#product-${slug}`,
  };
}
