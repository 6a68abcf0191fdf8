import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { instantiateSection, SITE_TEMPLATES } from '@tessera/core';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  properties,
  sectionWith,
  seedPage,
} from './support/builder';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core over the whole page (the WCAG rules, and `heading-order` too where `headingOrder`
 * is set) and describes each violation, or only the serious and critical ones where `all` is not.
 */
async function violations(
  page: Page,
  screen: string,
  { all = false, headingOrder = false } = {},
): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async ({ tags, headingOrder }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const results = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // A best practice rather than a WCAG rule, so asked by name (as Lighthouse asks it).
        ...(headingOrder ? { rules: { 'heading-order': { enabled: true } } } : {}),
        resultTypes: ['violations'],
      })) as { violations: Violation[] };
      return results.violations;
    },
    { tags: WCAG_TAGS, headingOrder },
  );
  return found
    .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}

async function ownerCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

test('no serious or critical axe-core violation on any dashboard screen or in the builder', async ({
  page,
}) => {
  // Every dashboard screen and the builder, each checked in full: more than one test's worth.
  test.slow();
  // Requests under way, so each screen is checked once its data has arrived.
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  const settled = async () => {
    await expect.poll(() => pending).toBe(0);
    await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  };

  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh bread every morning', level: 1 } },
      { type: 'TEXT', props: { text: 'Sourdough, rye and pastries baked before dawn.' } },
      { type: 'BUTTON', props: { text: 'Visit us', href: '#contact' } },
    ),
  ]);
  const product = await ownerCall<{ id: string }>(
    page,
    'POST',
    `/api/websites/${site.id}/products`,
    { name: 'Country sourdough', sku: 'SOUR', price: '7.50', quantity: 12, isPublished: true },
  );
  const staff = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Ana Lima',
    email: 'ana@example.com',
    specialties: [],
    services: [],
    weeklyHours: {},
    daysOff: [],
    overrides: [],
  });
  await ownerCall(page, 'POST', `/api/websites/${site.id}/services`, {
    name: 'Bread class',
    description: 'Learn to bake a loaf.',
    type: 'APPOINTMENT',
    duration: 60,
    price: 40,
    capacity: 1,
    isPublished: true,
    staffIds: [staff.id],
  });

  const post = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/posts`, {
    title: 'Five breads to bake this autumn',
  });

  const screens: [name: string, path: string, ready: string][] = [
    ['overview', '/dashboard', 'Overview'],
    ['websites', '/dashboard/websites', site.name],
    ['website settings', `/dashboard/websites/${site.id}/settings`, site.name],
    ['inbox', '/dashboard/inbox', 'Inbox'],
    ['customers', '/dashboard/customers', 'Customers'],
    ['products', '/dashboard/products', 'Country sourdough'],
    ['product form', `/dashboard/products/${product.id}/edit`, 'Edit product'],
    ['new product form', '/dashboard/products/new', 'Add product'],
    ['orders', '/dashboard/orders', 'Orders'],
    ['services', '/dashboard/services', 'Bread class'],
    ['staff', '/dashboard/services/staff', 'Ana Lima'],
    ['bookings', '/dashboard/bookings', 'Bookings'],
    ['blog', '/dashboard/blog', 'Five breads to bake this autumn'],
    ['post editor', `/dashboard/blog/${post.id}`, 'Post settings'],
    ['media', '/dashboard/media', 'Media'],
    ['analytics', '/dashboard/analytics', 'Analytics'],
    ['account settings', '/dashboard/settings', 'Account Settings'],
  ];
  const found: string[] = [];
  await page.goto('/dashboard');
  for (const [name, path, ready] of screens) {
    // Moves within the app as its links do, without reloading it (faster than page.goto).
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // A screen may add its own query (the analytics range, the selected website) at once.
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('main').getByText(ready).first()).toBeVisible();
    await settled();
    found.push(...(await violations(page, name)));
  }

  await openBuilder(page, site.id);
  await onCanvas(page, 'HEADING').click();
  await expect(properties(page).getByLabel('Text', { exact: true })).toBeVisible();
  await settled();
  found.push(...(await violations(page, 'builder')));

  expect(found.join('\n')).toBe('');
});

/** Saves ready-made sections (by id) as a page's or shared part's elements. */
async function saveSections(page: Page, pageId: string, sections: string[]) {
  const elements = sections.flatMap((sectionId, order) => {
    const made = instantiateSection(sectionId, pageId, () => randomUUID());
    made[0]!.order = order;
    return made;
  });
  await ownerCall(page, 'POST', `/api/pages/${pageId}/save`, { elements });
}

const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

test('no axe-core violation, heading order and contrast included, on any page a visitor reaches with no script', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole site set up and fifteen pages checked in full: more than one test's worth.
  test.slow();
  const site = await ownerWithWebsite(page);
  const bakery = SITE_TEMPLATES.find((t) => t.id === 'bakery')!;
  // A built-in template's warm theme: its muted text and tints are what visitors read.
  await ownerCall(page, 'PUT', `/api/websites/${site.id}`, {
    theme: bakery.theme,
    timezone: 'UTC',
    seoDescription: 'Sourdough, pastries and baking classes on Mill Lane.',
  });
  await ownerCall(page, 'PUT', `/api/websites/${site.id}/store`, {
    currency: 'USD',
    taxRate: 0,
    taxInclusive: false,
    pickup: { enabled: true, instructions: 'Collect at 12 Mill Lane from 8 am.' },
    shippingRates: [{ name: 'Courier', price: '6.00' }],
    payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
  });
  const shared = await ownerCall<{ header: { id: string }; footer: { id: string } }>(
    page,
    'GET',
    `/api/websites/${site.id}/shared`,
  );
  await saveSections(page, shared.header.id, ['header']);
  await saveSections(page, shared.footer.id, ['footer']);
  await saveSections(page, site.homePageId, ['hero', 'shop']);
  const pageOf = async (name: string, sections: string[]) => {
    const made = await ownerCall<{ id: string; slug: string }>(
      page,
      'POST',
      `/api/websites/${site.id}/pages`,
      { name },
    );
    await saveSections(page, made.id, sections);
    return `/${made.slug}`;
  };
  const servicesPath = await pageOf('Classes', ['booking']);
  const formPath = await pageOf('Write to us', ['contact']);
  const product = await ownerCall<{ slug: string }>(
    page,
    'POST',
    `/api/websites/${site.id}/products`,
    {
      name: 'Country sourdough',
      description: 'Slow risen for 36 hours, baked on stone every morning.',
      sku: 'SOUR',
      price: '7.50',
      comparePrice: '9.00',
      quantity: 12,
      isPublished: true,
    },
  );
  const staff = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Ana Lima',
    email: 'ana@example.com',
    weeklyHours: EVERY_DAY,
  });
  const service = await ownerCall<{ slug: string }>(
    page,
    'POST',
    `/api/websites/${site.id}/services`,
    {
      name: 'Bread class',
      description: 'Shape and bake a country loaf.',
      duration: 60,
      price: '40.00',
      capacity: 1,
      minNoticeMinutes: 0,
      isPublished: true,
      staffIds: [staff.id],
    },
  );
  const post = await ownerCall<{ id: string; version: number; slug: string }>(
    page,
    'POST',
    `/api/websites/${site.id}/posts`,
    { title: 'Five breads to bake this autumn' },
  );
  const text = (value: string) => ({ type: 'text', text: value });
  await ownerCall(page, 'PUT', `/api/posts/${post.id}`, {
    version: post.version,
    excerpt: 'Our favourite loaves for colder days.',
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('Autumn is the season for slow dough.')] },
        { type: 'heading', attrs: { level: 2 }, content: [text('Rye with seeds')] },
        { type: 'paragraph', content: [text('Dense, moist and full of flavour.')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('How long to prove it')] },
        { type: 'paragraph', content: [text('Overnight, in a cool kitchen.')] },
      ],
    },
  });
  await ownerCall(page, 'POST', `/api/posts/${post.id}/publish`, {});
  await ownerCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;
  const at = (path: string) => new URL(path, live).toString();

  // The visitor, with JavaScript off, as every visitor page is made to work. axe-core needs
  // script to run, so each page the visitor reaches is checked again in a second window with
  // the visitor's cookies (the site sends no script, so both windows get the same page).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const auditor = await browser.newContext();
  const audited = await auditor.newPage();
  const found: string[] = [];
  const check = async (screen: string) => {
    await auditor.clearCookies();
    await auditor.addCookies(await context.cookies());
    await audited.goto(visitor.url());
    found.push(...(await violations(audited, screen, { all: true, headingOrder: true })));
  };

  for (const [screen, path] of [
    ['home', '/'],
    ['services', servicesPath],
    ['form page', formPath],
    ['blog', '/blog'],
    ['post', `/blog/${post.slug}`],
  ]) {
    expect((await visitor.goto(at(path!)))?.status(), screen).toBe(200);
    await check(screen!);
  }
  expect((await visitor.goto(at('/no-such-page')))?.status()).toBe(404);
  await check('404');

  await visitor.goto(at(`/products/${product.slug}`));
  await check('product');
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor).toHaveURL(/\/cart#cart$/);
  await check('cart');
  await visitor.getByRole('link', { name: 'Check out' }).click();
  await expect(visitor).toHaveURL(/\/checkout$/);
  await check('checkout');
  await visitor.getByLabel('Full name').fill('Ana Lima');
  // Addresses of this journey alone: other journeys count the mails their visitors get.
  await visitor.getByLabel('Email').fill(`buyer-${randomUUID().slice(0, 8)}@example.com`);
  await visitor.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor).toHaveURL(/\/order\/[\w-]{20,}#order$/);
  await check('order confirmation');

  // Booking: a month of days (some unavailable), a day's times, the details form, the booking.
  await visitor.goto(at(`/book/${service.slug}`));
  await check('booking calendar');
  await visitor.locator('a.t-book-day').first().click();
  await expect(visitor.locator('a.t-book-time').first()).toBeVisible();
  await check('booking times');
  await visitor.locator('a.t-book-time').first().click();
  await expect(visitor.getByLabel('Full name')).toBeVisible();
  await check('booking form');
  await visitor.getByLabel('Full name').fill('Ben Ortiz');
  await visitor.getByLabel('Email').fill(`guest-${randomUUID().slice(0, 8)}@example.com`);
  await visitor.getByRole('button', { name: 'Book now' }).click();
  await expect(visitor).toHaveURL(/\/book\/manage\/[\w-]{20,}\?done=booked#booking$/);
  await check('booking confirmation');
  await context.close();
  await auditor.close();

  expect(found.join('\n')).toBe('');
});
