import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail, CustomerStats, MailDelivery } from '@tessera/core';
import { customers, formSubmissions, mailOutbox } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  expectSent,
  goodFields,
  pageToken,
  postForm,
  type ContactForm,
  type FormTestApp,
} from '../forms/form-test-site.ts';
import { customerStatus } from './presenter.ts';

let t: FormTestApp;
let owner: Account;
let form: ContactForm;
beforeAll(async () => {
  t = await createFormTestApp({ OUTBOX_POLL_MS: '0' });
  ({ owner, form } = await contactSiteWithOwner(t));
});
afterAll(() => t.close());

const base = () => `/api/websites/${form.site.id}/customers`;
const list = async (query = '') =>
  dataOf<Customer[]>(await call(t.app, owner.token, 'GET', `${base()}${query}`));

async function submit(fields: Record<string, string>) {
  const token = await pageToken(t, form);
  expectSent(
    await postForm(t.app, form.host, form.formId, { ...goodFields(fields), _token: token }),
    form.formId,
  );
}

describe('customers', () => {
  it('are created by form messages and merged by e-mail whatever its case', async () => {
    await submit({ name: 'Ana Lima', email: 'Ana@Example.com', phone: '' });
    await submit({ name: 'Ana L.', email: 'ana@example.COM', phone: '+351 912 000 111' });
    const all = await list();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      name: 'Ana L.',
      email: 'Ana@Example.com',
      phone: '+351 912 000 111',
      status: 'new',
      totalOrders: 0,
      totalSpent: 0,
      lastOrderDate: null,
      submissionCount: 2,
    });
    const detail = dataOf<CustomerDetail>(
      await call(t.app, owner.token, 'GET', `/api/customers/${all[0]!.id}`),
    );
    expect(detail.timeline.map((e) => e.kind)).toEqual(['submission', 'submission']);
    expect(detail.timeline[0]!.summary).toBe('Sent the form "Contact us" on Contact');
  });

  it('are added, searched, edited, and refused twice with 409', async () => {
    const created = dataOf<Customer>(
      await call(t.app, owner.token, 'POST', base(), {
        name: 'Bruno Reis',
        email: 'Bruno@Example.com',
        phone: '',
        notes: 'Regular on Saturdays',
      }),
      201,
    );
    expect(created).toMatchObject({ email: 'bruno@example.com', phone: null, status: 'new' });
    const dup = await call(t.app, owner.token, 'POST', base(), {
      name: 'Another',
      email: 'BRUNO@example.com',
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).fields).toEqual({ email: 'A customer with this e-mail already exists' });
    const bad = await call(t.app, owner.token, 'POST', base(), { name: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });

    expect((await list('?search=BRU')).map((x) => x.name)).toEqual(['Bruno Reis']);
    expect((await list('?search=example.com')).length).toBe(2);
    expect((await list('?search=%25')).length).toBe(0);
    expect((await list('?status=new')).length).toBe(2);
    expect((await list('?status=active')).length).toBe(0);
    const badStatus = await call(t.app, owner.token, 'GET', `${base()}?status=vip`);
    expect(badStatus.statusCode).toBe(400);

    const edited = dataOf<Customer>(
      await call(t.app, owner.token, 'PUT', `/api/customers/${created.id}`, { phone: '555 0101' }),
    );
    expect(edited).toMatchObject({ name: 'Bruno Reis', phone: '555 0101' });
    const clash = await call(t.app, owner.token, 'PUT', `/api/customers/${created.id}`, {
      email: 'ana@example.com',
    });
    expect(clash.statusCode).toBe(409);

    const stats = dataOf<CustomerStats>(await call(t.app, owner.token, 'GET', `${base()}/stats`));
    expect(stats).toEqual({ total: 2, new: 2, active: 0, inactive: 0, newThisMonth: 2 });
  });

  it('derive their status from the last order', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(customerStatus(null, now)).toBe('new');
    expect(customerStatus(new Date('2026-11-01T12:00:00Z'), now)).toBe('active');
    expect(customerStatus(new Date('2026-09-01T12:00:00Z'), now)).toBe('inactive');
  });

  it('are e-mailed through the outbox, noted on their timeline', async () => {
    const [bruno] = await list('?search=bruno');
    const res = await call(t.app, owner.token, 'POST', '/api/customers/send-email', {
      customerId: bruno!.id,
      subject: 'Your order',
      message: 'Ready <tomorrow>',
    });
    const delivery = dataOf<MailDelivery>(res, 201);
    expect(delivery).toMatchObject({ kind: 'customer-email', to: 'bruno@example.com' });
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, delivery.id));
    expect(row!.html).toContain('Ready &lt;tomorrow&gt;');
    expect(row!.replyTo).toBe(owner.email);
    const detail = dataOf<CustomerDetail>(
      await call(t.app, owner.token, 'GET', `/api/customers/${bruno!.id}`),
    );
    expect(detail.timeline[0]).toMatchObject({
      kind: 'email',
      refId: delivery.id,
      summary: 'E-mailed: Your order',
    });
    const bad = await call(t.app, owner.token, 'POST', '/api/customers/send-email', {
      customerId: 'x',
      subject: '',
      message: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      customerId: 'Choose a customer',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('export a CSV with a BOM and their columns', async () => {
    const res = await call(t.app, owner.token, 'GET', `${base()}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="customers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Status,Orders,Spent,Currency,Last order,Submissions,Created',
    );
    expect(
      lines.some((l) =>
        l.startsWith("Ana L.,Ana@Example.com,'+351 912 000 111,new,0,0.00,USD,,2,"),
      ),
    ).toBe(true);
  });

  it('deleted, take their personal data out of their messages', async () => {
    const [ana] = await list('?search=ana');
    const res = await call(t.app, owner.token, 'DELETE', `/api/customers/${ana!.id}`);
    expect(dataOf<{ id: string }>(res)).toEqual({ id: ana!.id });
    expect(await t.database.db.select().from(customers).where(eq(customers.id, ana!.id))).toEqual(
      [],
    );
    const messages = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, form.site.id));
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      expect(m.email).toBeNull();
      expect(m.customerId).toBeNull();
      expect(m.fields.length).toBeGreaterThan(3);
      expect(m.fields.every((f) => f.value === '')).toBe(true);
      expect(JSON.stringify(m.fields)).not.toMatch(/Ana|351/);
    }
    expect((await call(t.app, owner.token, 'GET', `/api/customers/${ana!.id}`)).statusCode).toBe(
      404,
    );
  });

  it('another owner gets 404 on every customer route', async () => {
    const other = await registerOwner(t.app, t.database);
    const [bruno] = await list();
    const attempts: [string, string, object?][] = [
      ['GET', base()],
      ['GET', `${base()}/stats`],
      ['GET', `${base()}/export`],
      ['POST', base(), { name: 'X', email: 'x@example.com' }],
      ['GET', `/api/customers/${bruno!.id}`],
      ['PUT', `/api/customers/${bruno!.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/customers/${bruno!.id}`],
      ['POST', '/api/customers/send-email', { customerId: bruno!.id, subject: 'x', message: 'y' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, other.token, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list()).map((x) => x.name)).toEqual(['Bruno Reis']);
  });
});
