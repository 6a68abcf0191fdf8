import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLDING_STATUSES } from '@tessera/core';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { freshAddress, inject } from '../../test/auth-helpers.ts';
import { adminQuery } from '../../test/admin-query.ts';
import {
  berlin,
  bookingBody,
  bookingsOf,
  insertService,
  nextFreeOf,
  openTestSalon,
  SALON_NOW,
  type SalonApp,
  withTestSalon,
} from './booking-test-salon.ts';

/** Fifty visitors at once, each with their own e-mail, all wanting the same time. */
function fiftyVisitors(
  apps: FastifyInstance[],
  subdomain: string,
  serviceId: string,
  start: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      inject(apps[i % apps.length]!, {
        method: 'POST',
        url: `/api/public/sites/${subdomain}/bookings`,
        // Fifty visitors, each from their own address.
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(
          bookingBody(serviceId, start, {
            customer: { name: `Visitor ${i}`, email: `visitor-${i}@example.com` },
            ...extra,
          }),
        ),
      }),
    ),
  );
}

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

/** The bookings holding a time at one start. */
async function holdingAt(database: Database, websiteId: string, start: string) {
  const rows = await bookingsOf({ database } as SalonApp, websiteId);
  return rows.filter(
    (b) => b.startAt.toISOString() === start && HOLDING_STATUSES.includes(b.status),
  );
}

describe('fifty visitors want one time at once', () => {
  const opened = withTestSalon();

  it('one appointment with one person: exactly one is booked, 49 hear SLOT_TAKEN', async () => {
    const start = berlin('2027-07-12', '10:00');
    const answers = await fiftyVisitors(
      [opened.t.app],
      opened.salon.site.subdomain,
      opened.salon.haircut,
      start,
      {
        staffId: opened.salon.anna,
      },
    );
    expect(statuses(answers)).toEqual([201, ...Array(49).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) nextFreeOf(answer);
    expect(await holdingAt(opened.t.database, opened.salon.site.id, start)).toHaveLength(1);
  });

  it('anyone available with two people: exactly two are booked, one each', async () => {
    const start = berlin('2027-07-13', '10:00');
    const answers = await fiftyVisitors(
      [opened.t.app],
      opened.salon.site.subdomain,
      opened.salon.haircut,
      start,
    );
    expect(statuses(answers)).toEqual([201, 201, ...Array(48).fill(409)]);
    const held = await holdingAt(opened.t.database, opened.salon.site.id, start);
    expect(held.map((b) => b.staffName).sort()).toEqual(['Anna', 'Ben']);
  });

  it('a class of three: exactly three are booked', async () => {
    const start = berlin('2027-07-12', '11:00');
    const answers = await fiftyVisitors(
      [opened.t.app],
      opened.salon.site.subdomain,
      opened.salon.yoga,
      start,
    );
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array(47).fill(409)]);
    const held = await holdingAt(opened.t.database, opened.salon.site.id, start);
    expect(held).toHaveLength(3);
    expect(held.every((b) => !b.exclusive && b.staffId === opened.salon.carla)).toBe(true);
  });

  it('a class and an appointment of the same person never overlap', async () => {
    // Carla also gives massages: a massage and her class at once cannot both be booked.
    const massage = await insertService(opened.t.database, opened.salon.site.id, {
      name: 'Massage',
      staffIds: [opened.salon.carla],
    });
    const start = berlin('2027-07-14', '11:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(opened.t.app, {
          method: 'POST',
          url: `/api/public/sites/${opened.salon.site.subdomain}/bookings`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(
            bookingBody(i % 2 ? massage : opened.salon.yoga, start, {
              customer: { name: `Visitor ${i}`, email: `mixed-${i}@example.com` },
            }),
          ),
        }),
      ),
    );
    const held = await holdingAt(opened.t.database, opened.salon.site.id, start);
    const kinds = new Set(held.map((b) => b.serviceName));
    expect(kinds.size).toBe(1);
    expect(held).toHaveLength(kinds.has('Massage') ? 1 : 3);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(held.length);
  });
});

// Two app processes with their own connections on one PostgreSQL database: the database
// settles the race for both of them.
if (process.env.TEST_DB === 'postgres') {
  describe('two app processes on one PostgreSQL', () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `tessera_t_${randomBytes(6).toString('hex')}`;
    const apps: FastifyInstance[] = [];
    const databases: Database[] = [];
    let dataDir: string;

    beforeAll(async () => {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-bookings-'));
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ kind: 'postgres', url: url.toString() });
        databases.push(database);
        const config = loadConfig({ DATA_DIR: dataDir, OUTBOX_POLL_MS: '0' });
        const app = await buildApp({
          config: { ...config, webDist: path.join(dataDir, 'no-web') },
          database,
          now: () => SALON_NOW,
        });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('give one appointment once and a class of three three times', async () => {
      const first = { app: apps[0]!, database: databases[0]! } as unknown as SalonApp;
      const salon = await openTestSalon(first);

      const start = berlin('2027-07-12', '10:00');
      const answers = await fiftyVisitors(apps, salon.site.subdomain, salon.haircut, start, {
        staffId: salon.ben,
      });
      expect(statuses(answers)).toEqual([201, ...Array(49).fill(409)]);
      expect(await holdingAt(databases[1]!, salon.site.id, start)).toHaveLength(1);

      const classStart = berlin('2027-07-12', '15:00');
      const joined = await fiftyVisitors(apps, salon.site.subdomain, salon.yoga, classStart);
      expect(statuses(joined)).toEqual([201, 201, 201, ...Array(47).fill(409)]);
      expect(await holdingAt(databases[0]!, salon.site.id, classStart)).toHaveLength(3);
    });
  });
}
