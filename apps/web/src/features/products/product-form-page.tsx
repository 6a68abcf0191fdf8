import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { NotOpenedState } from '@/components/ui/not-opened-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { ProductForm } from './product-form';
import { useProduct } from './use-products';

function FormSkeleton() {
  return (
    <div
      className="mx-auto max-w-6xl space-y-6"
      role="status"
      aria-label="Loading the product"
      aria-busy
    >
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-4 p-6">
          <Skeleton className="h-5 w-1/4" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-28 w-full" />
        </Card>
        <Card className="space-y-4 p-6">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-full" />
        </Card>
      </div>
    </div>
  );
}

/** `/dashboard/products/new` and `/dashboard/products/{id}/edit`. */
export function ProductFormPage() {
  const { productId } = useParams();
  const existing = useProduct(productId);
  return (
    <SelectedWebsiteGate what="products">
      {(website) => {
        if (!productId) return <ProductForm websiteId={website.id} />;
        if (existing.isPending) return <FormSkeleton />;
        if (existing.isError) {
          return (
            <NotOpenedState
              title="This product could not be opened"
              description="It may have been deleted, or it belongs to another account."
              backTo="/dashboard/products"
              backLabel="Back to products"
              onRetry={() => void existing.refetch()}
              retrying={existing.isRefetching}
            />
          );
        }
        return (
          <ProductForm
            key={existing.data.id}
            websiteId={existing.data.websiteId}
            product={existing.data}
          />
        );
      }}
    </SelectedWebsiteGate>
  );
}
