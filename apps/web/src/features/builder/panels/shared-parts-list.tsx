import { Newspaper, PanelBottom, PanelTop } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSharedParts } from '../shared/use-shared-parts';

const entryClass = (current: boolean) =>
  cn(
    'flex h-8 w-full cursor-pointer items-center gap-2 rounded-md px-2 text-left text-sm',
    current ? 'bg-accent font-medium text-accent-foreground' : 'hover:bg-muted',
  );

/**
 * The shared header and footer, under the pages: opened like a page, shown on all of them; and
 * the post layout, once the website has posts: the page every post is shown in.
 */
export function SharedPartsList({
  websiteId,
  currentPageId,
  onOpen,
}: {
  websiteId: string;
  currentPageId: string | null;
  onOpen: (pageId: string) => void;
}) {
  const parts = useSharedParts(websiteId);
  if (parts.isError) return null;
  // While they load, their room is kept, so the panels below do not jump when they arrive.
  if (!parts.data) {
    return (
      <div className="mt-1.5 border-t border-border pt-1.5" aria-busy="true">
        <p className="px-2 pb-0.5 text-[11px] text-muted-foreground">On every page</p>
        <div className="flex gap-1" aria-hidden>
          <span className="h-8 flex-1 animate-pulse rounded-md bg-muted" />
          <span className="h-8 flex-1 animate-pulse rounded-md bg-muted" />
        </div>
      </div>
    );
  }
  const layout = parts.data.post;
  const entries = [
    { page: parts.data.header, label: 'Header', Icon: PanelTop },
    { page: parts.data.footer, label: 'Footer', Icon: PanelBottom },
  ];
  return (
    <div className="mt-1.5 border-t border-border pt-1.5">
      <p className="px-2 pb-0.5 text-[11px] text-muted-foreground">On every page</p>
      <ul className="flex gap-1" data-shared-parts>
        {entries.map(({ page, label, Icon }) => (
          <li key={page.id} className="flex-1">
            <button
              type="button"
              onClick={() => onOpen(page.id)}
              aria-current={page.id === currentPageId ? 'page' : undefined}
              className={entryClass(page.id === currentPageId)}
            >
              <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
              {label}
            </button>
          </li>
        ))}
      </ul>
      {layout ? (
        <>
          <p className="px-2 pt-1.5 pb-0.5 text-[11px] text-muted-foreground">Blog</p>
          <button
            type="button"
            onClick={() => onOpen(layout.id)}
            aria-current={layout.id === currentPageId ? 'page' : undefined}
            className={entryClass(layout.id === currentPageId)}
            data-post-layout
          >
            <Newspaper className="h-3.5 w-3.5 shrink-0" aria-hidden />
            Post layout
            <span className="ml-auto truncate text-xs text-muted-foreground">every post</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
