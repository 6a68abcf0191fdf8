// Lighthouse accessibility and SEO (mobile) on every page a visitor of a published site reaches:
// the landing site (bench/landing-page.mjs) with a shop (bench/shop-site.mjs), a blog
// (bench/blog-site.mjs), a services page, a booking flow and a contact form, every page framed by
// the website's shared header and footer (the ready-made header and footer sections), served by a
// listening app on embedded PGlite. Prints each page's scores, then a table of them all, with every
// failing audit and its items. Env: PAGES=product,cart (labels) audits only those;
// THEME=<template id> draws the site in that built-in template's theme.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SITE_TEMPLATES, instantiateSection } from '../packages/core/src/index.ts';
import { publishPosts } from './blog-site.mjs';
import { CHROMIUM, lighthouseInChild } from './landing-lighthouse.mjs';
import { publishShopSite } from './shop-site.mjs';
import { benchApp, call, freePort, owner } from './support.mjs';

const CATEGORIES = ['accessibility', 'seo'];
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

const port = await freePort();
const bench = await benchApp('pglite', { PORT: String(port) });
const api = (method, url, token, body) => call(bench.app, method, url, token, body);

/** A form post to the site, as a browser without script sends it: the status, location, cookie. */
function postForm(host, pathname, fields, cookie) {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathname,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            location: res.headers.location ?? '',
            cookie: String(res.headers['set-cookie'] ?? '').split(';')[0],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A page of the site made of ready-made sections; answers its address. */
async function sectionsPage(siteId, token, name, sections) {
  const page = await api('POST', `/api/websites/${siteId}/pages`, token, { name });
  await saveSections(page.id, token, sections);
  return `/${page.slug}`;
}

async function saveSections(pageId, token, sections) {
  const elements = [];
  sections.forEach((sectionId, order) => {
    const made = instantiateSection(sectionId, pageId, () => randomUUID());
    made[0].order = order;
    elements.push(...made);
  });
  await api('POST', `/api/pages/${pageId}/save`, token, { elements });
}

/** The site's tomorrow (UTC), a day every staff member works. */
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);

