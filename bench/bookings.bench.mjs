// Bookings: free times and booking under load, on a published salon in Europe/Berlin with STAFF
// people (default 10) working 09:00 to 17:00 every day and one 30-minute service they all perform.
// Printed:
// - slots for one month for all of them: through the public API (`GET .../services/{id}/slots`,
//   the whole request: loading the service, the people and what is booked, then the pure function
//   and the answer) and through the pure function `availableSlots` alone, each the median of RUNS;
// - booking latency (request to 201) p50 and p99 with VISITORS parallel visitors (default 50)
//   placing BOOKINGS bookings (default 1000) at distinct free times through
//   `POST /api/public/sites/{sub}/bookings`, each the whole placement in one transaction;
// - one race: VISITORS visitors at once for the same time, checking exactly one gets it.
// PGlite on disk always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { addDays, availableSlots, dateInZone } from '../packages/core/src/index.ts';
import { benchApp, call, measure, ms, owner, percentiles, targets } from './support.mjs';

const STAFF = Number(process.env.STAFF ?? 10);
const VISITORS = Number(process.env.VISITORS ?? 50);
const BOOKINGS = Number(process.env.BOOKINGS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 15);
const ZONE = 'Europe/Berlin';
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const HOURS = Object.fromEntries(WEEK.map((day) => [day, [{ start: '09:00', end: '17:00' }]]));

async function openSalon(app) {
  const { token } = await owner(app);
  const subdomain = `salon-${randomBytes(3).toString('hex')}`;
  const site = await call(app, 'POST', '/api/websites', token, {
    name: 'Bench Salon',
    subdomain,
    timezone: ZONE,
  });
  const service = await call(app, 'POST', `/api/websites/${site.id}/services`, token, {
    name: 'Quick trim',
    description: 'Thirty minutes with any of us.',
    duration: 30,
    price: 25,
    capacity: 1,
    slotInterval: 30,
    isPublished: true,
  });
  for (let i = 0; i < STAFF; i++) {
    await call(app, 'POST', `/api/websites/${site.id}/staff`, token, {
      name: `Stylist ${String(i + 1).padStart(2, '0')}`,
      email: `stylist${i + 1}@salon.example`,
      services: [{ serviceId: service.id, isPrimary: i === 0 }],
      weeklyHours: HOURS,
    });
  }
  await call(app, 'POST', `/api/websites/${site.id}/publish`, token);
  return { token, site, subdomain, serviceId: service.id };
}

const slotsPath = (salon, from, to) =>
  `/api/public/sites/${salon.subdomain}/services/${salon.serviceId}/slots?from=${from}&to=${to}`;

/** The month ahead through the API and through the pure function, with what is booked then. */
async function monthOfSlots(app, salon) {
  const today = dateInZone(Date.now(), ZONE);
  const to = addDays(today, 30);
  let count = 0;
  const api = await measure(RUNS, async () => {
    count = (await call(app, 'GET', slotsPath(salon, today, to))).length;
  });
  const staff = Array.from({ length: STAFF }, (_, i) => ({
    id: `s${i}`,
    weeklyHours: HOURS,
    daysOff: [],
    overrides: [],
  }));
  // As busy as the salon will be after the booking run: a booking every 45 minutes or so.
  const now = Date.now();
  const booked = Array.from({ length: BOOKINGS }, (_, i) => {
    const start = now + 86_400_000 + i * 45 * 60_000;
    return {
      staffId: `s${i % STAFF}`,
      serviceId: 'x',
      start,
      end: start + 30 * 60_000,
      bufferMinutes: 0,
    };
  });
  const service = {
    id: 'x',
    duration: 30,
    bufferTime: 0,
    capacity: 1,
    minNoticeMinutes: 60,
    advanceBookingDays: 30,
    slotInterval: 30,
  };
  let pureCount = 0;
  const pure = await measure(RUNS, async () => {
    pureCount = availableSlots({ zone: ZONE, from: today, to, now, service, staff, booked }).length;
  });
  return { api, count, pure, pureCount };
}

