import type { BrokenLink } from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface BrokenLinksDialogProps {
  links: readonly BrokenLink[];
  onPublish: () => void;
  onCancel: () => void;
}

export const brokenLinksTitle = (count: number) =>
  count === 1
    ? '1 link points to a page that no longer exists'
    : `${count} links point to pages that no longer exist`;

/**
 * Asked before publishing when page links lead to deleted pages: the live site would show them
 * as plain text. Names each element and its page, so the owner knows what to fix.
 */
export function BrokenLinksDialog({ links, onPublish, onCancel }: BrokenLinksDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={brokenLinksTitle(links.length)}
      description={
        links.length === 1
          ? 'On the published site it would not be a link. Choose another page for it, or publish anyway.'
          : 'On the published site they would not be links. Choose other pages for them, or publish anyway.'
      }
      confirmLabel="Publish anyway"
      confirmVariant="primary"
      onConfirm={onPublish}
    >
      <ul className="mt-4 max-h-60 space-y-1 overflow-y-auto text-sm" data-broken-links>
        {links.map((link, index) => (
          <li
            key={`${link.elementId}-${index}`}
            className="rounded-md border border-border bg-muted/40 px-3 py-2"
          >
            <span className="font-medium">{link.elementName}</span>
            <span className="text-muted-foreground"> on {link.pageName}</span>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
