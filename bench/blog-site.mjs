// A bakery's blog on the landing site (bench/landing-page.mjs): posts written through the API as
// the editor saves them (a title, a body of headings, paragraphs, a list, a quote and links),
// published, then the website published again so its blog page is in the live release.
import { publishLandingSite } from './landing-page.mjs';

const TOPICS = [
  'Sourdough starters',
  'Laminated dough',
  'Rye bread',
  'Seasonal pastries',
  'Coffee pairing',
  'Wedding cakes',
  'Flour from the valley',
  'Proofing in winter',
];

const text = (value, marks) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content) => ({ type: 'paragraph', content });

/** A post of about 450 words, the kind a small bakery writes. */
export function postBody(n) {
  const topic = TOPICS[n % TOPICS.length];
  const sentence =
    `${topic} take patience, good flour & a warm kitchen: we mix at four, shape at six and ` +
    'bake until the crust crackles as it cools on the racks by the window. ';
  const content = [];
  for (let section = 0; section < 3; section += 1) {
    content.push({
      type: 'heading',
      attrs: { level: 2 },
      content: [text(`${topic}, part ${section + 1}`)],
    });
    content.push(paragraph(text(sentence.repeat(3))));
    content.push(
      paragraph(
        text('Read more on our '),
        text('contact page', [{ type: 'link', attrs: { href: '/contact' } }]),
        text(' or ask at the counter.'),
      ),
    );
  }
  content.push({
    type: 'bulletList',
    content: ['Flour', 'Water', 'Salt', 'Time'].map((item) => ({
      type: 'listItem',
      content: [paragraph(text(item))],
    })),
  });
  content.push({ type: 'blockquote', content: [paragraph(text('Bread is a slow art.'))] });
  return { type: 'doc', content };
}

/** Writes and publishes `count` posts on a website; answers their slugs, oldest first. */
export async function publishPosts(call, token, websiteId, count, from = 0) {
  const slugs = [];
  for (let i = from; i < from + count; i += 1) {
    const post = await call('POST', `/api/websites/${websiteId}/posts`, token, {
      title: `${TOPICS[i % TOPICS.length]} & more, notes no. ${i + 1}`,
    });
    await call('PUT', `/api/posts/${post.id}`, token, {
      version: post.version,
      body: postBody(i),
      excerpt: `What we learned about ${TOPICS[i % TOPICS.length].toLowerCase()} this week.`,
    });
    await call('POST', `/api/posts/${post.id}/publish`, token, {});
    slugs.push(post.slug);
  }
  return slugs;
}

/** The landing site with `count` published posts; the addresses of the newest post and the blog. */
export async function publishBlogSite(call, token, subdomain, count = 30) {
  const landing = await publishLandingSite(call, token, subdomain);
  const slugs = await publishPosts(call, token, landing.site.id, count);
  await call('POST', `/api/websites/${landing.site.id}/publish`, token);
  return { ...landing, postPath: `/blog/${slugs.at(-1)}`, blogPath: '/blog' };
}
