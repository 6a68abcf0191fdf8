import type { IncomingHttpHeaders } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import {
  blogSettingsOf,
  findSiteTemplate,
  postExcerpt,
  SITE_TEMPLATES,
  type ReleasePage,
  type SiteTemplate,
} from '@tessera/core';
import type { ResponsiveImage } from '@tessera/blocks';
import type { Db } from '../../db/client.ts';
import { posts, websites } from '../../db/schema.ts';
import { publishedServices } from '../bookings/published-services.ts';
import { blogRoutes } from '../blog/blog-routes.ts';
import { blogSiteOf } from '../blog/blog-site.ts';
import type { LoadedBlog, LivePost } from '../blog/live-blog.ts';
import { takeSnapshot } from '../releases/snapshot.ts';
import { prepare, type Rendered } from '../sites/cache.ts';
import { htmlDocument, notFoundHead, pageHead, SITE_NOT_FOUND_HTML } from '../sites/document.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import { libraryImages, responsiveImages } from '../sites/library-images.ts';
import { renderNotFoundBody, renderPageBody, type LiveData } from '../sites/render.tsx';
import { answer, renderedAnswer, type SiteAnswer } from '../sites/respond.ts';
import type { LoadedRelease } from '../sites/service.ts';
import { loadCatalogue } from '../storefront/catalogue.ts';
import { storeCssOf, storeNeedsOf } from '../storefront/storefront.ts';
import { quietMoment } from '../../process/quiet-moment.ts';
import type { TemplateWebsites } from './service.ts';

/**
 * Template previews: a built-in template's website drawn by the published sites' renderer, with
 * the same CSS, the same Content-Security-Policy and no script, but with its sample products,
 * services, staff and posts shown (a preview shows what an owner gets). Served on the dashboard's
 * own host, so the gallery frames it, at `/api/templates/{id}/preview[/{slug}]`.
 *
 * Nothing in a preview leads anywhere else or sends anything: page links lead to the preview of
 * that page, product and booking links stay on the page, the cart link shows no count, and the
 * gallery's frames are sandboxed without forms or scripts (the dashboard's host has no form
 * routes either).
 */

const HTML = 'text/html; charset=utf-8';

/**
 * A template's preview changes only with the template's version (a new server): browsers keep
 * it for a few minutes, then ask again with its ETag and get a 304 while it is the same.
 */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

export const previewPath = (templateId: string, page?: { slug: string; isHome: boolean }) =>
  `/api/templates/${encodeURIComponent(templateId)}/preview` +
  (page && !page.isHome ? `/${page.slug}` : '');

/** A template's website as its preview draws it: one per template version, pages drawn once. */
interface PreviewSite {
  release: LoadedRelease;
  live: LiveData;
  images: ReadonlyMap<string, ResponsiveImage>;
  blog: LoadedBlog | null;
  pages: Map<string, Promise<Rendered>>;
  notFound: Promise<Rendered> | null;
}

const TEMPLATE_NOT_FOUND_ANSWER = answer(
  404,
  { ...SITE_SECURITY, 'cache-control': 'no-cache', 'content-type': HTML },
  SITE_NOT_FOUND_HTML.replace('Site not found</title>', 'Template not found</title>')
    .replace('<h1>Site not found</h1>', '<h1>Template not found</h1>')
    .replace('There is no published website at this address.', 'There is no such template.'),
);

/** A page drawn for no request in particular: forms show no token, since none may be sent. */
const noFormState = () => ({ token: '' });

export class TemplatePreviews {
  /** By `{id}@{version}`: a new version is a new entry, built from the new template website. */
  private readonly sites = new Map<string, Promise<PreviewSite>>();

  constructor(private readonly deps: { db: Db; templates: TemplateWebsites }) {}

  /** The preview's answer for a template id and a page slug (null: the home page). */
  async answer(
    templateId: string,
    slug: string | null,
    headers: IncomingHttpHeaders,
  ): Promise<SiteAnswer> {
    const template = findSiteTemplate(templateId);
    if (!template) return TEMPLATE_NOT_FOUND_ANSWER;
    const site = await this.siteOf(template);
    const page = site.release.snapshot.pages.find((p) =>
      slug === null ? p.isHome : p.slug === slug && !p.isHome,
    );
    const rendered = page ? this.pageOf(template, site, page) : this.notFoundOf(template, site);
    return withPreviewCaching(renderedAnswer(headers, await rendered, SITE_SECURITY));
  }

  /**
   * Builds every template's website and preview in advance, one after another (start-up), each
   * in a quiet moment: on the embedded database its queries run on the serving thread, so it
   * waits while visitors are being served. Stops before the next one once `signal` aborts.
   */
  async warm(signal?: AbortSignal): Promise<void> {
    for (const template of SITE_TEMPLATES) {
      await quietMoment({ signal });
      if (signal?.aborted) return;
      await this.siteOf(template);
    }
  }

  private siteOf(template: SiteTemplate): Promise<PreviewSite> {
    const key = `${template.id}@${template.version}`;
    let site = this.sites.get(key);
    if (!site) {
      site = this.load(template);
      // A failure is not remembered: the next request tries again.
      site.catch(() => this.sites.delete(key));
      this.sites.set(key, site);
    }
    return site;
  }

