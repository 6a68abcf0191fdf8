import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  dragOnto,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  paletteItem,
  properties,
  seedPage,
  sectionWith,
  toast,
  toolbarButton,
} from './support/builder';
import { mailTo } from './support/outbox';

test('a form built in the builder reaches the owner from a visitor with no JavaScript', async ({
  page,
  browser,
}) => {
  // The visitor's own address: mails are counted by recipient in the one outbox all journeys share.
  const visitorEmail = `ana.lima.${randomUUID().slice(0, 8)}@example.com`;
  // The owner builds a contact form: a form on the page, fields dragged into it and labelled.
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Write to us', level: 2 } },
      {
        type: 'FORM',
        props: { formName: 'Contact us', successMessage: 'Thanks, we will write back!' },
      },
    ),
  ]);
  await openBuilder(page, site.id, site.homePageId);
  const form = onCanvas(page, 'FORM');
  await dragOnto(page, paletteItem(page, 'INPUT'), form);
  await dragOnto(page, paletteItem(page, 'TEXTAREA'), form);
  await dragOnto(page, paletteItem(page, 'INPUT'), form);
  const inputs = onCanvas(page, 'INPUT');
  await expect(inputs).toHaveCount(2);

  await inputs.nth(1).click();
  const panel = properties(page);
  await panel.getByLabel('Label', { exact: true }).fill('Your e-mail');
  await panel.getByLabel('Name', { exact: true }).fill('email');
  await panel.getByLabel('Type', { exact: true }).selectOption('email');
  await panel.getByLabel('Required', { exact: true }).check();
  await onCanvas(page, 'TEXTAREA').click();
  await panel.getByLabel('Label', { exact: true }).fill('Your message');
  await panel.getByLabel('Required', { exact: true }).check();

  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  await page.keyboard.press('Escape');

  // A visitor with JavaScript off sends it and sees the thank-you in place.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(liveUrl);
  await visitor.getByLabel('Your name').fill('Ana Lima');
  await visitor.getByLabel('Your e-mail').fill(visitorEmail);
  await visitor.getByLabel('Your message').fill('Do you bake for weddings?\nAbout 80 guests.');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor).toHaveURL(/\?sent=/);
  await expect(visitor.getByRole('status')).toHaveText('Thanks, we will write back!');
  await visitorContext.close();

  // The bell rings within its polling time, and the message is in the inbox, unread.
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await page.getByRole('button', { name: /New message from Ana Lima/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
  const message = page.getByRole('article', { name: 'Message from Ana Lima' });
  await expect(message.getByText('Do you bake for weddings?')).toBeVisible();
  await expect(message.getByRole('link', { name: visitorEmail })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  // The owner's notice went out.
  await expect(message.locator('[data-delivery-status="SENT"]')).toHaveCount(1);

  // Reply.
  await message.getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await reply.getByLabel('Message').fill('Yes! Come for a tasting on Friday.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Email sent successfully!')).toBeVisible();
  await expect.poll(async () => (await mailTo(visitorEmail)).length).toBe(1);
  expect((await mailTo(visitorEmail))[0]).toContain('Come for a tasting on Friday.');

  // Export: one column per field label.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await file.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Date,Form,Page,Your name,Your e-mail,Your message,Spam',
  );

  // The sender is a customer, with the message and the reply on their timeline.
  await message.getByRole('link', { name: 'View customer' }).click();
  await expect(page.getByRole('heading', { name: 'Ana Lima' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Replied: Re: Contact us')).toBeVisible();
  await expect(timeline.getByText('Sent the form "Contact us" on Home Page')).toBeVisible();
});

test('an owner adds, finds, e-mails, edits and deletes a customer', async ({ page }) => {
  await ownerWithWebsite(page);
  await page.goto('/dashboard/customers');
  await expect(
    page.getByText('No customers yet. Customer information will appear here.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Bruno Reis');
  await page.getByLabel('Email').fill('bruno.reis@example.com');
  await page.getByLabel('Phone').fill('+351 912 000 111');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByRole('heading', { name: 'Bruno Reis' })).toBeVisible();

  // The same e-mail again is refused on its field.
  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('BRUNO.REIS@example.com');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('A customer with this e-mail already exists')).toBeVisible();

  await page.goto('/dashboard/customers');
  await page.getByLabel('Search customers').fill('bruno');
  // The search applies after a pause in typing and is kept in the address.
  await expect(page).toHaveURL(/[?&]q=bruno/);
  await expect(page.getByRole('link', { name: 'Bruno Reis' })).toBeVisible();
  await page.getByLabel('Search customers').fill('nobody');
  await expect(page).toHaveURL(/[?&]q=nobody/);
  await expect(page.getByLabel('Search customers')).toHaveValue('nobody');
  await expect(page.getByText('No customers match')).toBeVisible();
  await page.getByLabel('Search customers').fill('');
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByText('No customers match')).toBeVisible();
  await page.getByLabel('Status').selectOption('new');
  await page.getByRole('link', { name: 'Bruno Reis' }).click();

  await page.getByRole('button', { name: 'E-mail customer' }).click();
  const compose = page.getByRole('dialog', { name: 'E-mail Bruno Reis' });
  await compose.getByLabel('Subject').fill('Your order');
  await compose.getByLabel('Message').fill('Your rye loaf is ready.');
  await compose.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(toast(page, 'Email sent successfully!')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Timeline' }).getByText('E-mailed: Your order'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Bruno M. Reis');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Bruno M. Reis' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete customer' }).click();
  await expect(toast(page, 'Customer deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(
    page.getByText('No customers yet. Customer information will appear here.'),
  ).toBeVisible();
});
