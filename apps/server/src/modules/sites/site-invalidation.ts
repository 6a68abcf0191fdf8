import type { ChannelListener, ChannelSubscriber } from '../../db/channel-listener.ts';
import type { SiteDirectory } from './site-directory.ts';

/** The channel every committed change to what a website's visitors see is announced on. */
export const SITE_CHANNEL = 'tessera_site';

/**
 * On PostgreSQL, a trigger on websites announces every committed change to what visitors see
 * (addresses, domain proof, status, live release, catalogue and blog versions, deletion) with
 * the website's id (migration 0025); on hearing it, the site directory forgets that website, and
 * with it every cached page and piece of live data, which are all kept under the directory's
 * answers. The directory is trusted only while the process's listener hears changes.
 */
export function siteSubscriber(directory: SiteDirectory): ChannelSubscriber {
  return {
    channel: SITE_CHANNEL,
    heard: (websiteId) => directory.forget(websiteId),
    trustUntil: (until) => directory.trustUntil(until),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The listener keeping the site and session caches true on PostgreSQL; null on the
     * embedded database.
     */
    siteInvalidation: ChannelListener | null;
  }
}
