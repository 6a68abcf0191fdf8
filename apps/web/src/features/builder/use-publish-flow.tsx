import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { notify } from '@/lib/toast';
import { PublishedDialog } from './published-dialog';
import { savePage } from './state/save-page';
import { usePublishLinkCheck } from './use-publish-link-check';

/**
 * Preview and Publish: both save the open page first; Publish asks about links to deleted pages,
 * publishes, and shows the live address.
 */
export function usePublishFlow(websiteId: string, pageId: string | null) {
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const [liveUrl, setLiveUrl] = useState<string | null>(null);
  const linkCheck = usePublishLinkCheck();

  const preview = async () => {
    await savePage();
    window.open(`/preview/${websiteId}?page=${pageId ?? ''}`, '_blank', 'noopener');
  };

  const publish = async () => {
    setPublishing(true);
    try {
      if (!(await savePage())) {
        notify.error('Failed to save: fix the problem before publishing');
        return;
      }
      const published = await api.websites.publish(websiteId);
      queryClient.setQueryData(['websites', websiteId], published);
      void queryClient.invalidateQueries({ queryKey: ['websites'] });
      notify.success('Website published successfully');
      setLiveUrl(siteUrl(published));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'Failed to publish website',
      );
    } finally {
      setPublishing(false);
    }
  };

  const dialogs: ReactNode = (
    <>
      {linkCheck.dialog}
      {liveUrl ? <PublishedDialog url={liveUrl} onClose={() => setLiveUrl(null)} /> : null}
    </>
  );

  return {
    publishing: publishing || linkCheck.checking,
    onPreview: () => void preview(),
    onPublish: () => void linkCheck.publishChecked(websiteId, publish),
    dialogs,
  };
}
