import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { baseURL, proBaseURL } from '../playwright.config';
import { newAccount, registerInUi } from './support/accounts';

const hostingDomain = new URL(baseURL).host;
const unique = () => randomUUID().slice(0, 6);

/** The signed-in owner's bearer header, for arranging data through the API. */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string,
  );
  return { authorization: `Bearer ${token}` };
}

interface CreatedWebsite {
  id: string;
  name: string;
  subdomain: string;
}

async function createWebsiteByApi(
  page: Page,
  name: string,
  subdomain: string,
): Promise<CreatedWebsite> {
  const response = await page.request.post('/api/websites', {
    headers: await authHeaders(page),
    data: { name, subdomain },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: CreatedWebsite }).data;
}

async function registerWithWebsite(page: Page): Promise<CreatedWebsite> {
  await registerInUi(page, newAccount());
  const id = unique();
  return createWebsiteByApi(page, `Corner Books ${id}`, `corner-books-${id}`);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create New Website' });
const card = (page: Page, name: string) => page.getByRole('listitem', { name });

async function runAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('an owner creates a website from the modal; the Free plan limit stays in the modal', async ({
  page,
}) => {
  await registerInUi(page, newAccount());
  await page.goto('/dashboard/websites');
  await expect(page.getByText('No websites found')).toBeVisible();

  await page.getByRole('button', { name: 'Create your first website' }).click();
  const modal = dialog(page);
  await modal.getByRole('button', { name: 'Create Website' }).click();
  await expect(modal.getByText('Website name is required')).toBeVisible();
  await expect(modal.getByText('Subdomain is required')).toBeVisible();

  const id = unique();
  const name = `Maria's Bakery ${id}`;
  const subdomain = `maria-s-bakery-${id}`;
  await modal.getByLabel('Website Name').fill(name);
  await expect(modal.getByLabel('Subdomain')).toHaveValue(subdomain);
  await expect(modal.getByText(`.${hostingDomain}`, { exact: true })).toBeVisible();
  await expect(modal.locator('[data-url-preview]')).toHaveText(
    `http://${subdomain}.${hostingDomain}`,
  );

  // Once the owner types a subdomain, the name no longer changes it.
  await modal.getByLabel('Subdomain').fill(`Bakery ${id}`);
  await expect(modal.getByLabel('Subdomain')).toHaveValue(`bakery-${id}`);
  await modal.getByLabel('Website Name').fill(`${name}!`);
  await expect(modal.getByLabel('Subdomain')).toHaveValue(`bakery-${id}`);
  await modal.getByLabel('Website Name').fill(name);
  await modal.getByLabel('Description').fill('Sourdough and cakes');

  await modal.getByRole('button', { name: 'Create Website' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/builder\/[\w-]+$|\/$/);

  await page.goto('/dashboard/websites');
  await expect(page.getByRole('heading', { name: '1 website' })).toBeVisible();
  const created = card(page, name);
  await expect(created.getByText(`bakery-${id}.${hostingDomain}`)).toBeVisible();
  await expect(created.getByText('Draft')).toBeVisible();
  await expect(created.getByText('Sourdough and cakes')).toBeVisible();
  await expect(created.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

  // A second website is over the Free plan: the server's message shows in the red box.
  await page.getByRole('banner').getByRole('button', { name: 'Create Website' }).click();
  await modal.getByLabel('Website Name').fill(`Second ${id}`);
  await modal.getByRole('button', { name: 'Create Website' }).click();
  await expect(modal.getByRole('alert')).toContainText(
    'Your Free plan allows 1 website. Upgrade your plan to create more.',
  );
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});

test('a subdomain taken by another owner is refused on its field', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const taken = await registerWithWebsite(otherPage);
  await other.close();

  await registerInUi(page, newAccount());
  await page.getByRole('banner').getByRole('button', { name: 'Create Website' }).click();
  const modal = dialog(page);
  await modal.getByLabel('Website Name').fill('My Books');
  await modal.getByLabel('Subdomain').fill(taken.subdomain);
  await modal.getByRole('button', { name: 'Create Website' }).click();
  await expect(modal.getByText('This subdomain is already taken')).toBeVisible();
  await expect(modal.getByLabel('Subdomain')).toHaveAttribute('aria-invalid', 'true');
});

test('websites are found by search and status filter', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');
  const search = page.getByRole('searchbox', { name: 'Search websites' });
  const status = page.getByLabel('Filter by status');

  await search.fill(website.name.toUpperCase());
  await expect(card(page, website.name)).toBeVisible();
  await search.fill(website.subdomain);
  await expect(card(page, website.name)).toBeVisible();
  await search.fill('no such site');
  await expect(page.getByText('No websites match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(card(page, website.name)).toBeVisible();

  await status.selectOption({ label: 'Published' });
  await expect(page.getByText('No websites match your search')).toBeVisible();
  await status.selectOption({ label: 'Draft' });
  await expect(card(page, website.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 of 1 website' })).toBeVisible();

  // The list layout is remembered.
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, website.name)).toBeVisible();
});

test('publish, unpublish, archive and restore from the actions menu', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');
  const item = card(page, website.name);
  const totals = page.getByRole('region', { name: 'Website totals' });

  await runAction(page, website.name, 'Publish');
  await expect(page.getByText('Website published successfully')).toBeVisible();
  await expect(item.getByText('Published')).toBeVisible();
  await expect(totals.getByRole('group', { name: 'Published' })).toContainText('1');

  await runAction(page, website.name, 'Unpublish');
  await expect(page.getByText('Website unpublished successfully')).toBeVisible();
  await expect(item.getByText('Draft')).toBeVisible();

  await runAction(page, website.name, 'Archive');
  await expect(page.getByText('Website archived successfully')).toBeVisible();
  await expect(item.getByText('Archived')).toBeVisible();
  await expect(totals.getByRole('group', { name: 'Archived' })).toContainText('1');
  await page.getByLabel('Filter by status').selectOption({ label: 'Archived' });
  await expect(item).toBeVisible();

  await runAction(page, website.name, 'Restore');
  await expect(page.getByText('Website restored successfully')).toBeVisible();
  await expect(page.getByText('No websites match your search')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption({ label: 'All Status' });
  await expect(item.getByText('Draft')).toBeVisible();
});

test('duplicating on the Free plan reports the plan limit', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');
  await runAction(page, website.name, 'Duplicate');
  await expect(
    page.getByText('Your Free plan allows 1 website. Upgrade your plan to create more.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 website' })).toBeVisible();
});

test.describe('on a Pro account', () => {
  test.use({ baseURL: proBaseURL });

  test('duplicating copies the website and its pages as a new draft', async ({ page }) => {
    const website = await registerWithWebsite(page);
    const added = await page.request.post(`/api/websites/${website.id}/pages`, {
      headers: await authHeaders(page),
      data: { name: 'Opening Hours' },
    });
    expect(added.status()).toBe(201);
    await page.goto('/dashboard/websites');
    await runAction(page, website.name, 'Duplicate');
    await expect(page.getByText('Website duplicated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 websites' })).toBeVisible();
    const copy = card(page, `${website.name} (Copy)`);
    await expect(copy).toContainText(`${website.subdomain}-copy.${new URL(proBaseURL).host}`);
    await expect(copy.getByText('Draft')).toBeVisible();

    const list = await page.request.get('/api/websites', { headers: await authHeaders(page) });
    const sites = ((await list.json()) as { data: (CreatedWebsite & { pageCount: number })[] })
      .data;
    const duplicated = sites.find((s) => s.subdomain === `${website.subdomain}-copy`);
    expect(duplicated?.pageCount).toBe(2);
  });
});

