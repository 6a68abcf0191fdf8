import { useState } from 'react';
import { holdsSamples, type BrokenLink, type DeadEnd, type SampleCounts } from '@tessera/core';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { BrokenLinksDialog } from './broken-links-dialog';
import { savePage } from './state/save-page';

interface Pending {
  links: BrokenLink[];
  deadEnds: DeadEnd[];
  samples: SampleCounts | null;
  publish: () => Promise<void>;
}

/**
 * Publish, but first ask about page links whose page was deleted and about what still goes
 * nowhere (buttons without a link, empty photo slots, product and booking blocks without theirs,
 * blog cards and links whose post visitors cannot see), naming first the template's sample
 * content visitors will not see (counted per kind). The open page is saved first,
 * so a link just changed is checked as it is now. With no broken link the site is published as
 * before; if the check itself cannot be made, publishing goes ahead (the check is a courtesy, and
 * publishing reports its own failures).
 */
export function usePublishLinkCheck() {
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const publishChecked = async (websiteId: string, publish: () => Promise<void>) => {
    setChecking(true);
    let links: BrokenLink[] = [];
    let deadEnds: DeadEnd[] = [];
    let samples: SampleCounts | null = null;
    try {
      if (!(await savePage())) {
        notify.error('Failed to save: fix the problem before publishing');
        return;
      }
      [links, deadEnds, samples] = await Promise.all([
        api.websites.brokenLinks(websiteId).catch(() => []),
        api.websites.deadEnds(websiteId).catch(() => []),
        api.samples.counts(websiteId).catch(() => null),
      ]);
    } finally {
      setChecking(false);
    }
    if (links.length > 0 || deadEnds.length > 0 || (samples && holdsSamples(samples))) {
      setPending({ links, deadEnds, samples, publish });
    } else await publish();
  };

  const dialog = pending ? (
    <BrokenLinksDialog
      links={pending.links}
      deadEnds={pending.deadEnds}
      samples={pending.samples}
      onCancel={() => setPending(null)}
      onPublish={() => {
        setPending(null);
        void pending.publish();
      }}
    />
  ) : null;

  return { publishChecked, checking, dialog };
}
