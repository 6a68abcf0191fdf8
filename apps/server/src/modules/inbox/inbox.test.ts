import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSummary, MailDelivery, Submission, SubmissionPage } from '@tessera/core';
import { customerEvents, customers, formSubmissions, mailOutbox } from '../../db/schema.ts';
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

let t: FormTestApp;
let owner: Account;
let form: ContactForm;
beforeAll(async () => {
  t = await createFormTestApp({ OUTBOX_POLL_MS: '0' });
  ({ owner, form } = await contactSiteWithOwner(t));
});
afterAll(() => t.close());

const db = () => t.database.db;

async function submit(fields: Record<string, string>, fillMs = 2500) {
  const token = await pageToken(t, form, fillMs);
  expectSent(
    await postForm(t.app, form.host, form.formId, { ...goodFields(fields), _token: token }),
    form.formId,
  );
}

const page = async (query = '') =>
  dataOf<SubmissionPage>(
    await call(t.app, owner.token, 'GET', `/api/websites/${form.site.id}/submissions${query}`),
  );

/** Inserts messages straight into the table, all at one instant (ties are what keys must break). */
async function seed(count: number, at = new Date()) {
  const rows = Array.from({ length: count }, (_, i) => ({
    websiteId: form.site.id,
    pageName: 'Contact',
    formElementId: form.formId,
    formName: 'Contact us',
    fields: [{ name: 'message', label: 'Message', value: `Seeded ${i}` }],
    createdAt: at,
  }));
  return db().insert(formSubmissions).values(rows).returning({ id: formSubmissions.id });
}