test('View Website opens the live address in a new tab', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');
  const popup = page.waitForEvent('popup');
  await runAction(page, website.name, 'View Website');
  await expect(await popup).toHaveURL(`http://${website.subdomain}.${hostingDomain}/`);
});

test('website settings are saved and kept; bad values show on their fields', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');
  await runAction(page, website.name, 'Settings');
  await expect(page).toHaveURL(`/dashboard/websites/${website.id}/settings`);
  await expect(page.locator('[data-view-title]')).toHaveText('Website Settings');
  await expect(page.getByLabel('Website Name')).toHaveValue(website.name);

  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.getByText('Home Page')).toBeVisible();
  await expect(pages.getByText('Home', { exact: true })).toBeVisible();

  const id = unique();
  const values = {
    'Website Name': `Corner Books & Coffee ${id}`,
    Subdomain: `corner-coffee-${id}`,
    'Custom Domain': `www.corner-${id}.com`,
    Description: 'Books, coffee and author evenings.',
    'SEO Title': 'Corner Books',
    'SEO Description': 'An independent bookshop with a café.',
    'Favicon URL': 'https://example.com/favicon.png',
    Address: '12 Mill Lane, Bristol BS1 4DJ',
    'Public e-mail': `hello@corner-${id}.example`,
    Phone: '+44 117 496 0000',
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  // The region says at once how prices will read.
  await page.getByLabel('Region').selectOption('de-DE');
  await expect(page.getByText('here: 1.234,50\u00a0$.')).toBeVisible();
  await expect(page.getByText('12/70')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Website settings saved')).toBeVisible();

  await page.reload();
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByLabel('Region')).toHaveValue('de-DE');
  await expect(page.getByRole('button', { name: /Selected website/ })).toContainText(
    values['Website Name'],
  );

  // Cancel puts back the saved values.
  await page.getByLabel('Website Name').fill('Something else');
  // The website's own form (the Store section below has its own Cancel).
  const settingsForm = page.locator('form', {
    has: page.getByRole('region', { name: 'General' }),
  });
  await settingsForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Website Name')).toHaveValue(values['Website Name']);

  await page.getByLabel('Subdomain').fill('-bad');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Subdomain cannot start or end with a hyphen')).toBeVisible();
  await page.getByLabel('Subdomain').fill('admin');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The subdomain "admin" is reserved')).toBeVisible();
  await page.getByLabel('Custom Domain').fill('not a domain');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a domain name such as www.example.com')).toBeVisible();

  await page.getByRole('link', { name: 'Websites', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/websites$/);
  // The custom domain waits for its DNS proof, so the card shows the address that answers now.
  await expect(card(page, values['Website Name'])).toContainText(
    `${values.Subdomain}.${hostingDomain}`,
  );
});

