import { expect, test } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';

const screens = [
  ['Overview', '/dashboard'],
  ['Websites', '/dashboard/websites'],
  ['Analytics', '/dashboard/analytics'],
  ['Products', '/dashboard/products'],
  ['Orders', '/dashboard/orders'],
  ['Services', '/dashboard/services'],
  ['Bookings', '/dashboard/bookings'],
  ['Blog', '/dashboard/blog'],
  ['Customers', '/dashboard/customers'],
  ['Inbox', '/dashboard/inbox'],
  ['Templates', '/dashboard/templates'],
  ['Media', '/dashboard/media'],
  ['Settings', '/dashboard/settings'],
] as const;

test('the sidebar lists every dashboard screen and the top bar names the current one', async ({
  page,
}) => {
  await registerInUi(page, newAccount());
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const [name, path] of screens) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('[data-view-title]')).toHaveText(name);
  }
  // Nothing unread: the bell carries no badge and says so.
  await page.getByRole('button', { name: 'Notifications, none unread' }).click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
});

test('the collapsed sidebar is remembered', async ({ page }) => {
  await registerInUi(page, newAccount());
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByText('Websites')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByText('Websites')).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Websites' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav.getByText('Websites')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation opens as a drawer', async ({ page }) => {
    await registerInUi(page, newAccount());
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
