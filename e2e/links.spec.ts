import { expect, test, type Page } from '@playwright/test';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  properties,
  savedPage,
  sectionWith,
  seedPage,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Publish and returns the live address from the dialog that follows. */
async function publishAndGetLiveUrl(page: Page): Promise<string> {
  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return liveUrl;
}

test('a page link follows its page to a new address, and a deleted page is asked about before publishing', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const created = await page.request.post(`/api/websites/${site.id}/pages`, {
    headers,
    data: { name: 'Contact' },
  });
  expect(created.status()).toBe(201);
  const contact = ((await created.json()) as { data: { id: string; slug: string } }).data;
  expect(contact.slug).toBe('contact');
  await seedPage(page, contact.id, [
    sectionWith({ type: 'HEADING', props: { text: 'Get in touch with us', level: 1 } }),
  ]);
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'BUTTON', props: { text: 'Write to us', href: '' } }),
  ]);

  // The button's link is chosen from the site's pages, not typed.
  await openBuilder(page, site.id, site.homePageId);
  await onCanvas(page, 'BUTTON').click();
  const panel = properties(page);
  await panel.getByLabel('Element name').fill('Write to us button');
  await panel.getByLabel('Link', { exact: true }).selectOption({ label: 'Page' });
  await panel.getByLabel('Page', { exact: true }).selectOption({ label: 'Contact (/contact)' });
  await expect
    .poll(
      async () =>
        (await savedPage(page, site.homePageId)).elements.find((e) => e.type === 'BUTTON')?.props
          .href,
    )
    .toBe(`page:${contact.id}`);

  // The Contact page moves to another address after the link was made.
  const renamed = await page.request.put(`/api/pages/${contact.id}`, {
    headers,
    data: { slug: 'get-in-touch' },
  });
  expect(renamed.ok()).toBe(true);

  const liveUrl = await publishAndGetLiveUrl(page);
  await page.goto(liveUrl);
  const link = page.getByRole('link', { name: 'Write to us' });
  await expect(link).toHaveAttribute('href', '/get-in-touch');
  const arrival = page.waitForResponse((r) => new URL(r.url()).pathname === '/get-in-touch');
  await link.click();
  expect((await arrival).status()).toBe(200);
  await expect(page).toHaveURL(/\/get-in-touch$/);
  await expect(page.getByRole('heading', { name: 'Get in touch with us' })).toBeVisible();

  // The page goes; the next publish names the button whose link led there.
  const deleted = await page.request.delete(`/api/pages/${contact.id}`, { headers });
  expect(deleted.ok()).toBe(true);
  await openBuilder(page, site.id, site.homePageId);
  await toolbarButton(page, 'Publish').click();
  const ask = page.getByRole('alertdialog', {
    name: '1 link points to a page that no longer exists',
  });
  await expect(ask).toBeVisible();
  await expect(ask.locator('[data-broken-links] li')).toHaveText([
    'Write to us button on Home Page',
  ]);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Your website is live' })).toBeHidden();

  // The picker says so too, and the link is mended by choosing another page.
  await onCanvas(page, 'BUTTON').click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The page this link led to no longer exists: choose another',
  );
  await panel.getByLabel('Page', { exact: true }).selectOption({ label: 'Home Page (/)' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const again = await publishAndGetLiveUrl(page);
  expect(again).toBe(liveUrl);
});
