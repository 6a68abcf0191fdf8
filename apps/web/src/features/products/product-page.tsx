import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailHeader } from '@/components/ui/detail-header';
import { NotOpenedState } from '@/components/ui/not-opened-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebsites } from '@/features/websites/use-websites';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { ProductStatusBadge, StockText } from './product-badges';
import { ProductGallery } from './product-gallery';
import { liveProductUrl } from './product-links';
import { DeleteProductDialog, ProductPrice } from './product-row';
import { ProductVariantsTable } from './product-variants-table';
import { useDeleteProduct, usePriceFormat, useProduct } from './use-products';

/** `/dashboard/products/{id}`: the product as the shop sells it, with its stock per variant. */
export function ProductPage() {
  const { productId } = useParams();
  const product = useProduct(productId);
  if (product.isPending) {
    return (
      <div className="space-y-6" role="status" aria-label="Loading the product" aria-busy>
        <Skeleton className="h-8 w-1/3" />
        <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Card className="space-y-3 p-6">
            <Skeleton className="h-6 w-1/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </Card>
        </div>
      </div>
    );
  }
  if (product.isError) {
    return (
      <NotOpenedState
        title="This product could not be opened"
        description="It may have been deleted, or it belongs to another account."
        backTo="/dashboard/products"
        backLabel="Back to products"
      />
    );
  }
  return <ProductView product={product.data} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const navigate = useNavigate();
  const websites = useWebsites();
  const website = websites.data?.find((w) => w.id === product.websiteId);
  const live = liveProductUrl(product, website);
  const formatPrice = usePriceFormat(product.websiteId);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="space-y-6">
      <BackLink to="/dashboard/products">Products</BackLink>
      <DetailHeader
        title={product.name}
        titleClassName="break-words"
        badge={
          <>
            <ProductStatusBadge published={product.isPublished} />
            {product.sample ? <SampleBadge /> : null}
          </>
        }
        description={<>Updated {formatDate(product.updatedAt)}</>}
        actions={
          <>
            {live ? (
              <Button asChild variant="outline">
                <a href={live} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4" aria-hidden /> View on site
                </a>
              </Button>
            ) : null}
            <Button asChild>
              <Link to={`/dashboard/products/${product.id}/edit`}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </Button>
          </>
        }
      />

      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
        <ProductGallery websiteId={product.websiteId} images={product.images} />
        <div className="min-w-0 space-y-6">
          <Card className="p-5">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Fact label="Price">
                <ProductPrice product={product} formatPrice={formatPrice} />
              </Fact>
              <Fact label="SKU">
                <span className="font-mono">{product.sku}</span>
              </Fact>
              <Fact label="Stock">
                {product.trackQuantity ? (
                  <StockText item={product} />
                ) : (
                  <span className="text-muted-foreground">Not tracked</span>
                )}
              </Fact>
              <Fact label="Address">
                {live ? (
                  <a
                    href={live}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary hover:underline"
                  >
                    /products/{product.slug}
                  </a>
                ) : (
                  <span>/products/{product.slug}</span>
                )}
              </Fact>
              <Fact label="Categories">
                {product.categories.length > 0 ? product.categories.join(', ') : '—'}
              </Fact>
              {product.trackQuantity ? (
                <Fact label="When sold out">
                  {product.allowBackorder ? 'Keeps selling (backorder)' : 'Stops selling'}
                </Fact>
              ) : null}
              <Fact label="Max per order">{product.maxPerOrder}</Fact>
            </dl>
            {!live && product.isPublished ? (
              <p className="mt-4 text-xs text-muted-foreground">
                Visitors see this product once the website is published.
              </p>
            ) : null}
          </Card>
          {product.variants.length > 0 ? (
            <ProductVariantsTable product={product} formatPrice={formatPrice} />
          ) : null}
          <Card className="p-5">
            <h2 className="text-sm font-semibold">Description</h2>
            <p className="mt-2 text-sm whitespace-pre-wrap text-muted-foreground">
              {product.description || 'No description yet.'}
            </p>
          </Card>
        </div>
      </div>

      <DeleteProductDialog
        product={product}
        open={deleting}
        onOpenChange={setDeleting}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              notify.success('Product deleted successfully!');
              void navigate('/dashboard/products');
            },
            onError: () => notify.error('Failed to delete product. Please try again.'),
          })
        }
      />
    </div>
  );
}
