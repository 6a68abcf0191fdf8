import { useState } from 'react';
import { LayoutTemplate } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useThemeStore } from '../theme/theme-store';
import { ChangeDesignDialog } from './change-design-dialog';

/** In the theme panel: the way to another template's whole look (theme, header, footer). */
export function ChangeDesignEntry() {
  const websiteId = useThemeStore((s) => s.websiteId);
  const [open, setOpen] = useState(false);
  if (!websiteId) return null;
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <p className="text-xs text-muted-foreground">
        Another template&apos;s colours, fonts, header and footer, keeping your pages.
      </p>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LayoutTemplate className="h-4 w-4" aria-hidden />
        Change design
      </Button>
      <ChangeDesignDialog websiteId={websiteId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