/** One visitor's booking of a free time with its person, over HTTP; answers the status. */
async function postBooking(port, salon, slot, name, email) {
  const res = await fetch(`http://127.0.0.1:${port}/api/public/sites/${salon.subdomain}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceId: salon.serviceId,
      start: slot.start,
      staffId: slot.staffId,
      customer: { name, email },
    }),
  });
  return { status: res.status, body: await res.text() };
}

/** VISITORS visitors booking BOOKINGS distinct free times; answers latencies. */
async function bookingRun(port, salon, app) {
  const today = dateInZone(Date.now(), ZONE);
  const free = await call(app, 'GET', slotsPath(salon, addDays(today, 1), addDays(today, 30)));
  if (free.length < BOOKINGS) throw new Error(`only ${free.length} free times for ${BOOKINGS}`);
  // Spread over the month and the people, as real visitors would be.
  const wanted = Array.from(
    { length: BOOKINGS },
    (_, i) => free[Math.floor((i * free.length) / BOOKINGS)],
  );
  const latencies = [];
  let next = 0;
  const visitor = async () => {
    while (next < wanted.length) {
      const n = next++;
      const slot = wanted[n];
      const started = performance.now();
      const res = await postBooking(
        port,
        salon,
        slot,
        `Visitor ${n}`,
        `visitor${n % 300}@example.com`,
      );
      latencies.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${res.body.slice(0, 300)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(latencies), rate: latencies.length / seconds };
}

/** VISITORS visitors at once for one time: exactly one may get it. */
async function race(port, salon, app) {
  const today = dateInZone(Date.now(), ZONE);
  const [slot] = await call(app, 'GET', slotsPath(salon, addDays(today, 2), addDays(today, 2)));
  const latencies = [];
  const statuses = await Promise.all(
    Array.from({ length: VISITORS }, async (_, n) => {
      const started = performance.now();
      const res = await postBooking(port, salon, slot, `Racer ${n}`, `racer${n}@example.com`);
      latencies.push(performance.now() - started);
      return res.status;
    }),
  );
  const won = statuses.filter((s) => s === 201).length;
  const lost = statuses.filter((s) => s === 409).length;
  return { ...percentiles(latencies), won, lost };
}

for (const kind of targets()) {
  const bench = await benchApp(kind);
  try {
    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = bench.app.server.address();
    const salon = await openSalon(bench.app);
    const empty = await monthOfSlots(bench.app, salon);
    const booked = await bookingRun(port, salon, bench.app);
    const busy = await monthOfSlots(bench.app, salon);
    const raced = await race(port, salon, bench.app);
    console.log(
      `${kind.padEnd(8)} slots for 31 days, ${STAFF} staff: API ${ms(empty.api.median)} ` +
        `(${empty.count} slots, empty salon), ${ms(busy.api.median)} (${busy.count} slots, ` +
        `${BOOKINGS} booked); pure function ${ms(busy.pure.median)} (${busy.pureCount} slots)`,
    );
    console.log(
      `${kind.padEnd(8)} ${BOOKINGS} bookings, ${VISITORS} parallel visitors: booking placed ` +
        `p50 ${ms(booked.p50)}, p99 ${ms(booked.p99)} (max ${ms(booked.max)}), ` +
        `${booked.rate.toFixed(0)} bookings/s`,
    );
    console.log(
      `${kind.padEnd(8)} ${VISITORS} visitors at once for one time: ${raced.won} booked, ` +
        `${raced.lost} told SLOT_TAKEN; answered p50 ${ms(raced.p50)}, p99 ${ms(raced.p99)}`,
    );
    if (raced.won !== 1 || raced.lost !== VISITORS - 1) process.exitCode = 1;
  } finally {
    await bench.close();
  }
}
