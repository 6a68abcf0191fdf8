import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/auth-helpers.ts';
import { parseHtml } from '../../test/html.ts';
import { el, homePage, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { berlin, withTestSalon } from '../bookings/booking-test-salon.ts';

// Every step of booking with no script comes back to the flow the visitor was using: links, GET
// forms, form actions and redirects carry its id as their fragment.
const opened = withTestSalon();
const DAY = '2027-07-05';
const calendar = el('CALENDAR', {});
const OWN = 'book-haircut';

function post(path: string, fields: Record<string, string>) {
  return inject(opened.t.app, {
    method: 'POST',
    url: path,
    headers: { host: opened.salon.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const show = (path: string) => visit(opened.t.app, opened.salon.host, path);

/** The flow's steps on a page: the links that choose a month, day or time, and its forms. */
function stepsOf(body: string, path: string) {
  const page = parseHtml(body);
  const links = page
    .all('a')
    .map((a) => a.attrs.href ?? '')
    .filter((href) => href.startsWith(`${path}?`));
  const forms = page.all('form').map((f) => ({ method: f.attrs.method, action: f.attrs.action }));
  const ids = page.tags.map((tag) => tag.attrs.id).filter(Boolean);
  return { links, forms, ids };
}

beforeAll(async () => {
  const { t, salon } = opened;
  const home = await homePage(t.app, salon.owner.token, salon.site.id);
  // The block sits low on the page, below other content, as the service it books is the newest.
  await saveOk(t.app, salon.owner.token, home.id, [
    ...sectionWith([el('HEADING', { text: 'Welcome' })], { order: 0 }),
    ...sectionWith([el('TEXT', { text: 'About us' })], { order: 1 }),
    ...sectionWith([{ ...calendar, props: { serviceId: salon.haircut } }], { order: 2 }),
  ]);
  await publish(t.app, salon.owner.token, salon.site.id);
});

describe('a booking block on an owner’s page, with no script', () => {
  const here = `book-${calendar.id}`;

  it('has the block’s own id, and every day, month, zone and staff choice comes back to it', async () => {
    const month = await show('/');
    expect(month.statusCode).toBe(200);
    const steps = stepsOf(month.body, '/');
    expect(steps.ids).toContain(here);
    expect(steps.links.length).toBeGreaterThan(5);
    for (const href of steps.links) expect(href).toMatch(new RegExp(`#${here}$`));
    const gets = steps.forms.filter((f) => f.method === 'get');
    expect(gets).toHaveLength(2);
    for (const form of gets) expect(form.action).toBe(`/#${here}`);
  });

  it('lists a day’s times and draws the details form with links back to the block', async () => {
    const day = stepsOf((await show(`/?date=${DAY}`)).body, '/');
    const times = day.links.filter((href) => href.includes('start='));
    expect(times.length).toBeGreaterThan(5);
    for (const href of times) expect(href).toMatch(new RegExp(`#${here}$`));

    const start = encodeURIComponent(berlin(DAY, '10:00'));
    const details = stepsOf((await show(`/?date=${DAY}&start=${start}`)).body, '/');
    expect(details.links).toContain(`/?month=2027-07&date=${DAY}#${here}`);
    // A refused post draws the service's own booking page: the form lands on its flow there.
    expect(details.forms).toContainEqual({ method: 'post', action: `/_book/haircut#${OWN}` });
  });
});

describe('the booking page of a service, with no script', () => {
  it('names its flow, and its links and forms come back to it', async () => {
    const res = await show(`/book/haircut?date=${DAY}`);
    const steps = stepsOf(res.body, '/book/haircut');
    expect(steps.ids).toContain(OWN);
    expect(steps.links.length).toBeGreaterThan(5);
    for (const href of steps.links) expect(href).toMatch(new RegExp(`#${OWN}$`));
    for (const form of steps.forms) expect(form.action).toBe(`/book/haircut#${OWN}`);
  });

  it('gives a refused booking back at the flow, and a booking’s own page at the booking', async () => {
    const start = berlin(DAY, '11:00');
    const bad = await post(`/_book/haircut`, {
      name: '',
      email: 'nope',
      start,
      tz: 'Europe/Berlin',
    });
    expect(bad.statusCode).toBe(400);
    const again = stepsOf(bad.body, '/book/haircut');
    expect(again.ids).toContain(OWN);
    expect(again.forms).toContainEqual({ method: 'post', action: `/_book/haircut#${OWN}` });

    const fields = { name: 'Ana Lima', email: 'ana@example.com', tz: 'Europe/Berlin', start };
    const booked = await post('/_book/haircut', { ...fields, staff: opened.salon.anna });
    expect(booked.statusCode).toBe(303);
    const location = String(booked.headers.location);
    expect(location).toMatch(/^\/book\/manage\/[\w-]{20,}\?done=booked#booking$/);
    const token = location.split('/')[3]!.split('?')[0]!;

    const taken = await post('/_book/haircut', { ...fields, staff: opened.salon.anna });
    expect(taken.statusCode).toBe(409);
    expect(stepsOf(taken.body, '/book/haircut').ids).toContain(OWN);

    const manage = parseHtml((await show(`/book/manage/${token}`)).body);
    expect(manage.tags.map((tag) => tag.attrs.id)).toContain('booking');
    const cancel = manage.all('form').map((f) => f.attrs.action);
    expect(cancel).toEqual([`/_book/manage/${token}/cancel#booking`]);
    const change = manage.all('a').find((a) => a.text === 'Change the time')!.attrs.href;
    expect(change).toBe(`/book/haircut?reschedule=${token}#${OWN}`);

    const later = berlin(DAY, '14:00');
    const moving = stepsOf(
      (
        await show(
          `/book/haircut?reschedule=${token}&date=${DAY}&start=${encodeURIComponent(later)}`,
        )
      ).body,
      '/book/haircut',
    );
    expect(moving.forms).toContainEqual({
      method: 'post',
      action: `/_book/manage/${token}/reschedule#${OWN}`,
    });
    const moved = await post(`/_book/manage/${token}/reschedule`, {
      start: later,
      staff: opened.salon.anna,
    });
    expect(moved.headers.location).toBe(`/book/manage/${token}?done=moved#booking`);
    const cancelled = await post(`/_book/manage/${token}/cancel`, {});
    expect(cancelled.headers.location).toBe(`/book/manage/${token}?done=cancelled#booking`);
  });
});
