import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';

/**
 * "Design post page": opens the website's post layout in the builder, the page every post is
 * shown in. Shown once the website has posts (its first post made the layout).
 */
export function DesignPostPageLink({ websiteId }: { websiteId: string }) {
  const parts = useQuery({
    queryKey: ['websites', websiteId, 'shared'],
    queryFn: () => api.pages.shared(websiteId),
    staleTime: 0,
  });
  const layout = parts.data?.post;
  if (!layout) return null;
  return (
    <Button variant="outline" asChild>
      <Link to={`/builder/${websiteId}?page=${layout.id}`}>
        <LayoutTemplate className="h-4 w-4" aria-hidden /> Design post page
      </Link>
    </Button>
  );
}
