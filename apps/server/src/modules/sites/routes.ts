import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleasePage } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../http/params.ts';
import { RenderCache, type Rendered } from './cache.ts';
import { SITE_NOT_FOUND_HTML } from './document.ts';
import { CODE_FRAME_CSP, siteHeaders } from './headers.ts';
import { hostRules, normaliseHost, siteAddress } from './host.ts';
import { sendRendered } from './respond.ts';
import { siteResponses } from './responses.ts';
import { SiteService, type LoadedRelease } from './service.ts';
import type { SiteDirectory } from './site-directory.ts';

export interface SitesOptions {
  db: Db;
  hostingDomain: string;
  publicUrl: string;
  directory: SiteDirectory;
}

const SLUG_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/?)$/;
const CODE_PATH = /^\/_code\/([^/]+)$/;

/**
 * Published sites. A request whose Host is `{subdomain}.{HOSTING_DOMAIN}` or a website's custom
 * domain is answered here, in the first hook of the request, before any route of the dashboard or
 * its API can match: nothing under a site's host reaches them.
 */
export function registerSites(app: FastifyInstance, options: SitesOptions): void {
  const rules = hostRules(options.hostingDomain, options.publicUrl);
  const sites = new SiteService({ db: options.db, directory: options.directory });
  const cache = new RenderCache();

  app.addHook('onRequest', async (request, reply) => {
    const address = siteAddress(request.host, rules);
    if (!address) return;
    const site = await sites.lookup(address);
    // A host shaped like a domain that no website claims is just another name for the dashboard.
    if (site.kind === 'none' && address.kind === 'domain') return;

    siteHeaders(reply);
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` },
      });
    }
    if (site.kind !== 'live') return siteNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method not allowed');
    }
    const replaced = cache.noteLive(site.websiteId, site.releaseId);
    if (replaced) sites.forget(replaced);
    const release = await sites.release(site.releaseId);
    if (!release) return siteNotFound(reply);

    const origin = `${request.protocol === 'https' ? 'https' : 'http'}://${normaliseHost(request.host)}`;
    const cached = (key: string, make: () => Promise<Rendered>) =>
      cache.get(release.id, `${origin} ${key}`, make);
    const send = async (key: string, make: () => Promise<Rendered>) =>
      sendRendered(request, reply, await cached(key, make));
    const notFound = () => send('404', () => siteResponses.notFound(release, origin));

    if (path === '/robots.txt') return send(path, () => siteResponses.robots(origin));
    if (path === '/sitemap.xml') return send(path, () => siteResponses.sitemap(release, origin));
    const code = CODE_PATH.exec(path);
    if (code) return codeFrame(request, reply, release, code[1]!, cached) ?? notFound();
    if (path === '/') {
      const home = release.snapshot.pages.find((p) => p.isHome);
      return home ? send(path, () => siteResponses.page(release, home, origin)) : notFound();
    }
    const match = SLUG_PATH.exec(path);
    const page = match ? release.snapshot.pages.find((p) => p.slug === match[1]) : undefined;
    if (!page) return notFound();
    // One address per page: the home page lives at '/', and no page ends with a slash.
    if (page.isHome || match![2]) return redirect(request, reply, page);
    return send(path, () => siteResponses.page(release, page, origin));
  });
}

function siteNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(SITE_NOT_FOUND_HTML);
}

function redirect(request: FastifyRequest, reply: FastifyReply, page: ReleasePage) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return reply.redirect(`${page.isHome ? '/' : `/${page.slug}`}${query}`, 301);
}

/** A CODE element's document under its own sandboxing policy; null when there is none. */
function codeFrame(
  request: FastifyRequest,
  reply: FastifyReply,
  release: LoadedRelease,
  elementId: string,
  cached: (key: string, make: () => Promise<Rendered>) => Promise<Rendered>,
) {
  if (!isUuid(elementId)) return null;
  const id = elementId.toLowerCase();
  const make = siteResponses.code(release, id);
  if (!make) return null;
  siteHeaders(reply, CODE_FRAME_CSP);
  return cached(`/_code/${id}`, make).then((rendered) => sendRendered(request, reply, rendered));
}
