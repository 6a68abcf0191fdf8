import { expect, test } from '@playwright/test';

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
  await expect(page.getByRole('contentinfo')).toContainText('© 2024 Tessera');

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
  expect(apiCalls).toEqual([]);
});