async function publishVisitorSite(token, subdomain) {
  const base = `http://127.0.0.1:${port}`;
  const { site, path: productPath } = await publishShopSite(api, token, subdomain, base);
  const host = `${subdomain}.localhost:${port}`;
  const themeOf = process.env.THEME;
  if (themeOf) {
    const template = SITE_TEMPLATES.find((t) => t.id === themeOf);
    if (!template) throw new Error(`THEME: no built-in template ${themeOf}`);
    await api('PUT', `/api/websites/${site.id}`, token, { theme: template.theme });
  }
  await api('PUT', `/api/websites/${site.id}`, token, { timezone: 'UTC' });
  const store = await api('GET', `/api/websites/${site.id}/store`, token);
  await api('PUT', `/api/websites/${site.id}/store`, token, {
    ...store,
    shippingRates: [{ id: 'post', name: 'Post', price: 5 }],
    payments: { ...store.payments, cashOnDelivery: true },
  });
  const shared = await api('GET', `/api/websites/${site.id}/shared`, token);
  await saveSections(shared.header.id, token, ['header']);
  await saveSections(shared.footer.id, token, ['footer']);
  const servicesPath = await sectionsPage(site.id, token, 'Services', ['booking']);
  const formPath = await sectionsPage(site.id, token, 'Write to us', ['contact']);
  const staff = await api('POST', `/api/websites/${site.id}/staff`, token, {
    name: 'Ana Lima',
    email: 'ana@example.com',
    weeklyHours: EVERY_DAY,
  });
  const service = await api('POST', `/api/websites/${site.id}/services`, token, {
    name: 'Bread class',
    description: 'Shape and bake a country loaf with our head baker.',
    duration: 60,
    price: '40.00',
    capacity: 1,
    minNoticeMinutes: 0,
    isPublished: true,
    staffIds: [staff.id],
  });
  const [postSlug] = await publishPosts(api, token, site.id, 3);
  await api('POST', `/api/websites/${site.id}/publish`, token);

  const day = tomorrow();
  const bookPath = `/book/${service.slug}`;
  const slots = await api(
    'GET',
    `/api/public/sites/${subdomain}/services/${service.id}/slots?from=${day}&to=${day}&timezone=UTC`,
  );
  if (slots.length < 2) throw new Error(`expected free times tomorrow, got ${slots.length}`);
  const booked = await postForm(host, `/_book/${service.slug}`, {
    start: slots[0].start,
    staff: '',
    tz: 'UTC',
    name: 'Ben Ortiz',
    email: 'ben@example.com',
    phone: '',
    notes: '',
  });
  if (booked.status !== 303 || !booked.location.includes('/book/manage/'))
    throw new Error(`booking: ${booked.status} ${booked.location}`);

  const product = await api(
    'GET',
    `/api/public/sites/${subdomain}/products${productPath.slice(9)}`,
  );
  const added = await postForm(host, '/_cart/add', {
    productId: product.id,
    variantId: product.variants[1].id,
    quantity: '1',
  });
  const placed = await postForm(
    host,
    '/_checkout',
    {
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '',
      delivery: 'post',
      payment: 'cash-on-delivery',
      address_line1: 'Rua Augusta 10',
      city: 'Lisboa',
      postal_code: '1100-053',
      country: 'Portugal',
      action: 'place',
    },
    added.cookie,
  );
  if (placed.status !== 303 || !placed.location.startsWith('/order/'))
    throw new Error(`checkout: ${placed.status} ${placed.location}`);
  // The cart holds a loaf again, for the cart and checkout pages.
  const cart = await postForm(host, '/_cart/add', {
    productId: product.id,
    variantId: product.variants[1].id,
    quantity: '2',
  });

  const withCart = ['--extra-headers', JSON.stringify({ Cookie: cart.cookie })];
  return {
    host,
    pages: [
      ['home', '/'],
      ['contact', '/contact'],
      ['form page', formPath],
      ['product', productPath],
      ['cart', '/cart', withCart],
      ['checkout', '/checkout', withCart],
      ['order', placed.location.replace(/#.*$/, '')],
      ['services', servicesPath],
      ['book: days', bookPath],
      ['book: times', `${bookPath}?date=${day}&tz=UTC`],
      ['book: form', `${bookPath}?date=${day}&tz=UTC&start=${encodeURIComponent(slots[1].start)}`],
      ['book: done', booked.location.replace(/#.*$/, '')],
      ['blog', '/blog'],
      ['post', `/blog/${postSlug}`],
      // Lighthouse audits a page answered 404 only when told to.
      ['404', '/no-such-page', ['--ignore-status-code']],
    ],
  };
}

const WIDTH = 12;
try {
  await bench.app.listen({ port, host: '127.0.0.1' });
  const { token } = await owner(bench.app);
  const { host, pages } = await publishVisitorSite(token, `visit-${randomUUID().slice(0, 6)}`);
  const only = process.env.PAGES?.split(',').map((s) => s.trim());
  const chosen = pages.filter(([label]) => !only || only.includes(label));
  console.log(
    `Lighthouse 12 (${CHROMIUM}), mobile, ${CATEGORIES.join(' and ')}, http://${host}` +
      `${process.env.THEME ? `, theme of the ${process.env.THEME} template` : ''}:`,
  );
  const rows = [];
  for (const [label, pathname, extraArgs = []] of chosen) {
    const result = await lighthouseInChild(label, `http://${host}${pathname}`, extraArgs, {
      width: WIDTH,
      metrics: {},
      categories: CATEGORIES,
    });
    rows.push({ label, pathname, result });
  }
  console.log(`\n  ${'page'.padEnd(WIDTH)} ${'a11y'.padStart(5)} ${'SEO'.padStart(5)}  failing`);
  for (const { label, pathname, result } of rows) {
    const score = (id) => String(result?.scores[id] ?? '-').padStart(5);
    const failing = result ? result.failing.map((f) => f.id).join(', ') : 'lighthouse failed';
    console.log(
      `  ${label.padEnd(WIDTH)} ${score('accessibility')} ${score('seo')}  ${failing || '-'}   ${pathname.slice(0, 60)}`,
    );
  }
} finally {
  await bench.close();
}