test('a missing website shows its not-found state', async ({ page }) => {
  await registerInUi(page, newAccount());
  await page.goto(`/dashboard/websites/${randomUUID()}/settings`);
  await expect(page.getByText('Website not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Websites' }).click();
  await expect(page).toHaveURL(/\/dashboard\/websites$/);
});

test('deleting asks first, then removes the website', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await page.goto('/dashboard/websites');

  await runAction(page, website.name, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${website.name}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, website.name)).toBeVisible();

  await runAction(page, website.name, 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Website deleted successfully')).toBeVisible();
  await expect(card(page, website.name)).toBeHidden();
  await expect(page.getByText('No websites found')).toBeVisible();
});

test('the top bar remembers the selected website and forgets a deleted one', async ({ page }) => {
  const website = await registerWithWebsite(page);
  await expect(page.getByRole('button', { name: 'Select Website' })).toBeHidden();
  await page.goto('/dashboard/websites');
  await page.getByRole('button', { name: 'Select Website' }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(website.name) }).click();
  const selected = page.getByRole('button', { name: `Selected website: ${website.name}` });
  await expect(selected).toBeVisible();
  await page.reload();
  await expect(selected).toBeVisible();

  // The selector also opens the Create New Website modal.
  await selected.click();
  await page.getByRole('menuitem', { name: 'Create Website' }).click();
  await dialog(page).getByLabel('Website Name').fill('Typed in the modal');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'List view' }).click();

  const response = await page.request.delete(`/api/websites/${website.id}`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Select Website' })).toBeVisible();
  // The stored choice is dropped once the list without it arrives.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tessera-selected-website') ?? ''))
    .not.toContain(website.id);
});

test('the overview counts websites and lists their activity', async ({ page }) => {
  const website = await registerWithWebsite(page);
  const publish = await page.request.post(`/api/websites/${website.id}/publish`, {
    headers: await authHeaders(page),
  });
  expect(publish.ok()).toBe(true);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Website totals' });
  await expect(totals.getByRole('group', { name: 'Total Websites' })).toContainText('1');
  await expect(totals.getByRole('group', { name: 'Published' })).toContainText('1');
  await expect(totals.getByRole('group', { name: 'Drafts' })).toContainText('0');
  await expect(totals.getByRole('group', { name: 'New this month' })).toContainText('1');

  // The setup checklist of the new site: publishing ticked it; writing its details ticks another.
  const setup = page.getByRole('region', { name: `Set up ${website.name}` });
  await expect(setup).toContainText('1 of 6 done');
  await expect(setup.locator('[data-setup-step="publish"]')).toHaveAttribute('data-done', 'true');
  await expect(setup.getByRole('link', { name: 'Add your details' })).toBeVisible();
  const described = await page.request.put(`/api/websites/${website.id}`, {
    headers: await authHeaders(page),
    data: { description: 'Second-hand books and a reading corner.' },
  });
  expect(described.ok()).toBe(true);
  await page.reload();
  await expect(setup).toContainText('2 of 6 done');
  await expect(setup.locator('[data-setup-step="details"]')).toHaveAttribute('data-done', 'true');

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText(`${website.name} was published`)).toBeVisible();
  await expect(activity.getByText(`${website.name} was created`)).toBeVisible();
  await expect(activity.getByText('Just now').first()).toBeVisible();

  const analytics = page.getByRole('region', { name: 'Analytics Overview' });
  await expect(analytics).toContainText('$0.00');

  await activity.getByRole('link', { name: 'View all activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expect(page.locator('[data-view-title]')).toHaveText('Activity');
  await expect(page.getByText(`${website.name} was published`)).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Add Product/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button').click();
  await expect(dialog(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the website list and modal fit the screen', async ({ page }) => {
    const website = await registerWithWebsite(page);
    await page.goto('/dashboard/websites');
    await expect(card(page, website.name)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('banner').getByRole('button', { name: 'Create Website' }).click();
    await expect(dialog(page).getByLabel('Website Name')).toBeFocused();
  });
});
