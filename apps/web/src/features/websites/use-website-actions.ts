import { useNavigate } from 'react-router';
import type { Website } from '@tessera/core';
import { ApiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { notify } from '@/lib/toast';
import { notifyPlanLimit } from '@/features/settings/plan-limit-note';
import {
  useChangeWebsiteStatus,
  useDeleteWebsite,
  useDuplicateWebsite,
  type StatusAction,
} from './use-websites';

const statusMessages: Record<StatusAction, { done: string; failed: string }> = {
  publish: { done: 'Website published successfully', failed: 'Failed to publish website' },
  unpublish: { done: 'Website unpublished successfully', failed: 'Failed to unpublish website' },
  archive: { done: 'Website archived successfully', failed: 'Failed to archive website' },
  restore: { done: 'Website restored successfully', failed: 'Failed to restore website' },
};

/** The server's own words for a refusal (a plan limit, say); a fixed text for anything else. */
function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** Everything the Websites screen can do to one website, with its toasts. */
export function useWebsiteActions(website: Website) {
  const navigate = useNavigate();
  const status = useChangeWebsiteStatus();
  const duplicate = useDuplicateWebsite();
  const remove = useDeleteWebsite();

  return {
    busy: status.isPending || duplicate.isPending || remove.isPending,
    deleting: remove.isPending,
    view: () => {
      const url = siteUrl(website);
      if (!url) {
        notify.error('Website URL not available');
        return;
      }
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    edit: () => navigate(`/builder/${website.id}`),
    openSettings: () => navigate(`/dashboard/websites/${website.id}/settings`),
    changeStatus: (action: StatusAction) =>
      status.mutate(
        { id: website.id, action },
        {
          onSuccess: () => notify.success(statusMessages[action].done),
          onError: () => notify.error(statusMessages[action].failed),
        },
      ),
    duplicate: () =>
      duplicate.mutate(website.id, {
        onSuccess: () => notify.success('Website duplicated successfully'),
        onError: (error) =>
          error instanceof ApiError && error.code === 'PLAN_LIMIT'
            ? notifyPlanLimit(error.message, navigate)
            : notify.error(refusalMessage(error, 'Failed to duplicate website')),
      }),
    /** Resolves true once the website is gone. */
    remove: () =>
      remove.mutateAsync(website.id).then(
        () => {
          notify.success('Website deleted successfully');
          return true;
        },
        () => {
          notify.error('Failed to delete website');
          return false;
        },
      ),
  };
}
