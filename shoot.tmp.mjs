import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3000';
const args = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const widths = (process.env.WIDTHS ?? '1440,390').split(',').map(Number);
const theme = process.env.THEME ?? 'light';
const pages = process.argv.slice(2);
const email = `shot${Date.now()}@example.com`;
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w > 500 ? 900 : 844 }, colorScheme: theme });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  if (process.env.LOGIN) {
    await page.goto(base + '/auth/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(w + email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
  }
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    const name = `/tmp/shots/${theme}-${w}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
