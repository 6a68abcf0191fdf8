import type { PageWithElements } from '@tessera/core';
import { api } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';

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

/** The route's part: the address's page, started before the builder's code has arrived. */
export function builderRouteLoader({ request }: { request: Request }): null {
  prefetchBuilderPage(new URL(request.url).searchParams.get('page'));
  return null;
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
