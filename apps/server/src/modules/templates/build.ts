import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  buildTemplate,
  DEFAULT_PREFERENCES,
  postBodyFacts,
  postExcerpt,
  templateImage,
  variantTitle,
  type PageKind,
  type SiteTemplate,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { insertElements } from '../elements/persist.ts';
import { ensureBlogPage } from '../posts/post-records.ts';
import type { Tx } from '../elements/page-lock.ts';
import {
  pages,
  posts,
  productVariants,
  products,
  services,
  staff,
  staffServices,
  users,
  websites,
} from '../../db/schema.ts';
import {
  insertTemplateMedia,
  templateImageUrl,
  type TemplateImageFiles,
} from './template-images.ts';

/**
 * The account that owns the built-in templates' websites. No one signs in as it (its password
 * hash matches no password), and owner queries, which are all scoped to the signed-in account,
 * never reach its websites: they are never listed, counted against a plan or opened by id.
 */
export const TEMPLATE_OWNER_ID = '00000000-0000-4000-8000-00000000a11c';

/** A subdomain no owner can take (a leading hyphen breaks the rules), so no host serves it. */
export const templateSubdomain = (templateId: string) => `-template-${templateId}`;

export async function ensureTemplateOwner(tx: Db): Promise<void> {
  await tx
    .insert(users)
    .values({
      id: TEMPLATE_OWNER_ID,
      firstName: 'Tessera',
      lastName: 'Templates',
      email: 'templates@tessera.invalid',
      passwordHash: '!',
      preferences: DEFAULT_PREFERENCES,
      plan: 'enterprise',
    })
    .onConflictDoNothing();
}

/**
 * Makes the template into its hidden website: pages and elements (the shared header and footer
 * too), theme, SEO, contact and store settings, and its products with variants, services, staff
 * with hours and posts, all marked sample and published in the catalogue so a copy shows them in
 * the builder. Its pictures, put through the media pipeline beforehand (`prepareTemplateImages`),
 * become its media library; pages and products point at them. Run inside a transaction; answers
 * the website's id.
 */
export async function insertTemplateWebsite(
  tx: Tx,
  template: SiteTemplate,
  images: TemplateImageFiles = new Map(),
): Promise<string> {
  const imageUrl = templateImageUrl(images);
  const built = buildTemplate(template, randomUUID, imageUrl);
  const [website] = await tx
    .insert(websites)
    .values({
      userId: TEMPLATE_OWNER_ID,
      name: template.site.businessName || template.name,
      subdomain: templateSubdomain(template.id),
      description: template.site.description || null,
      seoTitle: template.site.seoTitle || null,
      seoDescription: template.site.seoDescription || null,
      theme: template.theme,
      store: template.store ?? null,
      contact: template.site.contact ?? null,
      locale: template.site.locale,
      templateId: template.id,
      templateVersion: template.version,
    })
    .returning({ id: websites.id });
  const websiteId = website!.id;
  await insertTemplateMedia(tx, websiteId, images);

  const parts: { id: string; kind: PageKind; name: string; slug: string; isHome: boolean }[] = [
    ...built.pages.map((page) => ({ ...page, kind: 'page' as const })),
    ...(built.header
      ? [
          {
            ...built.header,
            kind: 'header' as const,
            name: 'Header',
            slug: '_header',
            isHome: false,
          },
        ]
      : []),
    ...(built.footer
      ? [
          {
            ...built.footer,
            kind: 'footer' as const,
            name: 'Footer',
            slug: '_footer',
            isHome: false,
          },
        ]
      : []),
  ];
  const seo = new Map(built.pages.map((page) => [page.id, page]));
  await tx.insert(pages).values(
    parts.map((part, index) => ({
      id: part.id,
      websiteId,
      name: part.name,
      slug: part.slug,
      kind: part.kind,
      isHome: part.isHome,
      title: seo.get(part.id)?.seoTitle || null,
      description: seo.get(part.id)?.seoDescription || null,
      // One transaction shares one now(): a microsecond apart keeps the pages' order.
      createdAt: sql<Date>`now() + interval ${sql.raw(`'${index} microseconds'`)}`,
    })),
  );
  for (const part of [...built.pages, built.header, built.footer]) {
    if (part) await insertElements(tx, part.id, part.elements);
  }

  await insertBusiness(tx, websiteId, template, imageUrl);
  if (template.posts.length > 0) {
    // The posts' blog page: the template's own page at /blog, else the page a first post makes.
    const own = built.pages.find((page) => page.slug === 'blog');
    if (own) {
      await tx
        .update(websites)
        .set({ blog: { indexPageId: own.id } })
        .where(eq(websites.id, websiteId));
    } else {
      await ensureBlogPage(tx, { id: websiteId, blog: null });
    }
  }
  return websiteId;
}

async function insertBusiness(
  tx: Db,
  websiteId: string,
  template: SiteTemplate,
  imageUrl: (key: string) => string,
): Promise<void> {
  for (const product of template.products) {
    const options = product.options ?? [];
    const [row] = await tx
      .insert(products)
      .values({
        websiteId,
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        description: product.description,
        price: product.price,
        comparePrice: product.comparePrice ?? null,
        quantity: product.quantity,
        categories: product.categories,
        images: (product.images ?? []).map(imageUrl),
        options,
        isPublished: true,
        sample: true,
      })
      .returning({ id: products.id });
    const variants = product.variants ?? [];
    if (variants.length > 0) {
      await tx.insert(productVariants).values(
        variants.map((variant, position) => ({
          productId: row!.id,
          websiteId,
          options: variant.options,
          title: variantTitle(options, variant.options),
          sku: variant.sku,
          price: variant.price,
          quantity: variant.quantity,
          position,
        })),
      );
    }
  }

  const serviceIds = new Map<string, string>();
  for (const service of template.services) {
    const [row] = await tx
      .insert(services)
      .values({
        websiteId,
        name: service.name,
        slug: service.slug,
        description: service.description,
        type: service.type ?? 'APPOINTMENT',
        duration: service.duration,
        price: service.price,
        bufferTime: service.bufferTime ?? 0,
        capacity: service.capacity ?? 1,
        ...(service.slotInterval ? { slotInterval: service.slotInterval } : {}),
        isPublished: true,
        sample: true,
      })
      .returning({ id: services.id });
    serviceIds.set(service.key, row!.id);
  }
  for (const person of template.staff) {
    const [row] = await tx
      .insert(staff)
      .values({
        websiteId,
        name: person.name,
        email: person.email,
        specialties: person.specialties,
        weeklyHours: person.weeklyHours,
        sample: true,
      })
      .returning({ id: staff.id });
    if (person.services.length > 0) {
      await tx
        .insert(staffServices)
        .values(
          person.services.map((key) => ({ staffId: row!.id, serviceId: serviceIds.get(key)! })),
        );
    }
  }

  // Posts arrive as drafts: the owner publishes them once they are their own words.
  for (const post of template.posts) {
    const facts = postBodyFacts(post.body);
    await tx.insert(posts).values({
      websiteId,
      title: post.title,
      slug: post.slug,
      body: post.body,
      bodyText: facts.text,
      wordCount: facts.wordCount,
      readingMinutes: facts.readingMinutes,
      excerpt: postExcerpt(post.excerpt, facts.text),
      ...(post.cover
        ? { coverSrc: imageUrl(post.cover), coverAlt: templateImage(post.cover).alt }
        : {}),
      sample: true,
    });
  }
}
