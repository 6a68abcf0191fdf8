import { expect, test } from '@playwright/test';
import { loginInUi, logoutInUi, newAccount, registerInUi } from './support/accounts';
import { mailTo } from './support/outbox';

test('the profile is saved and shown in the user menu', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Lucia');
  await profile.getByLabel('Phone').fill('+34 600 123 456');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Account menu for Lucia ${account.lastName}` }),
  ).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Lucia');
  await expect(profile.getByLabel('Phone')).toHaveValue('+34 600 123 456');

  await profile.getByLabel('Email').fill('not-an-email');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Please enter a valid email address')).toBeVisible();
});

test('changing the email asks for the current password and tells the old address', async ({
  page,
}) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/dashboard/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  const password = profile.getByLabel('Current password');
  await expect(password).toHaveCount(0);

  const newEmail = account.email.replace('maria.', 'maria.new.');
  await profile.getByLabel('Email').fill(newEmail);
  await expect(password).toBeVisible();
  await expect(profile.getByText(`We will tell ${account.email} about the change.`)).toBeVisible();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Enter your current password to change your email')).toBeVisible();

  // The server's verdict on the password lands on the field.
  await password.fill('not-my-password');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Current password is incorrect')).toBeVisible();

  // Back to the saved address: no password needed any more.
  await profile.getByLabel('Email').fill(account.email);
  await expect(password).toHaveCount(0);

  await profile.getByLabel('Email').fill(newEmail);
  await password.fill(account.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(password).toHaveCount(0);
  await page.reload();
  await expect(profile.getByLabel('Email')).toHaveValue(newEmail);

  await expect
    .poll(async () => (await mailTo(account.email)).find((m) => m.includes('was changed')) ?? '')
    .toContain(`changed to ${newEmail}`);

  await logoutInUi(page, `${account.firstName} ${account.lastName}`);
  await loginInUi(page, newEmail, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('dark mode applies at once across the app and is kept on the account', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/dashboard/settings');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);

  // Another browser signing in to the same account gets the saved theme.
  const other = await browser.newContext();
  const second = await other.newPage();
  await loginInUi(second, account.email, account.password);
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.locator('html')).toHaveClass(/dark/);
  await other.close();

  await page.goto('/dashboard/settings');
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test.describe('in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('preferences, and the plan with its usage, where plan-limit messages lead', async ({
    page,
  }) => {
    const account = newAccount();
    await registerInUi(page, account);
    await page.goto('/dashboard/settings');

    // A new account starts in the browser's zone, chosen with the websites' zone picker.
    const zone = page.getByRole('button', { name: 'Time zone' });
    await expect(zone).toContainText('America/New York');
    await zone.click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('London');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Preferences saved').first()).toBeVisible();
    // No switch for a channel Tessera does not have.
    await expect(page.getByRole('switch', { name: 'SMS updates' })).toHaveCount(0);
    const email = page.getByRole('switch', { name: 'Email updates' });
    await email.click();
    await expect(email).toHaveAttribute('aria-checked', 'false');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Time zone' })).toContainText('Europe/London');
    await expect(page.getByRole('switch', { name: 'Email updates' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    const plan = page.getByRole('region', { name: 'Plan and usage' });
    await expect(plan.locator('[data-current-plan]')).toHaveText('Free');
    await expect(plan.getByRole('meter', { name: 'Websites' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 1 used',
    );
    await expect(plan.getByRole('meter', { name: 'Media storage' })).toHaveAttribute(
      'aria-valuetext',
      '0 Bytes of 1 GB used',
    );
    await expect(plan.getByRole('listitem').filter({ hasText: 'Your plan' })).toContainText('Free');
    await expect(plan.getByText(`npm run cli -- set-plan ${account.email} pro`)).toBeVisible();

    // Over the Free plan's one website: the message says how plans change and leads here.
    const create = async (name: string) => {
      await page.getByRole('banner').getByRole('button', { name: 'Create Website' }).click();
      const modal = page.getByRole('dialog', { name: 'Create New Website' });
      await modal.getByLabel('Website Name').fill(name);
      await modal.getByRole('button', { name: 'Create Website' }).click();
      return modal;
    };
    await create(`First ${Date.now()}`);
    await expect(page).toHaveURL(/\/builder\//);
    await page.goto('/dashboard/websites');
    const modal = await create(`Second ${Date.now()}`);
    const refusal = modal.getByRole('alert');
    await expect(refusal).toContainText('Your Free plan allows 1 website.');
    await expect(refusal).toContainText('Plans are changed by whoever runs this Tessera server');
    await refusal.getByRole('link', { name: 'See Plan and usage' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings#plan$/);
    await expect(modal).toBeHidden();
    await expect(plan).toBeFocused();
    await expect(plan.getByRole('meter', { name: 'Websites' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 1 used',
    );
  });
});

test('deleting the account asks first, then signs out for good', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Account deleted successfully')).toBeVisible();

  await loginInUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
