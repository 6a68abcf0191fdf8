import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeaders, ownerWithWebsite, sectionWith, seedPage } from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

// Headless Chromium names itself HeadlessChrome, which counts as a bot: each visitor here is an
// ordinary browser, told apart by its user agent (they all come from the same address).
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A visitor's browser with no JavaScript: the counting needs no script on the page. */
async function visitor(
  browser: Browser,
  userAgent: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent, viewport });
  return context.newPage();
}

/** One headline figure of the Analytics screen, read from its card. */
const metric = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test('visits to a published site are counted with no script and shown to the owner', async ({
  page,
  browser,
}) => {
  // The owner: a home page with a contact form, an About page, published.
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const about = await page.request.post(`/api/websites/${site.id}/pages`, {
    headers,
    data: { name: 'About' },
  });
  expect(about.status()).toBe(201);
  await seedPage(page, site.homePageId, [
    { type: 'NAVBAR', props: { brand: 'Rosa’s Bakery' } },
    sectionWith(
      { type: 'HEADING', props: { text: 'Write to us', level: 2 } },
      {
        type: 'FORM',
        props: { formName: 'Contact us', successMessage: 'Thanks, we will write back!' },
        children: [
          { type: 'INPUT', props: { label: 'Your name', name: 'name', required: true } },
          {
            type: 'INPUT',
            props: { label: 'Your e-mail', name: 'email', type: 'email', required: true },
          },
          { type: 'TEXTAREA', props: { label: 'Your message', name: 'message' } },
        ],
      },
    ),
  ]);
  const published = await page.request.post(`/api/websites/${site.id}/publish`, { headers });
  expect(published.ok()).toBe(true);
  const home = `http://${site.subdomain}.${new URL(page.url()).host}/`;

  // Visitor 1, on a desktop, comes from a search and reads on to the About page.
  const first = await visitor(browser, CHROME_ON_WINDOWS);
  const response = await first.goto(home, { referer: 'https://www.google.com/' });
  expect(response?.status()).toBe(200);
  expect(await response?.text()).not.toContain('<script');
  await first
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(first).toHaveURL(/\/about$/);
  await first.context().close();

  // Visitor 2, on a phone, follows a newsletter link.
  const second = await visitor(browser, SAFARI_ON_IPHONE, { width: 390, height: 844 });
  await second.goto(`${home}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
  await expect(second.getByRole('heading', { name: 'Write to us' })).toBeVisible();
  await second.context().close();

  // Visitor 3 types the address and sends the form: a conversion.
  const third = await visitor(browser, FIREFOX_ON_WINDOWS);
  await third.goto(home);
  await third.getByLabel('Your name').fill('Ana Lima');
  await third.getByLabel('Your e-mail').fill('ana.lima@example.com');
  await third.getByLabel('Your message').fill('Do you bake for weddings?');
  await third.getByRole('button', { name: 'Send' }).click();
  await expect(third).toHaveURL(/\?sent=/);
  await expect(third.getByRole('status')).toHaveText('Thanks, we will write back!');
  await third.context().close();

  // The owner's Analytics screen, on its only website.
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]website=${site.id}`));
  await expect(metric(page, 'Visitors').getByText('3', { exact: true })).toBeVisible();
  await expect(metric(page, 'Visits').getByText('3', { exact: true })).toBeVisible();
  // Two views by the first visitor, one by the second, the form and its thank-you by the third.
  await expect(metric(page, 'Page views').getByText('5', { exact: true })).toBeVisible();
  await expect(metric(page, 'Conversions').getByText('1', { exact: true })).toBeVisible();

  const sources = page.getByRole('region', { name: 'Traffic Sources' });
  const sourceRows = sources.getByRole('tabpanel').getByRole('listitem');
  await expect(sourceRows).toHaveCount(3);
  await expect(sourceRows.filter({ hasText: 'Search' })).toContainText('1 visit · 0 conversions');
  await expect(sourceRows.filter({ hasText: 'E-mail' })).toContainText('1 visit · 0 conversions');
  await expect(sourceRows.filter({ hasText: 'Direct' })).toContainText('1 visit · 1 conversion');
  await sources.getByRole('tab', { name: 'Campaigns' }).click();
  const campaign = sources.getByRole('table', { name: 'Campaigns' }).getByRole('row');
  await expect(campaign).toHaveCount(2);
  await expect(campaign.nth(1).getByRole('cell')).toHaveText([
    'newsletter',
    'email',
    'autumn',
    '1',
  ]);

  const devices = page.getByRole('region', { name: 'Device Types' });
  const deviceRows = devices.getByRole('tabpanel').getByRole('listitem');
  await expect(deviceRows).toHaveCount(2);
  await expect(deviceRows.filter({ hasText: 'Desktop' })).toContainText('2 visits');
  await expect(deviceRows.filter({ hasText: 'Mobile' })).toContainText('1 visit');

  const pages = page.getByRole('region', { name: 'Top Pages' }).getByRole('table');
  await expect(pages.getByRole('row')).toHaveCount(3);
  // The most viewed first: the home page (the thank-you is the same page), then About.
  await expect(pages.getByRole('row').nth(1).getByTitle('/', { exact: true })).toBeVisible();
  await expect(pages.getByRole('row').nth(2).getByTitle('/about', { exact: true })).toBeVisible();

  const live = page.getByRole('region', { name: 'Real-time Activity' });
  await expect(live.getByText('3 visitors in the last 5 minutes')).toBeVisible();
  await expect(
    live.getByRole('list', { name: 'Latest page views' }).getByRole('listitem'),
  ).toHaveCount(5);

  // The last 24 hours hold the same visits.
  await page.getByLabel('Time range').selectOption({ label: 'Last 24 hours' });
  await expect(page).toHaveURL(/[?&]range=24h/);
  await expect(page.getByText('Failed to load analytics')).toHaveCount(0);
  await expect(metric(page, 'Visitors').getByText('3', { exact: true })).toBeVisible();
  await expect(metric(page, 'Conversions').getByText('1', { exact: true })).toBeVisible();
  // The tab chosen stays open across the change of range.
  await expect(campaign.nth(1).getByRole('cell')).toHaveText([
    'newsletter',
    'email',
    'autumn',
    '1',
  ]);
  await sources.getByRole('tab', { name: 'Sources' }).click();
  await expect(sourceRows).toHaveCount(3);
  await expect(deviceRows).toHaveCount(2);
  await expect(pages.getByRole('row')).toHaveCount(3);

  // The export of the last 7 days: a line per day, today's with the figures on screen.
  await page.getByLabel('Time range').selectOption({ label: 'Last 7 days' });
  await expect(page).not.toHaveURL(/[?&]range=/);
  await expect(metric(page, 'Visitors').getByText('3', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toMatch(
    /^Day,Visitors,Page views,Visits,Bounce rate \(%\),Avg\. visit duration \(s\),Conversions,Revenue \([A-Z]{3}\)$/,
  );
  expect(lines).toHaveLength(8);
  const counted = lines.slice(1).filter((line) => !/^[\d-]+,0,/.test(line));
  expect(counted).toHaveLength(1);
  // Visitors, page views, visits, and the one conversion.
  expect(counted[0]!.split(',')).toEqual([
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    '3',
    '5',
    '3',
    expect.any(String),
    expect.any(String),
    '1',
    '0.00',
  ]);

  // The overview counts this month's visitors.
  await page.goto('/dashboard');
  const overview = page.getByRole('region', { name: 'Analytics Overview' });
  await expect(overview.locator('dt:text-is("Visitors") + dd')).toHaveText('3');
});