describe('the inbox', () => {
  it('lists a visitor message newest first, unread, with name, preview and counts', async () => {
    await submit({ name: 'Ana Lima', message: 'Do you bake for weddings?' });
    await submit({
      name: 'Bruno Reis',
      email: 'BRUNO@example.com',
      message: 'Sourdough on Sunday?',
    });
    const { items, counts, nextCursor } = await page();
    expect(items.map((i) => i.name)).toEqual(['Bruno Reis', 'Ana Lima']);
    expect(items[0]).toMatchObject({
      formName: 'Contact us',
      pageName: 'Contact',
      email: 'BRUNO@example.com',
      preview: 'Sourdough on Sunday?',
      read: false,
      spam: false,
      archived: false,
    });
    expect(counts).toEqual({ inbox: 2, unread: 2, spam: 0, archived: 0 });
    expect(nextCursor).toBeNull();
  });

  it('shows the detail with every field in form order and the delivery of its notice', async () => {
    const [first] = (await page()).items;
    const detail = dataOf<Submission>(
      await call(t.app, owner.token, 'GET', `/api/submissions/${first!.id}`),
    );
    expect(detail.fields.map((f) => f.label)).toEqual([
      'Your name',
      'E-mail',
      'Phone',
      'Topic',
      'Message',
      'Send me news',
      'By phone',
    ]);
    expect(detail.customerId).toBeTruthy();
    expect(detail.deliveries.map((d) => d.kind)).toEqual(['submission-notice']);
    // The submission woke the outbox, which writes the notice to a file (no SMTP_URL).
    await t.app.outbox.idle();
    const after = dataOf<Submission>(
      await call(t.app, owner.token, 'GET', `/api/submissions/${first!.id}`),
    );
    expect(after.deliveries.map((d) => [d.kind, d.status])).toEqual([
      ['submission-notice', 'SENT'],
    ]);
  });

  it('marks read and unread, archives, moves to spam and back', async () => {
    const [item] = (await page()).items;
    const put = (body: object) =>
      call(t.app, owner.token, 'PUT', `/api/submissions/${item!.id}`, body);
    expect(dataOf<Submission>(await put({ read: true })).read).toBe(true);
    expect((await page()).counts.unread).toBe(1);
    expect(dataOf<Submission>(await put({ read: false })).read).toBe(false);
    expect(dataOf<Submission>(await put({ archived: true })).archived).toBe(true);
    expect((await page('?folder=archived')).items.map((i) => i.id)).toEqual([item!.id]);
    expect((await page()).counts).toMatchObject({ inbox: 1, archived: 1 });
    await put({ archived: false, spam: true });
    expect((await page('?folder=spam')).items.map((i) => i.id)).toEqual([item!.id]);
    expect((await page()).counts).toMatchObject({ inbox: 1, spam: 1, archived: 0 });
    const back = dataOf<Submission>(await put({ spam: false }));
    expect(back.spam).toBe(false);
    expect((await page()).counts.inbox).toBe(2);
    const bad = await put({ read: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ read: 'Read must be true or false' });
  });

  it('rescuing a visitor spam message makes its sender a customer', async () => {
    const token = await pageToken(t, form, 100); // too fast: spam
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ name: 'Rita Faria', email: 'rita@example.com' }),
        _token: token,
      }),
      form.formId,
    );
    const [spam] = (await page('?folder=spam')).items.filter((i) => i.email === 'rita@example.com');
    expect(spam).toBeDefined();
    expect(
      await db().select().from(customers).where(eq(customers.email, 'rita@example.com')),
    ).toEqual([]);
    const rescued = dataOf<Submission>(
      await call(t.app, owner.token, 'PUT', `/api/submissions/${spam!.id}`, { spam: false }),
    );
    expect(rescued.spamReason).toBeNull();
    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.email, 'rita@example.com'));
    expect(customer).toMatchObject({ name: 'Rita Faria' });
    expect(rescued.customerId).toBe(customer!.id);
    const events = await db()
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, customer!.id));
    expect(events.map((e) => [e.kind, e.refId])).toEqual([['submission', spam!.id]]);
  });

  it('searches values, form name and e-mail, taking % and _ literally; filters by form and status', async () => {
    await submit({ name: 'Célia Nunes', message: 'Gluten-free 100% please' });
    expect((await page('?search=gluten-FREE')).items.map((i) => i.name)).toEqual(['Célia Nunes']);
    expect((await page('?search=100%25')).items.map((i) => i.name)).toEqual(['Célia Nunes']);
    expect((await page('?search=%25%25')).items).toEqual([]);
    expect((await page('?search=bruno@')).items.map((i) => i.name)).toEqual(['Bruno Reis']);
    expect((await page(`?formId=${form.formId}`)).items.length).toBe((await page()).items.length);
    expect((await page('?formId=00000000-0000-4000-8000-000000000000')).items).toEqual([]);
    const unread = await page('?status=unread');
    expect(unread.items.every((i) => !i.read)).toBe(true);
  });

  it('pages by key: no repeats or gaps, even when messages arrive between pages', async () => {
    await seed(23);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: SubmissionPage = await page(
        `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...result.items.map((i) => i.id));
      cursor = result.nextCursor;
      pages += 1;
      if (pages === 1) await seed(3); // newer ones arrive: they belong before page 1
    } while (cursor);
    const everything = await db()
      .select({
        id: formSubmissions.id,
        spam: formSubmissions.spamReason,
        arch: formSubmissions.archivedAt,
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, form.site.id));
    const inInbox = everything.filter((r) => r.spam === null && r.arch === null).length;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(inInbox - 3);
    const bad = await call(
      t.app,
      owner.token,
      'GET',
      `/api/websites/${form.site.id}/submissions?cursor=not-a-cursor`,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ cursor: 'Cursor is not valid' });
  });

  it('lists the forms of the live release with their counts', async () => {
    const forms = dataOf<FormSummary[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${form.site.id}/forms`),
    );
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      formElementId: form.formId,
      formName: 'Contact us',
      pageName: 'Contact',
      inLiveRelease: true,
    });
    expect(forms[0]!.total).toBeGreaterThan(20);
  });

  it('replies to the sender through the outbox, Reply-To the owner, and notes it on the timeline', async () => {
    const [item] = (await page('?search=Ana')).items;
    const res = await call(t.app, owner.token, 'POST', `/api/submissions/${item!.id}/reply`, {
      subject: 'Re: Contact us',
      message: 'Yes we do! <b>Call us</b>.',
    });
    const delivery = dataOf<MailDelivery>(res, 201);
    expect(delivery).toMatchObject({ kind: 'reply', to: 'ana@example.com', status: 'PENDING' });
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, delivery.id));
    expect(row!.replyTo).toBe(owner.email);
    expect(row!.refId).toBe(item!.id);
    expect(row!.html).toContain('Yes we do! &lt;b&gt;Call us&lt;/b&gt;.');
    const detail = dataOf<Submission>(
      await call(t.app, owner.token, 'GET', `/api/submissions/${item!.id}`),
    );
    expect(detail.deliveries.map((d) => d.kind)).toContain('reply');
    const events = await db()
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, detail.customerId!));
    expect(events.some((e) => e.kind === 'email' && e.refId === delivery.id)).toBe(true);

    const empty = await call(t.app, owner.token, 'POST', `/api/submissions/${item!.id}/reply`, {
      subject: ' ',
      message: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const [seeded] = (await page('?search=Seeded')).items;
    const noAddress = await call(
      t.app,
      owner.token,
      'POST',
      `/api/submissions/${seeded!.id}/reply`,
      {
        subject: 'Hi',
        message: 'Hello',
      },
    );
    expect(noAddress.statusCode).toBe(400);
    expect(errorOf(noAddress).message).toBe('This message has no e-mail address to reply to');
  });

  it('exports a CSV with a BOM, a column per field label, quoting and no formulas', async () => {
    await submit({ name: '=HYPERLINK("http://x")', message: 'Line one\nLine "two", three' });
    const res = await call(
      t.app,
      owner.token,
      'GET',
      `/api/websites/${form.site.id}/submissions/export`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = res.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Date,Form,Page,Your name,E-mail,Phone,Topic,Message,Send me news,By phone,Spam',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body).toContain('"Line one\nLine ""two"", three"');
    expect(res.body).toContain('Célia Nunes');
  });

  it('deletes a message', async () => {
    const [item] = (await page('?search=Seeded 1')).items;
    const res = await call(t.app, owner.token, 'DELETE', `/api/submissions/${item!.id}`);
    expect(dataOf<{ id: string }>(res)).toEqual({ id: item!.id });
    expect((await call(t.app, owner.token, 'GET', `/api/submissions/${item!.id}`)).statusCode).toBe(
      404,
    );
  });

  it('counts each folder up to 1000', async () => {
    await seed(1000);
    const { counts } = await page();
    expect(counts.inbox).toBe(1000);
    expect(counts.unread).toBe(1000);
  });

  it('another owner gets 404 on every inbox route', async () => {
    const other = await registerOwner(t.app, t.database);
    const [item] = (await page()).items;
    const site = form.site.id;
    const attempts: [string, string, object?][] = [
      ['GET', `/api/websites/${site}/submissions`],
      ['GET', `/api/websites/${site}/submissions/export`],
      ['GET', `/api/websites/${site}/forms`],
      ['GET', `/api/submissions/${item!.id}`],
      ['PUT', `/api/submissions/${item!.id}`, { read: true }],
      ['DELETE', `/api/submissions/${item!.id}`],
      ['POST', `/api/submissions/${item!.id}/reply`, { subject: 'x', message: 'y' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, other.token, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, owner.token, 'GET', `/api/submissions/${item!.id}`)).statusCode).toBe(
      200,
    );
  });
});