  private async load(template: SiteTemplate): Promise<PreviewSite> {
    const { db } = this.deps;
    const websiteId = await this.deps.templates.websiteOf(template);
    const [row] = await db.select().from(websites).where(eq(websites.id, websiteId));
    if (!row) throw new Error(`The ${template.id} template's website is missing`);
    const snapshot = await takeSnapshot(db, row);
    const release: LoadedRelease = {
      id: `template:${template.id}@${template.version}`,
      createdAt: row.createdAt,
      snapshot,
      images: await libraryImages(db, websiteId, snapshot),
    };
    // The samples, which a live site never shows: this website is a template's, never served.
    const catalogue = await loadCatalogue(db, websiteId, { withSamples: true });
    const services = await publishedServices(db, websiteId, { withSamples: true });
    const blog = await sampleBlog(db, websiteId, row.blog);
    const addresses = [
      ...catalogue.products.flatMap((p) => [
        ...p.images,
        ...p.variants.flatMap((v) => (v.image ? [v.image] : [])),
      ]),
      ...services.flatMap((s) => (s.image ? [s.image] : [])),
    ];
    const catalogueImages = await responsiveImages(db, websiteId, addresses);
    const stay = () => '#';
    return {
      release,
      live: {
        store: {
          currency: catalogue.settings.currency,
          products: catalogue.products,
          productHref: stay,
        },
        services: { list: services, href: stay },
        cartCountHtml: '',
        pageHref: (page) => previewPath(template.id, page),
      },
      images: new Map([...release.images, ...catalogueImages]),
      blog,
      pages: new Map(),
      notFound: null,
    };
  }

  private pageOf(template: SiteTemplate, site: PreviewSite, page: ReleasePage): Promise<Rendered> {
    let rendered = site.pages.get(page.id);
    if (!rendered) {
      rendered = this.render(template, site, page);
      site.pages.set(page.id, rendered);
    }
    return rendered;
  }

  private render(template: SiteTemplate, site: PreviewSite, page: ReleasePage): Promise<Rendered> {
    const { release } = site;
    const path = previewPath(template.id, page);
    const withBlog = site.blog
      ? blogRoutes.pageExtra(blogSiteOf(site.blog, release.snapshot), release, page, '')
      : null;
    const head = { ...pageHead(release.snapshot, page, path), noindex: true };
    const body = renderPageBody(
      release.snapshot,
      page,
      noFormState,
      new Map([...site.images, ...(withBlog?.images ?? [])]),
      { ...site.live, ...(withBlog ? { blog: withBlog.live.blog } : {}) },
    );
    const css = storeCssOf(storeNeedsOf(release.snapshot, page)) + (withBlog?.css ?? '');
    return prepare(200, HTML, htmlDocument(head, { ...body, html: stayInPreview(body.html) }, css));
  }

  private notFoundOf(template: SiteTemplate, site: PreviewSite): Promise<Rendered> {
    site.notFound ??= prepare(
      404,
      HTML,
      htmlDocument(
        notFoundHead(site.release.snapshot, previewPath(template.id)),
        renderNotFoundBody(site.release.snapshot),
      ),
    );
    return site.notFound;
  }
}

/** A link to the site's own address other than a page's preview (the cart, a post). */
const SITE_LINK = /href="\/(?!api\/templates\/)[^"]*"/g;

/**
 * The page's links to addresses of its site that have no preview (the cart, a product, a post)
 * stay on the page: on the dashboard's host they would lead to its screens.
 */
export const stayInPreview = (html: string) => html.replace(SITE_LINK, 'href="#"');

function withPreviewCaching(served: SiteAnswer): SiteAnswer {
  const { 'content-length': _length, ...headers } = served.headers;
  return answer(served.status, { ...headers, 'cache-control': PREVIEW_CACHE_CONTROL }, served.body);
}

/**
 * The template's sample posts as its blog would show them once published: they arrive as drafts
 * (a copy's owner publishes them as their own words), so no revision holds them yet.
 */
async function sampleBlog(
  db: Db,
  websiteId: string,
  settings: Parameters<typeof blogSettingsOf>[0],
): Promise<LoadedBlog | null> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.websiteId, websiteId), eq(posts.sample, true)))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  if (rows.length === 0) return null;
  const live: LivePost[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    bodyText: row.bodyText,
    wordCount: row.wordCount,
    readingMinutes: row.readingMinutes,
    excerpt: row.excerpt,
    coverSrc: row.coverSrc,
    coverAlt: row.coverAlt,
    coverCaption: row.coverCaption,
    featured: row.featured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: row.socialImage,
    canonicalUrl: row.canonicalUrl,
    noindex: true,
    categoryIds: [],
    tagIds: [],
    authorIds: [],
    publishedAt: row.createdAt,
    revisedAt: row.updatedAt,
    summary: postExcerpt(row.excerpt, row.bodyText),
  }));
  const covers = live.flatMap((post) => (post.coverSrc ? [post.coverSrc] : []));
  return {
    settings: blogSettingsOf(settings),
    posts: live,
    categories: new Map(),
    tags: new Map(),
    authors: new Map(),
    oldSlugs: new Map(),
    images: await responsiveImages(db, websiteId, covers),
    nextPublishAt: null,
    generation: 0,
  };
}
