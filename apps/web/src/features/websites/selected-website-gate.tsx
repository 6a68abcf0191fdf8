import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Globe, MousePointerClick } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { openCreateWebsiteDialog } from './create-website-store';
import { useSelectedWebsite } from './use-selected-website';

/**
 * For screens about one website (inbox, customers): renders `children` with the selected
 * website, or says what is missing (no website yet, none chosen). A `?site=` in the address (a
 * link from the bell, say) selects that website first.
 */
export function SelectedWebsiteGate({
  what,
  children,
}: {
  /** What the screen shows, for the texts: "messages", "customers". */
  what: string;
  children: (website: Website) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const { website, websites, select, isLoading } = useSelectedWebsite();
  const siteParam = params.get('site');

  useEffect(() => {
    if (!siteParam || !websites) return;
    if (websites.some((w) => w.id === siteParam)) select(siteParam);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('site');
        return next;
      },
      { replace: true },
    );
  }, [siteParam, websites, select, setParams]);

  // With one website there is nothing to choose.
  const only = websites?.length === 1 ? websites[0]!.id : null;
  useEffect(() => {
    if (only && !website && !siteParam) select(only);
  }, [only, website, siteParam, select]);

  if (isLoading || (siteParam && !websites) || (only && !website)) {
    return (
      <Card className="space-y-3 p-6" role="status" aria-label="Loading">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </Card>
    );
  }
  if (!websites || websites.length === 0) {
    return (
      <EmptyState
        icon={Globe}
        title="No website yet"
        description={`Your ${what} belong to a website. Create one to get started.`}
        action={<Button onClick={openCreateWebsiteDialog}>Create Website</Button>}
      />
    );
  }
  if (!website) {
    return (
      <EmptyState
        icon={MousePointerClick}
        title="Choose a website"
        description={`This screen shows the ${what} of one website at a time. Pick one here or with the selector at the top of the page.`}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {websites.slice(0, 6).map((w) => (
              <Button key={w.id} variant="outline" onClick={() => select(w.id)}>
                {w.name}
              </Button>
            ))}
          </div>
        }
      />
    );
  }
  return <>{children(website)}</>;
}
