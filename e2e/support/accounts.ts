import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    firstName: 'Maria',
    lastName: 'Garcia',
    email: `maria.${randomUUID().slice(0, 8)}@example.com`,
    password: 'bakery-2024!',
    ...overrides,
  };
}

/** Signs up through the register screen and waits for the dashboard. */
export async function registerInUi(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logoutInUi(page: Page, fullName: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}
