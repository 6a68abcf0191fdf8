import { useEffect, useState } from 'react';
import type { BlogSettings, Page } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { SettingsSection } from '@/features/settings/settings-section';
import { useBlogSettings, useSaveBlogSettings } from './use-blog-manage';

/** Where the blog lists its posts, how many a page, and what its feeds carry. */
export function BlogSettingsCard({ websiteId, pages }: { websiteId: string; pages: Page[] }) {
  const settings = useBlogSettings(websiteId);
  const save = useSaveBlogSettings(websiteId);
  const [draft, setDraft] = useState<BlogSettings | null>(null);
  const [perPage, setPerPage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data) {
      setDraft(settings.data);
      setPerPage(String(settings.data.postsPerPage));
    }
  }, [settings.data]);

  const submit = async () => {
    if (!draft) return;
    const count = Number(perPage);
    if (!Number.isInteger(count) || count < 1 || count > 50) {
      setErrors({ postsPerPage: 'Posts per page must be a whole number from 1 to 50' });
      return;
    }
    try {
      await save.mutateAsync({ ...draft, postsPerPage: count });
      setErrors({});
      notify.success('Blog settings saved');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      notify.error(error instanceof ApiError ? error.message : 'Failed to save the blog settings');
    }
  };

  return (
    <SettingsSection
      id="blog-settings"
      title="Blog settings"
      description="Which page lists your posts, how many it shows at a time, and what feed readers receive."
    >
      {!draft ? (
        <div className="space-y-3" role="status" aria-label="Loading blog settings">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <div className="space-y-5">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <FormField
              label="Blog page"
              error={errors.indexPageId}
              hint="Posts live under its address, such as /blog/your-post."
            >
              <NativeSelect
                value={draft.indexPageId ?? ''}
                onChange={(e) => setDraft({ ...draft, indexPageId: e.target.value || null })}
              >
                {draft.indexPageId === null ? (
                  <option value="">Made with your first post</option>
                ) : null}
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.name} ({page.isHome ? '/' : `/${page.slug}`})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Posts per page" error={errors.postsPerPage}>
              <Input
                inputMode="numeric"
                value={perPage}
                onChange={(e) => setPerPage(e.target.value)}
              />
            </FormField>
          </div>
          <FormField label="Feeds carry" error={errors.feedContent}>
            <NativeSelect
              value={draft.feedContent}
              onChange={(e) =>
                setDraft({ ...draft, feedContent: e.target.value as BlogSettings['feedContent'] })
              }
            >
              <option value="full">The whole post</option>
              <option value="excerpt">The excerpt, with a link to the post</option>
            </NativeSelect>
          </FormField>
          <label className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3">
            <span>
              <span className="block text-sm font-medium">Show reading time</span>
              <span className="block text-xs text-muted-foreground">
                "4 min read" beside each post's date.
              </span>
            </span>
            <Switch
              checked={draft.showReadingTime}
              onCheckedChange={(checked) => setDraft({ ...draft, showReadingTime: checked })}
              aria-label="Show reading time"
            />
          </label>
          <div className="flex justify-end">
            <Button onClick={() => void submit()} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save settings'}
            </Button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
