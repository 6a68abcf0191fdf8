import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Eye } from 'lucide-react';
import {
  BASE_CSS,
  BLOG_CSS,
  PostArticle,
  type BlogPostView,
  type BlogTermView,
  type RenderContext,
} from '@tessera/blocks';
import {
  postBodyFacts,
  readPostBody,
  type BlogTerm,
  type Post,
  type PostBody,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { siteLookCss } from '@/features/preview/site-look';
import { usePreviewSite } from '@/features/preview/use-preview-data';
import { isNewer, localDraftKey, readLocalDraft } from './editor/local-draft';
import { useBlogSettings, useBlogTerms } from './manage/use-blog-manage';
import { postKey } from './use-posts';

/** The post with the edits this browser has not saved yet laid over it (as the editor shows). */
function withLocalEdits(post: Post): Post {
  const draft = readLocalDraft(post.id);
  if (!draft || !isNewer(draft, post)) return post;
  const { patch } = draft;
  const pick = <T,>(value: T | undefined, fallback: T): T =>
    value === undefined ? fallback : value;
  return {
    ...post,
    title: pick(patch.title, post.title),
    slug: pick(patch.slug, post.slug),
    body: pick(patch.body as PostBody | undefined, post.body),
    customExcerpt: pick(patch.excerpt, post.customExcerpt),
    coverSrc: pick(patch.coverSrc, post.coverSrc),
    coverAlt: pick(patch.coverAlt, post.coverAlt),
    coverCaption: pick(patch.coverCaption, post.coverCaption),
    categoryIds: pick(patch.categoryIds, post.categoryIds),
    tagIds: pick(patch.tagIds, post.tagIds),
    authorIds: pick(patch.authorIds, post.authorIds),
  };
}

/** Ids as the post shows them: names, each linking to its archive under the blog's address. */
function termViews(
  ids: readonly string[],
  terms: readonly BlogTerm[] | undefined,
  base: string,
): BlogTermView[] {
  return ids.flatMap((id) => {
    const term = terms?.find((t) => t.id === id);
    return term
      ? [{ id: term.id, slug: term.slug, name: term.name, href: `${base}/${term.slug}` }]
      : [];
  });
}

/**
 * /preview/:websiteId/posts/:postId — the post's draft drawn as its page on the live site draws
 * it: the same article and CSS, in the website's theme, with the edits not saved yet included.
 * It follows the editor in another tab as the owner writes.
 */
export function PostPreviewPage() {
  const { websiteId = '', postId = '' } = useParams();
  const post = useQuery({
    queryKey: postKey(postId),
    queryFn: () => api.posts.get(postId),
    retry: false,
  });
  const { website, pages } = usePreviewSite(websiteId);
  const categories = useBlogTerms(websiteId, 'categories');
  const tags = useBlogTerms(websiteId, 'tags');
  const authors = useBlogTerms(websiteId, 'authors');
  const settings = useBlogSettings(websiteId);
  // Each edit the editor keeps in this browser redraws the preview; a save reads the post again.
  const [edits, setEdits] = useState(0);
  const { refetch } = post;
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== localDraftKey(postId)) return;
      if (event.newValue === null) void refetch();
      setEdits((n) => n + 1);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [postId, refetch]);

  const shown = useMemo(
    () => (post.data ? withLocalEdits(post.data) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [post.data, edits],
  );
  const theme = website.data?.theme;
  const css = useMemo(() => siteLookCss(theme) + BASE_CSS + BLOG_CSS, [theme]);
  useEffect(() => {
    if (shown && website.data) document.title = `Preview: ${shown.title} · ${website.data.name}`;
  }, [shown, website.data]);

  if (post.isError || website.isError) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-2xl font-bold">Post not found</h1>
        <p className="text-muted-foreground">
          It may have been deleted, or it belongs to another account.
        </p>
        <Button asChild variant="outline">
          <Link to="/dashboard/blog">Back to the blog</Link>
        </Button>
      </main>
    );
  }
  if (!shown || !website.data) return <FullPageSpinner />;

  const base = shown.path.replace(/\/[^/]*$/, '') || '/blog';
  const body = readPostBody(shown.body);
  const facts = postBodyFacts(body);
  const view: BlogPostView = {
    id: shown.id,
    title: shown.title,
    slug: shown.slug,
    href: `${base}/${shown.slug}`,
    // A draft shows today's date, as it would on the day it is published.
    publishedAt: shown.status === 'draft' ? new Date().toISOString() : shown.publishedAt!,
    updatedAt: shown.updatedAt,
    excerpt: shown.customExcerpt ?? shown.excerpt,
    coverSrc: shown.coverSrc,
    coverAlt: shown.coverAlt,
    coverCaption: shown.coverCaption,
    readingMinutes: facts.readingMinutes,
    wordCount: facts.wordCount,
    featured: shown.featured,
    authors: termViews(shown.authorIds, authors.data, `${base}/author`),
    categories: termViews(shown.categoryIds, categories.data, `${base}/category`),
    tags: termViews(shown.tagIds, tags.data, `${base}/tag`),
    body,
  };
  const showReadingTime = settings.data?.showReadingTime ?? true;
  const ctx: RenderContext = {
    mode: 'preview',
    siteName: website.data.name,
    locale: website.data.locale,
    pages: (pages.data ?? []).map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId: null,
    pageHref: (p) => `/preview/${websiteId}?page=${p.id}`,
    blog: {
      latest: [],
      postHref: () => null,
      showReadingTime,
    },
  };
  const state =
    shown.status === 'draft'
      ? 'Draft'
      : shown.status === 'scheduled' && !shown.isLive
        ? 'Scheduled'
        : 'Unpublished changes';

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white/95 px-3 py-2 font-sans text-sm text-slate-900 backdrop-blur">
        <Button asChild variant="ghost" size="sm" className="text-slate-900 hover:bg-slate-100">
          <Link to={`/dashboard/blog/${shown.id}`}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to editor
          </Link>
        </Button>
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Eye className="h-4 w-4" aria-hidden /> Preview
        </span>
        {shown.hasUnpublishedChanges || shown.status !== 'published' ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
            {state}
          </span>
        ) : null}
        <span className="basis-full text-xs text-slate-500 sm:ml-auto sm:basis-auto">
          Only you can see this preview.
        </span>
      </header>
      <SiteFrame title="Post preview">
        <style>{css}</style>
        <div className="t-page" style={{ minHeight: '100vh' }}>
          <main>
            <PostArticle
              shown={{ post: view, previous: null, next: null }}
              ctx={ctx}
              showReadingTime={showReadingTime}
            />
          </main>
        </div>
      </SiteFrame>
    </div>
  );
}

const FRAME_DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
  '<body style="margin:0"></body></html>';

/**
 * A document of its own for the site's page: none of the dashboard's CSS reaches it (the live
 * site has none either), and its width is the one its media queries see. Links inside go nowhere.
 */
function SiteFrame({ title, children }: { title: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const attach = (frame: HTMLIFrameElement) => {
    const doc = frame.contentDocument;
    if (!doc || doc.readyState !== 'complete' || !doc.body) return;
    doc.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
    });
    setBody(doc.body);
  };
  return (
    <>
      <iframe
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={(e) => attach(e.currentTarget)}
        className="block w-full flex-1 border-0 bg-white"
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}
