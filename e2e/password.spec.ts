import { expect, test } from '@playwright/test';
import { loginInUi, logoutInUi, newAccount, registerInUi } from './support/accounts';
import { resetLinkFor } from './support/outbox';

test('an owner changes the password in settings and signs in with the new one', async ({
  page,
}) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/dashboard/settings');
  const security = page.getByRole('region', { name: 'Security' });

  await security.getByLabel('Current password').fill('wrong-password');
  await security.getByLabel('New password', { exact: true }).fill('fresh-password-1');
  await security.getByLabel('Confirm new password').fill('fresh-password-2');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('New passwords do not match')).toBeVisible();

  await security.getByLabel('Confirm new password').fill('fresh-password-1');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('Current password is incorrect')).toBeVisible();

  await security.getByLabel('Current password').fill(account.password);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(security.getByLabel('Current password')).toHaveValue('');

  await logoutInUi(page, `${account.firstName} ${account.lastName}`);
  await loginInUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await loginInUi(page, account.email, 'fresh-password-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after five wrong current passwords the settings screen says to wait', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/dashboard/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByLabel('New password', { exact: true }).fill('fresh-password-1');
  await security.getByLabel('Confirm new password').fill('fresh-password-1');
  for (let i = 0; i < 5; i++) {
    await security.getByLabel('Current password').fill(`wrong-guess-${i}`);
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect(security.getByText('Current password is incorrect')).toBeVisible();
    await expect(security.getByRole('button', { name: 'Change password' })).toBeEnabled();
  }
  await security.getByLabel('Current password').fill(account.password);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(/^Too many incorrect password attempts\. Please try again in 15 minutes\.$/),
  ).toBeVisible();

  // The password did not change.
  await logoutInUi(page, `${account.firstName} ${account.lastName}`);
  await loginInUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a forgotten password is reset through the e-mailed link, once', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await logoutInUi(page, `${account.firstName} ${account.lastName}`);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('Enter your new password below.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('after-reset-123');
  await page.getByLabel('Confirm new password').fill('after-reset-456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm new password').fill('after-reset-123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await loginInUi(page, account.email, 'after-reset-123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logoutInUi(page, `${account.firstName} ${account.lastName}`);

  // The link works only once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-one-123');
  await page.getByLabel('Confirm new password').fill('another-one-123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('a reset screen without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByText('Invalid reset token')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});
