import type { Product } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { StockText } from './product-badges';
import { ProductThumb, useThumbnails } from './product-image';

/** Each variant with its SKU, price and stock, as the shop sells it. */
export function ProductVariantsTable({
  product,
  formatPrice,
}: {
  product: Product;
  formatPrice: (amount: number) => string;
}) {
  const thumbnail = useThumbnails(product.websiteId);
  return (
    <Card className="overflow-x-auto">
      <h2 className="px-5 pt-5 text-sm font-semibold">Variants</h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Variants of {product.name}</caption>
        <thead className="border-y border-border text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-2 font-medium">
              Variant
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
              SKU
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Price
            </th>
            {product.trackQuantity ? (
              <th scope="col" className="px-5 py-2 font-medium">
                Stock
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {product.variants.map((v) => (
            <tr key={v.id} data-variant={v.title}>
              <td className="px-5 py-2.5">
                <div className="flex items-center gap-3">
                  <ProductThumb src={v.image ? thumbnail.src(v.image) : null} className="h-9 w-9" />
                  <div className="min-w-0">
                    <p className="font-medium">{v.title}</p>
                    <p className="font-mono text-xs text-muted-foreground sm:hidden">{v.sku}</p>
                  </div>
                </div>
              </td>
              <td className="hidden px-4 py-2.5 font-mono text-xs text-muted-foreground sm:table-cell">
                {v.sku ?? '—'}
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums">
                {formatPrice(v.price)}
                {v.comparePrice !== null ? (
                  <s className="ml-1.5 block text-xs text-muted-foreground sm:inline">
                    <span className="sr-only">was </span>
                    {formatPrice(v.comparePrice)}
                  </s>
                ) : null}
              </td>
              {product.trackQuantity ? (
                <td className="px-5 py-2.5">
                  <StockText
                    item={{
                      trackQuantity: true,
                      quantity: v.quantity,
                      allowBackorder: product.allowBackorder,
                    }}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
