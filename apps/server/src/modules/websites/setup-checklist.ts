import { and, eq, sql } from 'drizzle-orm';
import {
  SETUP_STEPS,
  SITE_CONTACT_FIELDS,
  type SetupStepId,
  type WebsiteSetup,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { pages, products, services, websites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { WEBSITE_NOT_FOUND } from './service.ts';

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
  // One round trip: the few columns the steps read, and whether any row exists (not how many).
  const [site] = await db
    .select({
      id: websites.id,
      description: websites.description,
      contact: websites.contact,
      theme: websites.theme,
      domain: websites.domain,
      liveReleaseId: websites.liveReleaseId,
      morePages: sql<boolean>`exists (select 1 from ${pages} where ${pages}.website_id = ${websites}.id and ${pages}.kind = 'page' and not ${pages}.is_home)`,
      anyProduct: sql<boolean>`exists (select 1 from ${products} where ${products}.website_id = ${websites}.id)`,
      anyService: sql<boolean>`exists (select 1 from ${services} where ${services}.website_id = ${websites}.id)`,
    })
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  if (!site) throw notFound(WEBSITE_NOT_FOUND);
  const { morePages, anyProduct, anyService } = site;
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
