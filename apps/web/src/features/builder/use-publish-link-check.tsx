import { useState } from 'react';
import type { BrokenLink, DeadEnd } from '@tessera/core';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { BrokenLinksDialog } from './broken-links-dialog';
import { savePage } from './state/save-page';

interface Pending {
  links: BrokenLink[];
  deadEnds: DeadEnd[];
  publish: () => Promise<void>;
}

/**
 * Publish, but first ask about page links whose page was deleted and about what still goes
 * nowhere (buttons without a link, empty photo slots, product and booking blocks without theirs,
 * blog cards and links whose post visitors cannot see). The open page is saved first,
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
    try {
      if (!(await savePage())) {
        notify.error('Failed to save: fix the problem before publishing');
        return;
      }
      [links, deadEnds] = await Promise.all([
        api.websites.brokenLinks(websiteId).catch(() => []),
        api.websites.deadEnds(websiteId).catch(() => []),
      ]);
    } finally {
      setChecking(false);
    }
    if (links.length > 0 || deadEnds.length > 0) setPending({ links, deadEnds, publish });
    else await publish();
  };

  const dialog = pending ? (
    <BrokenLinksDialog
      links={pending.links}
      deadEnds={pending.deadEnds}
      onCancel={() => setPending(null)}
      onPublish={() => {
        setPending(null);
        void pending.publish();
      }}
    />
  ) : null;

  return { publishChecked, checking, dialog };
}
