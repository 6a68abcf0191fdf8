import { and, count, eq, ne } from 'drizzle-orm';
import {
  SETUP_STEPS,
  SITE_CONTACT_FIELDS,
  type SetupStepId,
  type WebsiteSetup,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { pages, products, services } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from './queries.ts';
import { WEBSITE_NOT_FOUND } from './service.ts';

const exists = async (db: Db, query: Promise<{ n: number }[]>) =>
  Number((await query)[0]?.n ?? 0) > 0;

/**
 * How far the owner has set up a website, read from what they have done: details written in its
 * settings (a description or contact details), a theme of their own, a page beside the home page, a product or a service, a custom
 * domain, a publish. Nothing is stored for the checklist itself.
 */
export async function websiteSetup(
  db: Db,
  userId: string,
  websiteId: string,
): Promise<WebsiteSetup> {
  const site = await findOwnedWebsite(db, userId, websiteId);
  if (!site) throw notFound(WEBSITE_NOT_FOUND);
  const [morePages, anyProduct, anyService] = await Promise.all([
    exists(
      db,
      db
        .select({ n: count() })
        .from(pages)
        .where(and(eq(pages.websiteId, site.id), eq(pages.kind, 'page'), ne(pages.isHome, true))),
    ),
    exists(db, db.select({ n: count() }).from(products).where(eq(products.websiteId, site.id))),
    exists(db, db.select({ n: count() }).from(services).where(eq(services.websiteId, site.id))),
  ]);
  const done: Record<SetupStepId, boolean> = {
    // What the business does, or how visitors reach it (the sections fill both in).
    details:
      Boolean(site.description?.trim()) || SITE_CONTACT_FIELDS.some((f) => site.contact?.[f]),
    theme: site.theme !== null,
    page: morePages,
    catalogue: anyProduct || anyService,
    domain: site.domain !== null,
    publish: site.liveReleaseId !== null,
  };
  const steps = SETUP_STEPS.map((id) => ({ id, done: done[id] }));
  return { websiteId: site.id, steps, complete: steps.every((step) => step.done) };
}
