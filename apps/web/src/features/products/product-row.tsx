import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Product, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SampleBadge } from '@/components/ui/sample-badge';
import { notify } from '@/lib/toast';
import { ProductStatusBadge, StockText } from './product-badges';
import { ProductThumb } from './product-image';
import { liveProductUrl } from './product-links';
import { priceRange } from './product-prices';
import { useDeleteProduct } from './use-products';

interface RowProps {
  product: Product;
  website: Website;
  formatPrice: (amount: number) => string;
  thumbnail: { src: (url: string) => string; alt: (url: string) => string };
}

/** "$24.00", "$24.00 – $30.00" across variants, with the compare price struck through. */
export function ProductPrice({ product, formatPrice }: Pick<RowProps, 'product' | 'formatPrice'>) {
  const { min, max } = priceRange(product);
  const compare = product.variants.length === 0 ? product.comparePrice : null;
  return (
    <span className="text-sm tabular-nums">
      {min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`}
      {compare !== null ? (
        <s className="ml-1.5 text-xs text-muted-foreground">
          <span className="sr-only">was </span>
          {formatPrice(compare)}
        </s>
      ) : null}
    </span>
  );
}

function RowActions({ product, website }: Pick<RowProps, 'product' | 'website'>) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct();
  const live = liveProductUrl(product, website);
  const iconClass = 'h-8 w-8 text-muted-foreground hover:text-foreground';
  return (
    <div className="flex justify-end gap-0.5">
      <Button asChild variant="ghost" size="icon" className={iconClass}>
        {live ? (
          <a
            href={live}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${product.name} on the site`}
          >
            <Eye className="h-4 w-4" aria-hidden />
          </a>
        ) : (
          <Link to={`/dashboard/products/${product.id}`} aria-label={`View ${product.name}`}>
            <Eye className="h-4 w-4" aria-hidden />
          </Link>
        )}
      </Button>
      <Button asChild variant="ghost" size="icon" className={iconClass}>
        <Link to={`/dashboard/products/${product.id}/edit`} aria-label={`Edit ${product.name}`}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={`${iconClass} hover:text-destructive`}
        aria-label={`Delete ${product.name}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
      <DeleteProductDialog
        product={product}
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success('Product deleted successfully!');
            },
            onError: () => notify.error('Failed to delete product. Please try again.'),
          })
        }
      />
    </div>
  );
}

export function DeleteProductDialog(props: {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Delete product"
      description={`Are you sure you want to delete this product? "${props.product.name}" leaves your store; orders already placed keep their lines. This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={props.pending}
      onConfirm={props.onConfirm}
    />
  );
}

export function ProductRow({ product, website, formatPrice, thumbnail }: RowProps) {
  const image = product.images[0];
  return (
    <tr className="hover:bg-muted/50">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <ProductThumb
            src={image ? thumbnail.src(image) : null}
            alt={image ? thumbnail.alt(image) : ''}
          />
          <div className="min-w-0">
            <Link
              to={`/dashboard/products/${product.id}`}
              className="line-clamp-2 font-medium text-foreground break-words hover:text-primary hover:underline"
            >
              {product.name}
            </Link>
            <p className="truncate font-mono text-xs text-muted-foreground lg:hidden">
              {product.sku}
            </p>
            {product.variants.length > 0 ? (
              <p className="text-xs text-muted-foreground">
                {product.variants.length === 1
                  ? '1 variant'
                  : `${product.variants.length} variants`}
              </p>
            ) : null}
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 sm:hidden">
              <ProductPrice product={product} formatPrice={formatPrice} />
              <ProductStatusBadge published={product.isPublished} />
              {product.sample ? <SampleBadge /> : null}
              <StockText item={product} />
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-3 font-mono text-xs text-muted-foreground lg:table-cell">
        {product.sku}
      </td>
      <td className="hidden px-4 py-3 text-right sm:table-cell">
        <ProductPrice product={product} formatPrice={formatPrice} />
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <div className="flex flex-wrap items-center gap-1">
          <ProductStatusBadge published={product.isPublished} />
          {product.sample ? <SampleBadge /> : null}
        </div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <StockText item={product} />
        {!product.trackQuantity ? (
          <span className="text-sm text-muted-foreground">Not tracked</span>
        ) : null}
      </td>
      <td className="px-2 py-3 sm:px-4">
        <RowActions product={product} website={website} />
      </td>
    </tr>
  );
}
