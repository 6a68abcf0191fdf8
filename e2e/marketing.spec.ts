import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';

/** Paths of the scripts a page asks for (the app's bundles live under /assets/). */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the landing page presents Tessera and leads to sign-up and features', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build amazing websites' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  for (const name of ['Features', 'Pricing', 'Sign In', 'Get Started']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const blurb of [
    'Drag and drop builder',
    'Mobile responsive',
    'E-commerce ready',
    'Analytics',
  ]) {
    await expect(page.getByRole('heading', { name: blurb, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Tessera`,
  );

  await page.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get started for free' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('pricing shows the three plans with their buttons', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main).toContainText('$0');
  await expect(main).toContainText('$29');
  await expect(main).toContainText('$99');
  await expect(main).toContainText('Most Popular');
  await main.getByRole('link', { name: 'Contact sales' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/pricing');
  await page.getByRole('main').getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.goto('/pricing');
  await page.getByRole('main').getByRole('link', { name: 'Get started', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('features and about pages render their content', async ({ page }) => {
  await page.goto('/features');
  for (const card of [
    'Drag and drop builder',
    'Mobile responsive',
    'E-commerce',
    'Analytics dashboard',
    'SEO tools',
    'Fast loading',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await page.goto('/about');
  for (const heading of ['Our mission', 'Our vision', 'Our team']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('the contact form checks its fields and confirms without a server call', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/contact');
  await expect(page.getByText('support@tessera.dev')).toBeVisible();
  await expect(page.getByText('24/7 live chat')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/required/i).first()).toBeVisible();

  await page.getByLabel('Name').fill('Jon Baker');
  await page.getByLabel('Email').fill('jon@example');
  await page.getByLabel('Subject').fill('Opening hours widget');
  await page.getByRole('textbox', { name: 'Message' }).fill('Can my site show opening hours?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent!')).toBeHidden();
  await page.getByLabel('Email').fill('jon@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
  await expect(page.getByText('reply to jon@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue('');
  expect(apiCalls).toEqual([]);
});

test('the landing page is whole without JavaScript and its links lead on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build amazing websites' }),
  ).toBeVisible();
  for (const blurb of ['Drag and drop builder', 'E-commerce ready']) {
    await expect(page.getByRole('heading', { name: blurb, exact: true })).toBeVisible();
  }
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('main')).toContainText('Most Popular');
  await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/');
  const signIn = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await header.getByRole('link', { name: 'Sign In', exact: true }).click();
  expect((await signIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await context.close();
});

test('the landing page loads only its two small boot scripts, not the app', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build amazing websites' }),
  ).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts.sort()).toEqual(['/session-boot.js', '/theme-boot.js']);

  // The app itself starts once the visitor goes on to sign in.
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/assets/'))).toBe(true);
});

test('the marketing pages follow the dark theme, from the system or the saved choice', async ({
  browser,
}) => {
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const page = await dark.newPage();
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 16, 32)');
  }
  await dark.close();

  const light = await browser.newContext({ colorScheme: 'light' });
  const chosen = await light.newPage();
  await chosen.goto('/');
  await expect(chosen.locator('html')).not.toHaveClass(/\bdark\b/);
  // The system switching to dark while the page is open.
  await chosen.emulateMedia({ colorScheme: 'dark' });
  await expect(chosen.locator('html')).toHaveClass(/\bdark\b/);
  await chosen.emulateMedia({ colorScheme: 'light' });
  await expect(chosen.locator('html')).not.toHaveClass(/\bdark\b/);
  await chosen.evaluate(() =>
    localStorage.setItem('tessera-theme', JSON.stringify({ state: { theme: 'dark' } })),
  );
  await chosen.reload();
  await expect(chosen.locator('html')).toHaveClass(/\bdark\b/);
  await light.close();
});

test('a signed-in visitor is offered the dashboard instead of sign-in', async ({ page }) => {
  await registerInUi(page, newAccount());
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
  await header.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('on a phone the menu opens and leads to another page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
  // A <details> menu: browsers announce its summary as a button that expands.
  const toggle = header.locator('summary', { hasText: 'Menu' });
  await toggle.click();
  const menu = header.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('main')).toContainText('Most Popular');
});

test('inside the app, a link to a marketing page renders it without a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build amazing websites' }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('Most Popular');
  await expect(page).toHaveTitle('Pricing · Tessera');
  expect(documents).toEqual([]);
});
