import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, dateInZone, instantOfDay } from '@tessera/core';
import { authHeaders, ownerWithWebsite, toast } from './support/builder';

const ZONE = 'Europe/Berlin';
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ start: '09:00', end: '17:00' }],
  ]),
);
/** The calendar's height of an hour, in pixels. */
const HOUR = 56;

async function ownerCall<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const serviceFields = {
  description: 'By appointment.',
  type: 'APPOINTMENT',
  price: 40,
  capacity: 1,
  advanceBookingDays: 30,
  cancellationHours: 24,
  bufferTime: 0,
  minNoticeMinutes: 60,
  slotInterval: 30,
  allowRescheduling: true,
  requireDeposit: false,
  depositAmount: null,
  image: null,
  isPublished: true,
};

/**
 * A salon in Berlin through the API: one person working every day, a haircut and a
 * consultation that waits for the owner's confirmation; with tomorrow's date and its hours.
 */
async function salon(page: Page) {
  const site = await ownerWithWebsite(page);
  await ownerCall(page, 'PUT', `/api/websites/${site.id}`, { timezone: ZONE });
  const ana = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Ana Lima',
    email: 'ana@example.com',
    specialties: [],
    services: [],
    weeklyHours: EVERY_DAY,
    daysOff: [],
    overrides: [],
  });
  const service = (name: string, duration: number, requiresConfirmation: boolean) =>
    ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/services`, {
      ...serviceFields,
      name,
      duration,
      requiresConfirmation,
      staffIds: [ana.id],
    });
  const haircut = await service('Haircut', 60, false);
  const consultation = await service('Consultation', 30, true);
  const tomorrow = addDays(dateInZone(Date.now(), ZONE), 1);
  const at = (hour: number) => new Date(instantOfDay(tomorrow, hour * 60, ZONE)).toISOString();
  return { site, haircut, consultation, tomorrow, at };
}

/** Drags a calendar block by the pointer, `hours` down. */
async function drag(page: Page, block: Locator, hours: number) {
  // Room below it on the screen for where it goes.
  await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await block.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (hours * HOUR) / 2, { steps: 4 });
  await page.mouse.move(x, y + hours * HOUR, { steps: 4 });
  await page.mouse.up();
}

test('the owner books a phone customer, finds it on the list and the calendar, moves it, confirms and completes another, and cancels one', async ({
  page,
}) => {
  const { site, consultation, tomorrow, at } = await salon(page);

  // A manual booking: the service, tomorrow, one of its free times, and who it is for.
  await page.goto(`/dashboard/bookings?site=${site.id}`);
  await expect(
    page.getByText('Bookings will appear here when customers schedule services.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New booking' }).click();
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByLabel('Service')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Service')).toBeFocused();
  await expect(page.getByText('Choose a free time')).toBeVisible();
  await page.getByLabel('Service').selectOption({ label: 'Haircut' });
  await page.getByLabel('Date').fill(tomorrow);
  await page.getByRole('radio', { name: '10:00 AM', exact: true }).check();
  await page.getByLabel('Name').fill('Ines Costa');
  await page.getByLabel('E-mail').fill('ines@example.com');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haircut for Ines Costa');
  await expect(page.getByText('10:00 – 11:00 AM').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View customer' })).toHaveAttribute(
    'href',
    /\/dashboard\/customers\/[0-9a-f-]{36}$/,
  );

  // A consultation a visitor asked for, waiting to be confirmed.
  await ownerCall(page, 'POST', `/api/websites/${site.id}/bookings`, {
    serviceId: consultation.id,
    start: at(16),
    customer: { name: 'Jonas Berg', email: 'jonas@example.com' },
  });

  // The list: both, with the times in the website's zone, named.
  await page.getByRole('link', { name: 'Bookings', exact: true }).first().click();
  await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
  const ines = page.getByRole('row', { name: /Ines Costa/ });
  const jonas = page.getByRole('row', { name: /Jonas Berg/ });
  await expect(ines).toContainText('10:00 – 11:00 AM');
  await expect(ines).toContainText('Confirmed');
  await expect(jonas).toContainText('Pending');
  await expect(page.getByRole('group', { name: 'Pending' })).toContainText('1');

  // The calendar: Ines tomorrow at 10, dragged to 12, then moved to 2 PM from the free times.
  await page.getByRole('link', { name: 'Calendar' }).click();
  await page.getByLabel('Go to date').fill(tomorrow);
  const block = page.getByRole('link', { name: /Ines Costa/ });
  await expect(block).toHaveAccessibleName(/^10:00 – 11:00 AM, Ines Costa, Haircut with Ana Lima/);
  await drag(page, block, 2);
  await expect(toast(page, /Booking moved to .*, 12:00 PM/)).toBeVisible();
  await expect(block).toHaveAccessibleName(/^12:00 – 1:00 PM, Ines Costa/);

  await page.getByRole('button', { name: 'Move the booking of Ines Costa at 12:00 PM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the booking of Ines Costa' });
  await dialog.getByRole('radio', { name: '2:00 PM', exact: true }).check();
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(block).toHaveAccessibleName(/^2:00 – 3:00 PM, Ines Costa/);

  // Dragged onto Jonas's time it is refused: it goes back, and the toast says why.
  await drag(page, block, 2);
  await expect(toast(page, /taken/)).toBeVisible();
  await expect(block).toHaveAccessibleName(/^2:00 – 3:00 PM, Ines Costa/);

  // The booking's page tells the same story.
  await block.click();
  await expect(page.getByRole('list', { name: 'Booking history' })).toContainText('Moved to');
  await expect(page.getByText('2:00 – 3:00 PM').first()).toBeVisible();

  // Jonas confirmed, then completed, from the list's menu.
  await page.goto('/dashboard/bookings');
  for (const [action, status] of [
    ['Confirm', 'Confirmed'],
    ['Mark Completed', 'Completed'],
  ] as const) {
    await jonas.getByRole('button', { name: 'Actions for the booking of Jonas Berg' }).click();
    await page.getByRole('menuitem', { name: action }).click();
    await expect(toast(page, 'Booking status updated successfully!').last()).toBeVisible();
    await expect(jonas).toContainText(status);
  }

  // Ines cancelled after a confirmation: gone from the list, kept under Cancelled.
  await ines.getByRole('button', { name: 'Actions for the booking of Ines Costa' }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel the booking of Ines Costa?' });
  await expect(confirm).toContainText('stays in your list as Cancelled');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled successfully!')).toBeVisible();
  await expect(ines).toHaveCount(0);
  await page.getByLabel('Status').selectOption('CANCELLED');
  await expect(ines).toContainText('Cancelled');
  await expect(jonas).toHaveCount(0);

  // Its time is free again.
  await page.goto('/dashboard/bookings/new');
  await page.getByLabel('Service').selectOption({ label: 'Haircut' });
  await page.getByLabel('Date').fill(tomorrow);
  await expect(page.getByRole('radio', { name: '2:00 PM', exact: true })).toBeVisible();
});

test('on a phone the calendar is a list of the day, and a booking moves from there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { site, haircut, tomorrow, at } = await salon(page);
  await ownerCall(page, 'POST', `/api/websites/${site.id}/bookings`, {
    serviceId: haircut.id,
    start: at(9),
    customer: { name: 'Lea Wolf', email: 'lea@example.com' },
  });

  await page.goto(`/dashboard/bookings/calendar?site=${site.id}&date=${tomorrow}`);
  const day = page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: 'Lea Wolf' }) });
  await expect(day).toContainText('9:00 – 10:00 AM');
  await page.getByRole('button', { name: 'Move the booking of Lea Wolf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the booking of Lea Wolf' });
  await dialog.getByRole('radio', { name: '11:30 AM', exact: true }).check();
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(day).toContainText('11:30 AM – 12:30 PM');
  // Nothing sticks out sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
