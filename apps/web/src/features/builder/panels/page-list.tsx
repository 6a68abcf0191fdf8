import { useState } from 'react';
import { Home, Plus, Settings2 } from 'lucide-react';
import type { Page } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { AddTemplatePageDialog } from '../design/add-template-page-dialog';
import { PageSettingsDialog } from './page-settings-dialog';
import { SharedPartsList } from './shared-parts-list';

interface PageListProps {
  websiteId: string;
  pages: Page[];
  currentPageId: string | null;
  onOpen: (pageId: string) => void;
  onChanged: () => void;
}

/** The site's pages: open one, add one, or change one's name, address, SEO and home status. */
export function PageList({ websiteId, pages, currentPageId, onOpen, onChanged }: PageListProps) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Page | null>(null);
  const [fromTemplate, setFromTemplate] = useState(false);

  const create = async () => {
    if (!name.trim()) {
      setError('Please enter a page name');
      return;
    }
    setBusy(true);
    try {
      const page = await api.pages.create(websiteId, { name: name.trim() });
      notify.success(`Page "${page.name}" created!`);
      setName('');
      setAdding(false);
      setError(null);
      onChanged();
      onOpen(page.id);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : 'Failed to create page');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Pages">
      <div className="mb-1.5 flex items-center justify-between">
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Pages
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={() => setAdding((v) => !v)}
          aria-expanded={adding}
        >
          <Plus className="h-3.5 w-3.5" aria-hidden /> New page
        </Button>
      </div>
      {adding ? (
        <form
          className="mb-2 space-y-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <div className="flex gap-1.5">
            <Input
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="Page name"
              aria-label="Page name"
              aria-invalid={error ? true : undefined}
              className="h-8"
            />
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Adding...' : 'Add'}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
          <Button
            variant="link"
            size="sm"
            className="text-xs"
            onClick={() => setFromTemplate(true)}
          >
            Add page from template
          </Button>
        </form>
      ) : null}
      <ul className="max-h-40 space-y-0.5 overflow-y-auto" data-page-list>
        {pages.map((page) => (
          <li key={page.id} className="group flex items-center">
            <button
              type="button"
              onClick={() => onOpen(page.id)}
              aria-current={page.id === currentPageId ? 'page' : undefined}
              className={cn(
                'flex h-8 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 text-left text-sm',
                page.id === currentPageId
                  ? 'bg-accent font-medium text-accent-foreground'
                  : 'hover:bg-muted',
              )}
            >
              {page.isHome ? (
                <Home className="h-3.5 w-3.5 shrink-0" aria-label="Home page" />
              ) : null}
              <span className="truncate">{page.name}</span>
              <span className="ml-auto truncate text-xs text-muted-foreground">
                /{page.isHome ? '' : page.slug}
              </span>
            </button>
            <button
              type="button"
              aria-label={`Settings for ${page.name}`}
              onClick={() => setEditing(page)}
              className="ml-0.5 flex h-8 w-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
            >
              <Settings2 className="h-3.5 w-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <SharedPartsList websiteId={websiteId} currentPageId={currentPageId} onOpen={onOpen} />
      <AddTemplatePageDialog
        websiteId={websiteId}
        open={fromTemplate}
        onOpenChange={setFromTemplate}
        onAdded={(page) => {
          setAdding(false);
          onChanged();
          onOpen(page.id);
        }}
      />
      {editing ? (
        <PageSettingsDialog
          page={editing}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
          onDeleted={(deletedId) => {
            onChanged();
            if (deletedId === currentPageId) {
              const home = pages.find((p) => p.isHome);
              if (home) onOpen(home.id);
            }
          }}
        />
      ) : null}
    </section>
  );
}
