import { Globe } from 'lucide-react';

/** Roughly how a search engine would list the website, updated as the owner types. */
export function SearchPreview({
  title,
  host,
  description,
}: {
  title: string;
  host: string;
  description: string;
}) {
  return (
    <figure className="rounded-lg border border-dashed border-border bg-background p-4">
      <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Search result preview
      </figcaption>
      <div className="mt-3 flex items-center gap-2">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-muted">
          <Globe className="h-4 w-4 text-muted-foreground" aria-hidden />
        </span>
        <span className="min-w-0 truncate text-xs text-muted-foreground">{host}</span>
      </div>
      <p className="mt-1.5 truncate text-lg leading-snug text-blue-700 dark:text-blue-400">
        {title || 'Your website'}
      </p>
      <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">
        {description || 'Add an SEO description to tell searchers what they will find.'}
      </p>
    </figure>
  );
}
