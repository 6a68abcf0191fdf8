import { BLOG_CSS, PostArticle, PostCard, type ResponsiveImage } from '@tessera/blocks';
import { isSafeMediaUrl, type ReleaseSnapshot } from '@tessera/core';
import { htmlDocument, storeHead, type FeedLink } from '../sites/document.ts';
import { renderFramedBody, renderLayoutBody } from '../sites/render.tsx';
import type { LoadedRelease } from '../sites/service.ts';
import { blogContext, relatedPosts, type BlogSite } from './blog-site.ts';
import type { LivePost } from './live-blog.ts';

/** How many related posts a post's page shows below it. */
const RELATED_COUNT = 3;

/** The look of the related posts below a post. */
const RELATED_CSS =
  '.t-post-related{max-width:1100px;margin:0 auto;padding:0 24px 48px}' +
  '.t-post-related h2{font-family:var(--t-font-heading,inherit)}';

/** The feeds a site with visible posts offers, for every page's head. */
export function feedLinks(site: BlogSite, siteName: string): FeedLink[] {
  if (site.views.length === 0) return [];
  return [
    { type: 'application/rss+xml', title: `${siteName} (RSS)`, href: `${site.base}/rss.xml` },
    { type: 'application/atom+xml', title: `${siteName} (Atom)`, href: `${site.base}/atom.xml` },
    {
      type: 'application/feed+json',
      title: `${siteName} (JSON Feed)`,
      href: `${site.base}/feed.json`,
    },
  ];
}

/** The library images of the release and of the blog, by address. */
export function blogImages(
  release: LoadedRelease,
  site: BlogSite,
): ReadonlyMap<string, ResponsiveImage> {
  return new Map([...release.images, ...site.data.images]);
}

/** A site address or an https one, absolute. */
function absoluteMedia(src: string | null, origin: string): string | null {
  if (!src || !isSafeMediaUrl(src)) return null;
  return src.startsWith('/') ? origin + src : src;
}

function postJsonLd(
  snapshot: ReleaseSnapshot,
  post: LivePost,
  site: BlogSite,
  url: string,
  image: string | null,
  description: string,
): object {
  const authors = post.authorIds.flatMap((id) => {
    const author = site.data.authors.get(id);
    return author ? [{ '@type': 'Person', name: author.name }] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.revisedAt.toISOString(),
    ...(authors.length ? { author: authors } : {}),
    publisher: { '@type': 'Organization', name: snapshot.site.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    wordCount: post.wordCount,
  };
}

/**
 * A post at its own address, drawn in the website's post layout between the shared header and
 * footer; a release made before the website had a layout draws the post and its related posts
 * in the standard one.
 */
export function postPageHtml(
  release: LoadedRelease,
  site: BlogSite,
  postId: string,
  origin: string,
): string {
  const { snapshot } = release;
  const view = site.byId.get(postId)!;
  const post = site.posts.get(postId)!;
  const index = site.views.indexOf(view);
  const url = origin + view.href;
  const description = post.seoDescription || post.summary;
  const image = absoluteMedia(post.socialImage || post.coverSrc, origin);
  const categories = post.categoryIds.flatMap((id) => site.data.categories.get(id)?.name ?? []);
  const tags = post.tagIds.flatMap((id) => site.data.tags.get(id)?.name ?? []);
  const head = {
    ...storeHead(snapshot, {
      heading: post.title,
      description: description || null,
      canonical: post.canonicalUrl || url,
      noindex: post.noindex,
      ogType: 'article',
      ...(image ? { image } : {}),
      jsonLd: postJsonLd(snapshot, post, site, url, image, description),
    }),
    ...(post.seoTitle ? { title: post.seoTitle } : {}),
    properties: [
      ['article:published_time', post.publishedAt.toISOString()],
      ['article:modified_time', post.revisedAt.toISOString()],
      ...(categories[0] ? [['article:section', categories[0]] as const] : []),
      ...tags.map((tag) => ['article:tag', tag] as const),
    ] as const,
    feeds: feedLinks(site, snapshot.site.name),
  };
  const blog = blogContext(site, {
    shown: {
      post: view,
      // Newest first: the one before in time is the next in the list.
      previous: site.views[index + 1] ?? null,
      next: index > 0 ? site.views[index - 1]! : null,
    },
  });
  const layout = snapshot.shared?.post;
  if (layout) {
    const body = renderLayoutBody(snapshot, layout, blogImages(release, site), { blog });
    return htmlDocument(head, body, BLOG_CSS);
  }
  const related = relatedPosts(site, postId, RELATED_COUNT);
  const body = renderFramedBody(
    snapshot,
    (ctx) => (
      <>
        <PostArticle shown={blog.shown!} ctx={ctx} showReadingTime={blog.showReadingTime} />
        {related.length > 0 ? (
          <section className="t-post-related" aria-labelledby="related-posts">
            <h2 id="related-posts">Related posts</h2>
            <div className="t-blog-cards">
              {related.map((other) => (
                <PostCard
                  key={other.id}
                  post={other}
                  ctx={ctx}
                  showReadingTime={blog.showReadingTime}
                  headingLevel={3}
                />
              ))}
            </div>
          </section>
        ) : null}
      </>
    ),
    blogImages(release, site),
    { blog },
  );
  return htmlDocument(head, body, BLOG_CSS + RELATED_CSS);
}
