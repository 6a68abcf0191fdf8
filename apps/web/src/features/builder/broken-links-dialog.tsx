import {
  sampleCountPhrases,
  type BrokenLink,
  type DeadEnd,
  type SampleCounts,
} from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface BrokenLinksDialogProps {
  links: readonly BrokenLink[];
  /** What still goes nowhere; the live site leaves each out. */
  deadEnds?: readonly DeadEnd[];
  /** The template's sample rows the website still holds; visitors never see them. */
  samples?: SampleCounts | null;
  onPublish: () => void;
  onCancel: () => void;
}

export const brokenLinksTitle = (count: number) =>
  count === 1
    ? '1 link points to a page that no longer exists'
    : `${count} links point to pages that no longer exist`;

/** One line per kind of sample the website holds: "6 sample products will not appear on …". */
export const sampleLines = (samples: SampleCounts | null | undefined): string[] =>
  samples
    ? sampleCountPhrases(samples).map((phrase) => `${phrase} will not appear on your live site`)
    : [];

export const SAMPLES_TITLE = 'This website holds sample content from its template';

export const deadEndsTitle = (count: number) =>
  count === 1
    ? '1 thing on your site goes nowhere yet'
    : `${count} things on your site go nowhere yet`;

/**
 * Asked before publishing when page links lead to deleted pages (the live site would show them
 * as plain text) or when something still goes nowhere: a button without a link, an empty photo
 * slot, a product or booking block without its product or service, a blog card or link whose
 * post visitors cannot see (the live site leaves them out). Names each by what it is and where
 * it is (`Empty photo in "Team" section on Home`), so the owner knows what to fix. The sample
 * content the template brought, which visitors never see, is named first, counted per kind.
 */
export function BrokenLinksDialog({
  links,
  deadEnds = [],
  samples,
  onPublish,
  onCancel,
}: BrokenLinksDialogProps) {
  const onlyLinks = deadEnds.length === 0;
  const onlySamples = links.length === 0 && deadEnds.length === 0;
  const samplesNamed = sampleLines(samples);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={
        onlySamples
          ? SAMPLES_TITLE
          : onlyLinks
            ? brokenLinksTitle(links.length)
            : deadEndsTitle(links.length + deadEnds.length)
      }
      description={
        onlySamples
          ? 'Visitors never see sample content until you edit it or keep it. Keep it or remove it from the website’s overview, or publish anyway.'
          : onlyLinks
            ? links.length === 1
              ? 'On the published site it would not be a link. Choose another page for it, or publish anyway.'
              : 'On the published site they would not be links. Choose other pages for them, or publish anyway.'
            : 'The published site leaves these out until you give them a link, a photo, a product, a service or a published post. Fix them first, or publish anyway.'
      }
      confirmLabel="Publish anyway"
      confirmVariant="primary"
      onConfirm={onPublish}
    >
      {samplesNamed.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm" data-sample-counts>
          {samplesNamed.map((line) => (
            <li
              key={line}
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
            >
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {onlySamples ? null : (
        <ul className="mt-4 max-h-60 space-y-1 overflow-y-auto text-sm" data-broken-links>
          {links.map((link, index) => (
            <li
              key={`${link.elementId}-${index}`}
              className="rounded-md border border-border bg-muted/40 px-3 py-2"
            >
              <span className="font-medium">{link.elementName}</span>
              <span className="text-muted-foreground"> on {link.pageName}</span>
              {onlyLinks ? null : (
                <span className="block text-muted-foreground">Links to a page that is gone</span>
              )}
            </li>
          ))}
          {deadEnds.map((dead, index) => (
            <li
              key={`${dead.elementId}-${index}`}
              className="rounded-md border border-border bg-muted/40 px-3 py-2"
              data-dead-end={dead.kind}
            >
              {dead.description}
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
