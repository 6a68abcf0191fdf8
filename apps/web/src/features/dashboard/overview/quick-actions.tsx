import { Link } from 'react-router';
import { BarChart3, Globe, Package, Sparkles, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { openCreateWebsiteDialog } from '@/features/websites/create-website-store';

const tileClass =
  'group flex w-full cursor-pointer flex-col items-start gap-3 rounded-lg border border-border bg-background p-3.5 text-left transition-colors hover:border-primary/40 hover:bg-accent/60 sm:p-4';

function TileBody({ icon: Icon, label, text }: { icon: LucideIcon; label: string; text: string }) {
  return (
    <>
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        <span className="mt-0.5 block text-xs text-muted-foreground">{text}</span>
      </span>
    </>
  );
}

function LinkTile(props: { to: string; icon: LucideIcon; label: string; text: string }) {
  return (
    <Link to={props.to} className={tileClass}>
      <TileBody {...props} />
    </Link>
  );
}

/** Shortcuts to what owners do most, each going where its name says. */
export function QuickActions() {
  return (
    <Card role="region" aria-labelledby="quick-actions-title" className="p-5 sm:p-6">
      <h2 id="quick-actions-title" className="font-semibold">
        Quick Actions
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" className={tileClass} onClick={openCreateWebsiteDialog}>
          <TileBody icon={Globe} label="Create Website" text="Start a new site" />
        </button>
        <LinkTile
          to="/dashboard/products"
          icon={Package}
          label="Add Product"
          text="Sell something new"
        />
        <LinkTile
          to="/dashboard/services"
          icon={Sparkles}
          label="Create Service"
          text="Take bookings"
        />
        <LinkTile
          to="/dashboard/analytics"
          icon={BarChart3}
          label="View Analytics"
          text="See your traffic"
        />
      </div>
    </Card>
  );
}
