import { DropdownMenu } from 'radix-ui';
import { Check, ChevronsUpDown, Globe, LayoutGrid, Plus } from 'lucide-react';
import { useMatch, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { siteHost } from '@/lib/site-url';
import { openCreateWebsiteDialog } from '@/features/websites/create-website-store';
import { useSelectedWebsite } from '@/features/websites/use-selected-website';
import { StatusDot } from '@/features/websites/website-status-badge';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/** Chooses the website the per-site screens work on; its name shows in the top bar. */
export function WebsiteSelector({ className }: { className?: string }) {
  const { website, websites, select, isLoading } = useSelectedWebsite();
  const navigate = useNavigate();
  const settingsRoute = useMatch('/dashboard/websites/:websiteId/settings');

  const choose = (id: string) => {
    select(id);
    // On a website's settings, switching websites switches the settings shown.
    if (settingsRoute) navigate(`/dashboard/websites/${id}/settings`);
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'flex h-9 min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-2.5 text-sm shadow-xs hover:bg-muted data-[state=open]:bg-muted',
          className,
        )}
      >
        {website ? (
          <StatusDot status={website.status} />
        ) : (
          <Globe className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate text-left font-medium" data-selected-website>
          {website ? (
            <>
              <span className="sr-only">Selected website: </span>
              {website.name}
            </>
          ) : (
            'Select Website'
          )}
        </span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg min-w-[var(--radix-dropdown-menu-trigger-width)]"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">
            Your websites
          </DropdownMenu.Label>
          {isLoading ? (
            <p className="px-2.5 py-2 text-sm text-muted-foreground">Loading websites...</p>
          ) : websites?.length ? (
            <DropdownMenu.RadioGroup value={website?.id ?? ''} onValueChange={choose}>
              {websites.map((w) => (
                <DropdownMenu.RadioItem key={w.id} value={w.id} className={itemClass}>
                  <StatusDot status={w.status} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{w.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {siteHost(w)}
                    </span>
                  </span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="h-4 w-4 text-primary" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          ) : (
            <p className="px-2.5 py-2 text-sm text-muted-foreground">No websites yet</p>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={openCreateWebsiteDialog}>
            <Plus className="h-4 w-4" aria-hidden /> Create Website
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/dashboard/websites')}>
            <LayoutGrid className="h-4 w-4" aria-hidden /> Manage websites
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
