import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
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

/** Runs axe-core over the whole page and describes each serious or critical violation. */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return results.violations;
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}

async function ownerCall<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
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
    found.push(...(await seriousViolations(page, name)));
  }

  await openBuilder(page, site.id);
  await onCanvas(page, 'HEADING').click();
  await expect(properties(page).getByLabel('Text', { exact: true })).toBeVisible();
  await settled();
  found.push(...(await seriousViolations(page, 'builder')));

  expect(found.join('\n')).toBe('');
});
