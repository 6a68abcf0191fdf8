import { expect, test, type Page } from '@playwright/test';
import { authHeaders, ownerWithWebsite, seedPage, sectionWith } from './support/builder';
import { mailTo } from './support/outbox';

async function apiCall<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** Tomorrow's date in Berlin, and the month it is in. */
function tomorrowInBerlin(): { date: string; month: string } {
  const date = dayInBerlin(Date.now() + 24 * 3_600_000);
  return { date, month: date.slice(0, 7) };
}

const dayInBerlin = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(at));

/**
 * The visitor is at the block with this id after a step with no script: the address names it,
 * and the page is scrolled to it (its top at the top of the window, `atTop`), or it is in view.
 */
async function expectAtBlock(visitor: Page, id: string, atTop: boolean) {
  await expect(visitor).toHaveURL(new RegExp(`#${id}$`));
  const place = await visitor.evaluate((blockId) => {
    const top = document.getElementById(blockId)!.getBoundingClientRect().top;
    return { top, scrollY: window.scrollY, height: window.innerHeight };
  }, id);
  if (atTop) {
    expect(place.scrollY).toBeGreaterThan(1000);
    expect(Math.abs(place.top)).toBeLessThan(2);
  } else {
    expect(place.top).toBeGreaterThanOrEqual(-1);
    expect(place.top).toBeLessThan(place.height / 2);
  }
}

const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

test('a visitor with no JavaScript books a time, the next visitor finds it taken, and cancelling frees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A salon in Berlin: Anna works every day 09:00 to 17:00 and cuts hair in 30 minutes.
  const site = await ownerWithWebsite(page);
  await apiCall(page, 'PUT', `/api/websites/${site.id}`, { timezone: 'Europe/Berlin' });
  const anna = await apiCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Anna',
    email: 'anna@salon.example',
    weeklyHours: EVERY_DAY,
  });
  await apiCall(page, 'POST', `/api/websites/${site.id}/services`, {
    name: 'Haircut',
    description: 'Wash, cut and style.',
    duration: 30,
    price: '25.00',
    capacity: 1,
    minNoticeMinutes: 0,
    // Tomorrow's booking may still be cancelled online up to an hour before.
    cancellationHours: 1,
    isPublished: true,
    staffIds: [anna.id],
  });
  // The home page lists the services, and low on it, below a screenful or two, books in place.
  const spacer = { type: 'SPACER', props: { height: 900 } };
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'SERVICE_LIST', props: {} }, spacer, spacer),
    sectionWith({ type: 'BOOKING_FORM', props: {} }),
    sectionWith(spacer, spacer),
  ]);
  await apiCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;
  const { date, month } = tomorrowInBerlin();
  const customer = `ben.${Date.now().toString(36)}@example.com`;

  // The visitor, with JavaScript off, books from the block low on the home page: a month, a day,
  // a zone, a time, the details; every step comes back to the block, not the top of the page.
  const first = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await first.newPage();
  await visitor.goto(live.toString());
  await expect(visitor.getByRole('link', { name: 'Book Haircut' })).toBeVisible();
  const block = visitor.locator('section.t-book');
  const id = (await block.getAttribute('id'))!;
  expect(id).toMatch(/^book-[0-9a-f-]{36}$/);
  const thisMonth = dayInBerlin(Date.now()).slice(0, 7);
  if (month !== thisMonth) {
    await block.getByRole('link', { name: 'Next month' }).click();
    await expectAtBlock(visitor, id, true);
  }
  await block.locator(`a[aria-label="${date}, free times"]`).click();
  await expectAtBlock(visitor, id, true);
  // Read in London, Berlin's 10:00 is 09:00 (both keep summer time on the same days).
  await block.getByLabel('Times shown in').selectOption('Europe/London');
  await block.getByRole('button', { name: 'Change' }).click();
  await expectAtBlock(visitor, id, true);
  await expect(block).toContainText('Times in Europe/London');
  await block.getByRole('link', { name: '09:00', exact: true }).click();
  await expectAtBlock(visitor, id, true);
  await block.getByLabel('Full name').fill('Ben Ortiz');
  // An address the browser takes but the site does not: the form comes back at the flow.
  await block.getByLabel('Email').fill('ben@localhost');
  await block.getByRole('button', { name: 'Book now' }).click();
  await expectAtBlock(visitor, 'book-haircut', false);
  await expect(visitor.getByText('Please enter a valid email address')).toBeVisible();
  await visitor.getByLabel('Email').fill(customer);
  await visitor.screenshot({ path: testInfo.outputPath('booking-details.png'), fullPage: true });
  await visitor.getByRole('button', { name: 'Book now' }).click();
  await expect(visitor).toHaveURL(/\/book\/manage\/[\w-]{20,}\?done=booked#booking$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You are booked');
  const manage = visitor.url();
  await visitor.screenshot({ path: testInfo.outputPath('booking-confirmed.png'), fullPage: true });
  // Node does not resolve *.localhost: the file is fetched from the loopback with the site's Host.
  const invitePath = `${new URL(manage).pathname}/invite.ics`;
  const invite = await page.request.get(`http://127.0.0.1:${live.port}${invitePath}`, {
    headers: { host: live.host },
  });
  expect(await invite.text()).toContain('TZID=Europe/Berlin');
  await expect.poll(async () => (await mailTo(customer)).length).toBeGreaterThan(0);

  // The next visitor does not see 10:00 any more.
  const second = await browser.newContext({ javaScriptEnabled: false });
  const next = await second.newPage();
  await next.goto(new URL(`/book/haircut?date=${date}`, live).toString());
  await expect(next.getByRole('link', { name: '09:30', exact: true })).toBeVisible();
  await expect(next.getByRole('link', { name: '10:00', exact: true })).toHaveCount(0);

  // The first visitor cancels through their page; the time is free again.
  await visitor.goto(manage);
  await visitor.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This booking is cancelled');
  await next.reload();
  await expect(next.getByRole('link', { name: '10:00', exact: true })).toBeVisible();
  await first.close();

  // The owner sees the booking, cancelled, in the dashboard.
  await page.goto(`/dashboard/bookings?site=${site.id}&status=CANCELLED`);
  await expect(page.getByText('Ben Ortiz').first()).toBeVisible();

  // Booked again by the second visitor: the owner finds it on the calendar.
  await next.getByRole('link', { name: '10:00', exact: true }).click();
  await next.getByLabel('Full name').fill('Cara Diaz');
  await next.getByLabel('Email').fill(`cara.${customer}`);
  await next.getByRole('button', { name: 'Book now' }).click();
  await expect(next.getByRole('heading', { level: 1 })).toHaveText('You are booked');
  await second.close();
  await page.goto(`/dashboard/bookings/calendar?site=${site.id}&date=${date}`);
  await expect(page.getByText('Cara Diaz').first()).toBeVisible();
});
