import { expect, test } from '@playwright/test';
import { loginInUi, logoutInUi, newAccount, registerInUi } from './support/accounts';

test('an owner registers, lands on the dashboard, logs out and logs back in', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}!` })).toBeVisible();
  await expect(page.getByText('v1.0.0')).toBeVisible();

  // The session is persisted under 'auth-storage' and survives a reload.
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('auth-storage') ?? '{}'),
  );
  expect(stored.state).toMatchObject({ isAuthenticated: true, user: { email: account.email } });
  expect(typeof stored.state.token).toBe('string');
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}!` })).toBeVisible();

  await logoutInUi(page, `${account.firstName} ${account.lastName}`);
  const afterLogout = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('auth-storage') ?? '{}'),
  );
  expect(afterLogout.state).toMatchObject({ isAuthenticated: false, token: null, user: null });

  // The revoked token no longer opens the dashboard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await loginInUi(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await loginInUi(page, account.email.toUpperCase(), account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed-in owners are sent from the auth screens to the dashboard', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/not-a-screen');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed-out visitors are sent to sign in, unknown auth paths too', async ({ page }) => {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth/whatever');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('registration shows its validation messages and a taken e-mail', async ({ page }) => {
  const account = newAccount();
  await registerInUi(page, account);
  await logoutInUi(page, `${account.firstName} ${account.lastName}`);

  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Second');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
});
