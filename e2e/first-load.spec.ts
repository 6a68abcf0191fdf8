import { expect, test, type Response } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';

/** At most this many script files on a signed-in first load of the dashboard. */
const MAX_SCRIPTS = 15;

test('a first load of the dashboard fetches few scripts, precompressed and cached for good', async ({
  browser,
  page,
}) => {
  await registerInUi(page, newAccount());
  // A new context: the same session, an empty HTTP cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const scripts: Response[] = [];
  fresh.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await fresh.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(fresh.locator('[data-view-title]')).toHaveText('Overview');

  const files = scripts.map((response) => new URL(response.url()).pathname);
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
  // Besides the app's hashed files, only index.html's boot script (under 1 KB, unhashed, so
  // revalidated).
  const assets = scripts.filter((response) =>
    new URL(response.url()).pathname.startsWith('/assets/'),
  );
  expect(files.filter((file) => !file.startsWith('/assets/')).sort()).toEqual(['/theme-boot.js']);
  expect(assets.length).toBeGreaterThan(0);
  for (const response of assets) {
    const file = new URL(response.url()).pathname;
    const headers = await response.allHeaders();
    expect(response.status(), file).toBe(200);
    expect(headers['content-encoding'], file).toBe('br');
    expect(headers.vary, file).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(headers['content-security-policy'], file).toBeUndefined();
  }
  await context.close();
});
