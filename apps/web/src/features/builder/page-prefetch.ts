import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PageWithElements } from '@tessera/core';
import { api } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';

/** The website the builder edits (a missing one is shown as such at once, not asked again). */
export const builderWebsiteQuery = (websiteId: string) =>
  queryOptions({
    queryKey: ['websites', websiteId],
    queryFn: () => api.websites.get(websiteId),
    retry: false,
  });

/** The website's pages, for the builder's page list and links. */
export const builderPagesQuery = (websiteId: string) =>
  queryOptions({
    queryKey: ['websites', websiteId, 'pages'],
    queryFn: () => api.websites.pages(websiteId),
  });

/**
 * The page the builder's address names (`?page=`), requested by the route as soon as the
 * address is known, so the page downloads while the builder's own code does. One slot, set or
 * emptied on every navigation that changes the address's page, and taken once: it only ever
 * holds the page the latest address names, asked for after every save that came before.
 */
let slot: { pageId: string; page: Promise<PageWithElements> } | null = null;

/** Starts loading `pageId` for the builder (nothing when signed out or no page is named). */
export function prefetchBuilderPage(pageId: string | null): void {
  slot = null;
  if (!pageId || !useAuthStore.getState().isAuthenticated) return;
  const page = api.pages.get(pageId);
  // A failure is the taker's to report; an untaken one is no error.
  page.catch(() => {});
  slot = { pageId, page };
}

/** The page, from the request the route started when it is this page's, else a new request. */
export function fetchBuilderPage(pageId: string): Promise<PageWithElements> {
  const prefetched = slot?.pageId === pageId ? slot.page : null;
  slot = null;
  return prefetched ?? api.pages.get(pageId);
}

/**
 * The route's part: the website, its pages and the address's page, all asked for at once before
 * the builder's code has arrived (the builder would otherwise ask for the pages only once it has
 * the website, and for anything only once the session is confirmed).
 */
export function builderRouteLoader(client: QueryClient) {
  return ({ request, params }: { request: Request; params: { websiteId?: string } }): null => {
    prefetchBuilderPage(new URL(request.url).searchParams.get('page'));
    if (params.websiteId && useAuthStore.getState().isAuthenticated) {
      void client.prefetchQuery(builderWebsiteQuery(params.websiteId));
      void client.prefetchQuery(builderPagesQuery(params.websiteId));
    }
    return null;
  };
}

/** The route asks again only when the address names another page (not on other changes). */
export function builderRouteShouldRevalidate({
  currentUrl,
  nextUrl,
}: {
  currentUrl: URL;
  nextUrl: URL;
}): boolean {
  return (
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get('page') !== nextUrl.searchParams.get('page')
  );
}
