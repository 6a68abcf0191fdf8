import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationItem } from '@tessera/core';
import { errorOf } from '../../test/auth-helpers.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  goodFields,
  pageToken,
  postForm,
  expectSent,
  type ContactForm,
} from '../forms/form-test-site.ts';
import type { Account } from '../../test/auth-helpers.ts';
import { notify } from './notify.ts';

let t: Awaited<ReturnType<typeof createFormTestApp>>;
beforeAll(async () => {
  t = await createFormTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => t.close());

const list = async (token: string, query = '') =>
  dataOf<NotificationList>(await call(t.app, token, 'GET', `/api/notifications${query}`));

async function submit(form: ContactForm, name: string) {
  const token = await pageToken(t, form);
  expectSent(
    await postForm(t.app, form.host, form.formId, { ...goodFields({ name }), _token: token }),
    form.formId,
  );
}

describe('notifications', () => {
  let owner: Account;
  let form: ContactForm;
  beforeAll(async () => {
    ({ owner, form } = await contactSiteWithOwner(t));
  });

  it('a form submission rings the bell with a link to the message', async () => {
    expect(await list(owner.token)).toEqual({ items: [], unreadCount: 0 });
    await submit(form, 'Ana Lima');
    const { items, unreadCount } = await list(owner.token);
    expect(unreadCount).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'submission',
      title: 'New message from Ana Lima',
      read: false,
      websiteId: form.site.id,
    });
    expect(items[0]!.link).toMatch(
      new RegExp(`^/dashboard/inbox/[0-9a-f-]{36}\\?site=${form.site.id}$`),
    );
  });

  it('lists newest first, marks one read, then all', async () => {
    await submit(form, 'Bruno Reis');
    await submit(form, 'Carla Dias');
    const before = await list(owner.token);
    expect(before.items.map((n) => n.title)).toEqual([
      'New message from Carla Dias',
      'New message from Bruno Reis',
      'New message from Ana Lima',
    ]);
    expect(before.unreadCount).toBe(3);
    expect((await list(owner.token, '?limit=2')).items).toHaveLength(2);

    const read = dataOf<NotificationItem>(
      await call(t.app, owner.token, 'POST', `/api/notifications/${before.items[1]!.id}/read`),
    );
    expect(read.read).toBe(true);
    expect((await list(owner.token)).unreadCount).toBe(2);

    const all = dataOf<{ updated: number }>(
      await call(t.app, owner.token, 'POST', '/api/notifications/read-all'),
    );
    expect(all.updated).toBe(2);
    const after = await list(owner.token);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it('another owner cannot see or mark them: 404', async () => {
    const other = await registerOwner(t.app, t.database);
    expect((await list(other.token)).items).toEqual([]);
    const mine = (await list(owner.token)).items[0]!;
    const res = await call(t.app, other.token, 'POST', `/api/notifications/${mine.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Notification not found');
    expect(
      dataOf<{ updated: number }>(
        await call(t.app, other.token, 'POST', '/api/notifications/read-all'),
      ).updated,
    ).toBe(0);
  });

  it('refuses a bad id or limit with 4xx and needs a session', async () => {
    expect(
      (await call(t.app, owner.token, 'POST', '/api/notifications/nope/read')).statusCode,
    ).toBe(404);
    const bad = await call(t.app, owner.token, 'GET', '/api/notifications?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ limit: 'Limit must be at least 1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('creates none when the owner turned notifications off', async () => {
    const res = await call(t.app, owner.token, 'PUT', '/api/auth/profile', {
      preferences: { notifications: false },
    });
    expect(res.statusCode).toBe(200);
    const before = (await list(owner.token)).items.length;
    await submit(form, 'Dora Melo');
    expect((await list(owner.token)).items).toHaveLength(before);
  });
});

describe('notification writer', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ OUTBOX_POLL_MS: '0' });
  });
  afterAll(() => plain.close());

  it('keeps unread notifications and prunes read ones beyond the newest 200', async () => {
    const owner = await registerOwner(plain.app, plain.database);
    for (let i = 0; i < 205; i++) {
      await notify(plain.database.db, {
        userId: owner.user.id,
        type: 'order',
        title: `Order ${i}`,
        link: '/dashboard/orders',
      });
    }
    await call(plain.app, owner.token, 'POST', '/api/notifications/read-all');
    const { items } = dataOf<NotificationList>(
      await call(plain.app, owner.token, 'GET', '/api/notifications?limit=100'),
    );
    expect(items[0]!.title).toBe('Order 204');
    const rows = await plain.database.db.query.notifications.findMany();
    expect(rows.length).toBe(200);
  });
});
