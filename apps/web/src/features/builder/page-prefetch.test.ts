// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@tessera/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import {
  builderPagesQuery,
  builderRouteLoader,
  builderWebsiteQuery,
  builderRouteShouldRevalidate,
  fetchBuilderPage,
  prefetchBuilderPage,
} from './page-prefetch';
import { OTHER_PAGE_ID, PAGE_ID, pageWith, sampleElements } from './state/test-fixtures';

/** An API answering GET /api/pages/{id} with the page at its current version, counting asks. */
let server: Server;
let origin = '';
const asked: string[] = [];
let version = 1;
const website = { id: 'site', name: 'Bakery' };
let client: QueryClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (data: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data }));
    };
    if (request.url === '/api/websites/site') return send(website);
    if (request.url === '/api/websites/site/pages') return send([pageWith([])]);
    const id = request.url?.match(/^\/api\/pages\/([^/?]+)$/)?.[1];
    if (!id) return void response.writeHead(404).end();
    asked.push(id);
    send(pageWith(sampleElements(id).elements, id, version));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${origin}/builder/site`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  asked.length = 0;
  version = 1;
  prefetchBuilderPage(null);
  client = new QueryClient();
  useAuthStore.getState().setSession({ id: 'owner' } as User, 'token');
});

const open = (search: string) =>
  builderRouteLoader(client)({
    request: new Request(`${origin}/builder/site${search}`),
    params: { websiteId: 'site' },
  });

describe('the builder page prefetch', () => {
  it('is asked for by the route and taken by the builder without asking again', async () => {
    open(`?page=${PAGE_ID}`);
    expect(asked).toEqual([]); // under way, not answered yet
    const page = await fetchBuilderPage(PAGE_ID);
    expect(page.id).toBe(PAGE_ID);
    expect(asked).toEqual([PAGE_ID]);
  });

  it('is taken once: the next load of the page asks the server again, for its newer version', async () => {
    open(`?page=${PAGE_ID}`);
    await fetchBuilderPage(PAGE_ID);
    version = 2;
    expect((await fetchBuilderPage(PAGE_ID)).version).toBe(2);
    expect(asked).toEqual([PAGE_ID, PAGE_ID]);
  });

  it('is not taken for another page, and an address without a page empties it', async () => {
    open(`?page=${PAGE_ID}`);
    expect((await fetchBuilderPage(OTHER_PAGE_ID)).id).toBe(OTHER_PAGE_ID);
    open(`?page=${PAGE_ID}`);
    open('');
    version = 3;
    expect((await fetchBuilderPage(PAGE_ID)).version).toBe(3);
  });

  it('asks nothing while signed out', async () => {
    useAuthStore.getState().clear();
    open(`?page=${PAGE_ID}`);
    // A request started before this one would have reached the server first.
    await fetchBuilderPage(OTHER_PAGE_ID);
    expect(asked).toEqual([OTHER_PAGE_ID]);
  });

  it("fills the builder's website and pages queries in the same go", async () => {
    open(`?page=${PAGE_ID}`);
    const deadline = Date.now() + 5000;
    while (!client.getQueryData(builderPagesQuery('site').queryKey) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(client.getQueryData(builderWebsiteQuery('site').queryKey)).toEqual(website);
    expect(client.getQueryData(builderPagesQuery('site').queryKey)).toHaveLength(1);
  });

  it('runs again only when the address names another page', () => {
    const url = (search: string) => new URL(`${origin}/builder/site${search}`);
    const revalidates = (from: string, to: string) =>
      builderRouteShouldRevalidate({ currentUrl: url(from), nextUrl: url(to) });
    expect(revalidates(`?page=${PAGE_ID}`, `?page=${OTHER_PAGE_ID}&from=${PAGE_ID}`)).toBe(true);
    expect(revalidates(`?page=${PAGE_ID}`, `?page=${PAGE_ID}&post=x`)).toBe(false);
  });
});
