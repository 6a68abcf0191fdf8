import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseHtml } from '../../test/html.ts';
import { inject } from '../../test/auth-helpers.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';
import {
  customerEvents,
  customers,
  formSubmissions,
  mailOutbox,
  notifications,
  users,
} from '../../db/schema.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  expectSent,
  goodFields,
  pageToken,
  postForm,
  publishContactSite,
  tokenIn,
  type ContactForm,
  type FormTestApp,
} from './form-test-site.ts';
import type { Account } from '../../test/auth-helpers.ts';

let t: FormTestApp;
let owner: Account;
let form: ContactForm;

beforeAll(async () => {
  t = await createFormTestApp();
  ({ owner, form } = await contactSiteWithOwner(t));
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const submissionsOf = (formId: string) =>
  db().select().from(formSubmissions).where(eq(formSubmissions.formElementId, formId));

async function submit(fields: Record<string, string | string[]>, target = form) {
  const token = await pageToken(t, target);
  return postForm(t.app, target.host, target.formId, { ...fields, _token: token });
}

describe('a form on a published page', () => {
  it('renders a real form with labelled fields, a hidden honeypot and a signed token', async () => {
    const res = await visit(t.app, form.host, '/contact');
    const page = parseHtml(res.body);
    const html = page.one('form');
    expect(html.attrs).toMatchObject({
      id: `form-${form.formId}`,
      method: 'post',
      // A page drawn again after a refused post lands on the form.
      action: `/_forms/${form.formId}#form-${form.formId}`,
    });
    const inputs = page.all('input');
    const byName = (name: string) => inputs.find((i) => i.attrs.name === name)!;
    expect(byName('email').attrs).toMatchObject({
      id: `field-${form.ids.email}`,
      type: 'email',
      required: '',
    });
    const label = page.all('label').find((l) => l.attrs.for === `field-${form.ids.email}`);
    expect(label?.text).toBe('E-mail');
    expect(page.one('textarea').attrs).toMatchObject({ name: 'message', maxlength: '10000' });
    expect(page.one('select').attrs.name).toBe('topic');
    const honeypot = byName('_website');
    expect(honeypot.attrs).toMatchObject({ tabindex: '-1', autocomplete: 'off', type: 'text' });
    const hidden = page.tags.find((tag) => tag.attrs.class === 't-hp')!;
    expect(hidden.attrs['aria-hidden']).toBe('true');
    expect(res.body).toMatch(/\.t-hp\{position:absolute!important;left:-10000px/);
    expect(byName('_token').attrs.type).toBe('hidden');
    expect(byName('_token').attrs.value).toMatch(
      /^[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/,
    );
  });
});

describe('an accepted submission', () => {
  it('is stored with its fields in form order and answered 303 back to the page', async () => {
    const res = await submit({ ...goodFields(), unknown: 'dropped', extra: 'also dropped' });
    expectSent(res, form.formId);

    const [row] = await submissionsOf(form.formId);
    expect(row).toMatchObject({
      websiteId: form.site.id,
      pageId: form.contact.id,
      pageName: 'Contact',
      formName: 'Contact us',
      email: 'ana@example.com',
      spamReason: null,
    });
    expect(row!.releaseId).toBeTruthy();
    expect(row!.fields).toEqual([
      { name: 'name', label: 'Your name', value: 'Ana Lima' },
      { name: 'email', label: 'E-mail', value: 'ana@example.com' },
      { name: 'phone', label: 'Phone', value: '+351 912 345 678' },
      { name: 'topic', label: 'Topic', value: 'Catering' },
      { name: 'message', label: 'Message', value: 'Do you bake for weddings?\nAbout 80 guests.' },
      { name: 'newsletter', label: 'Send me news', value: 'yes' },
      { name: 'via', label: 'By phone', value: 'By e-mail' },
    ]);

    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.websiteId, form.site.id));
    expect(customer).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Lima',
      phone: '+351 912 345 678',
    });
    expect(row!.customerId).toBe(customer!.id);
    const events = await db()
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, customer!.id));
    expect(events).toMatchObject([{ kind: 'submission', refId: row!.id }]);

    const bell = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(bell).toMatchObject([
      {
        type: 'submission',
        title: 'New message from Ana Lima',
        link: `/dashboard/inbox/${row!.id}?site=${form.site.id}`,
        websiteId: form.site.id,
      },
    ]);

    // The outbox was nudged when the submission committed; its pass sends the notice.
    await t.app.outbox.idle();
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, row!.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'submission-notice',
      to: owner.email,
      replyTo: 'ana@example.com',
      status: 'SENT',
      websiteId: form.site.id,
    });
    expect(mail[0]!.text).toContain('Message:\nDo you bake for weddings?\nAbout 80 guests.');
    expect(mail[0]!.html).toContain('Do you bake for weddings?<br>About 80 guests.');
  });

  it('shows the success message in place of the form after the redirect', async () => {
    const res = await visit(t.app, form.host, `/contact?sent=${form.formId}`);
    expect(res.statusCode).toBe(200);
    const page = parseHtml(res.body);
    const status = page.tags.find((tag) => tag.attrs.role === 'status')!;
    expect(status.text).toBe('Thanks, we will write back!');
    expect(page.tags.some((tag) => tag.attrs.id === `form-${form.formId}`)).toBe(true);
    expect(page.all('form')).toEqual([]);
    // Everyone else still gets the form.
    const plain = parseHtml((await visit(t.app, form.host, '/contact')).body);
    expect(plain.all('form')).toHaveLength(1);
    expect(plain.tags.some((tag) => tag.attrs.role === 'status')).toBe(false);
  });

  it('merges customers by e-mail whatever its case, and keeps the name they gave', async () => {
    const before = await db().select().from(customers).where(eq(customers.websiteId, form.site.id));
    expectSent(await submit(goodFields({ email: 'Bea@Example.com', name: 'Bea' })), form.formId);
    expectSent(
      await submit(goodFields({ email: 'bea@example.COM', name: 'Beatriz Sousa' })),
      form.formId,
    );
    const after = await db().select().from(customers).where(eq(customers.websiteId, form.site.id));
    expect(after).toHaveLength(before.length + 1);
    const bea = after.find((c) => c.email.toLowerCase() === 'bea@example.com')!;
    expect(bea.name).toBe('Beatriz Sousa');
    const events = await db()
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.customerId, bea.id));
    expect(events).toHaveLength(2);
  });

  it('sends the notice to the form address, escapes visitor text in it, and auto-replies', async () => {
    const other = await registerOwner(t.app, t.database, 'pro');
    const withReply = await publishContactSite(t, other, {
      notifyEmail: 'shop@corner-bakery.example',
      autoReply: true,
    });
    const res = await submit(
      goodFields({ name: '<img src=x onerror=alert(1)>', message: 'Hi <b>there</b> & "you"' }),
      withReply,
    );
    expectSent(res, withReply.formId);
    const [row] = await submissionsOf(withReply.formId);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, row!.id));
    const notice = mail.find((m) => m.kind === 'submission-notice')!;
    expect(notice.to).toBe('shop@corner-bakery.example');
    expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(notice.html).toContain('Hi &lt;b&gt;there&lt;/b&gt; &amp; &quot;you&quot;');
    expect(notice.html).not.toContain('<img');
    expect(notice.html).not.toContain('<b>there');
    const reply = mail.find((m) => m.kind === 'auto-reply')!;
    expect(reply).toMatchObject({ to: 'ana@example.com', replyTo: 'shop@corner-bakery.example' });
    expect(reply.text).toContain('Thanks, we will write back!');
  });

  it('respects the owner preferences: no bell and no notice, the auto-reply still goes', async () => {
    const quiet = await registerOwner(t.app, t.database, 'pro');
    await db()
      .update(users)
      .set({
        preferences: {
          theme: 'system',
          notifications: false,
          emailUpdates: false,
        },
      })
      .where(eq(users.id, quiet.user.id));
    const quietForm = await publishContactSite(t, quiet, { autoReply: true });
    expectSent(await submit(goodFields(), quietForm), quietForm.formId);
    const [row] = await submissionsOf(quietForm.formId);
    expect(row!.spamReason).toBeNull();
    const bell = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, quiet.user.id));
    expect(bell).toEqual([]);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.refId, row!.id));
    expect(mail.map((m) => m.kind)).toEqual(['auto-reply']);
  });
});

describe('an invalid submission', () => {
  it('answers the page again (400) with a message at each field and the values kept', async () => {
    const count = (await submissionsOf(form.formId)).length;
    const res = await submit({
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      topic: 'Bribes',
      message: '<script>alert("x")</script> & more',
      via: 'By pigeon',
      _website: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const page = parseHtml(res.body);
    const errorOf = (elementId: string) => {
      const field = page.tags.find((tag) => tag.attrs.id === `field-${elementId}`)!;
      expect(field.attrs['aria-invalid']).toBe('true');
      expect(field.attrs['aria-describedby']).toBe(`field-${elementId}-error`);
      return page.tags.find((tag) => tag.attrs.id === `field-${elementId}-error`)!.text;
    };
    expect(errorOf(form.ids.name)).toBe('Your name is required');
    expect(errorOf(form.ids.email)).toBe('Enter a valid e-mail address');
    expect(errorOf(form.ids.phone)).toMatch(/^Enter a phone number/);
    expect(errorOf(form.ids.topic)).toBe('Choose one of the options');
    expect(errorOf(form.ids.viaPhone)).toBe('Choose one of the options');
    const message = page.tags.find((tag) => tag.attrs.id === `field-${form.ids.message}`)!;
    expect(message.attrs['aria-invalid']).toBeUndefined();
    // Kept, and escaped: the visitor's markup is text, not tags.
    expect(message.text).toBe('<script>alert("x")</script> & more');
    expect(page.all('script')).toEqual([]);
    const email = page.tags.find((tag) => tag.attrs.id === `field-${form.ids.email}`)!;
    expect(email.attrs.value).toBe('not-an-email');
    expect(page.tags.find((tag) => tag.attrs.role === 'alert')?.text).toMatch(/correct the fields/);
    // A fresh token to send the corrected form with.
    expect(page.all('input').find((i) => i.attrs.name === '_token')?.attrs.value).toBeTruthy();
    expect(await submissionsOf(form.formId)).toHaveLength(count);
  });

  it('refuses values over the cap, control characters, and bytes that are not UTF-8 (4xx, never 500)', async () => {
    const long = await submit(goodFields({ name: 'x'.repeat(1001) }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Your name must be at most 1000 characters');

    const control = await submit(goodFields({ message: 'bell\u0007 and nul\u0000' }));
    expect(control.statusCode).toBe(400);
    expect(control.body).toContain('Message contains control characters that are not allowed');

    const token = await pageToken(t, form);
    const raw = await inject(t.app, {
      method: 'POST',
      url: `/_forms/${form.formId}`,
      headers: { host: form.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: Buffer.concat([
        Buffer.from(`_token=${token}&name=`),
        Buffer.from([0xff, 0xfe, 0x41]),
        Buffer.from('&email=a%C3%28@example.com'),
      ]),
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.body).toContain('not sent as UTF-8 text');

    const latin1 = await inject(t.app, {
      method: 'POST',
      url: `/_forms/${form.formId}`,
      headers: {
        host: form.host,
        'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1',
      },
      payload: 'name=Jos%E9',
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.body).toContain('not sent as UTF-8 text');

    const json = await inject(t.app, {
      method: 'POST',
      url: `/_forms/${form.formId}`,
      headers: { host: form.host, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a body over 64 KB with 413 in the site’s look', async () => {
    const res = await postForm(
      t.app,
      form.host,
      form.formId,
      goodFields({ message: 'x'.repeat(70_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parseHtml(res.body);
    expect(page.one('h1').text).toBe('Message too long');
    expect(page.all('a').find((a) => a.text === 'Back to the form')?.attrs.href).toBe(
      `/contact#form-${form.formId}`,
    );
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('forms that are not live', () => {
  it('answers 404 for an unknown form, a form only in the draft, and a site that is not live', async () => {
    const unknown = await postForm(t.app, form.host, crypto.randomUUID(), goodFields());
    expect(unknown.statusCode).toBe(404);
    expect(parseHtml(unknown.body).one('h1').text).toBe('Page not found');
    expect((await postForm(t.app, form.host, 'not-a-uuid', goodFields())).statusCode).toBe(404);

    // A form added to the draft after publishing is not on the live site.
    const draftOwner = await registerOwner(t.app, t.database, 'pro');
    const site = await createWebsite(t.app, draftOwner.token);
    const home = await homePage(t.app, draftOwner.token, site.id);
    await saveOk(t.app, draftOwner.token, home.id, sectionWith([el('TEXT', { text: 'Hello' })]));
    await publish(t.app, draftOwner.token, site.id);
    const draftForm = el('FORM', {});
    await saveOk(t.app, draftOwner.token, home.id, [
      ...sectionWith([draftForm]),
      el('INPUT', { name: 'name', label: 'Name' }, { parentId: draftForm.id }),
    ]);
    const draft = await postForm(t.app, siteHost(site), draftForm.id, { name: 'x' });
    expect(draft.statusCode).toBe(404);
    const json = await inject(t.app, {
      method: 'POST',
      url: `/api/public/sites/${site.subdomain}/forms/${draftForm.id}`,
      payload: { fields: { name: 'x' } },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Form not found' } });

    await call(t.app, draftOwner.token, 'POST', `/api/websites/${site.id}/unpublish`);
    const offline = await postForm(t.app, siteHost(site), draftForm.id, { name: 'x' });
    expect(offline.statusCode).toBe(404);
    expect(offline.body).toContain('Site not found');
    const rows = await db()
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, site.id));
    expect(rows).toEqual([]);
  });

  it('keeps other POSTs on a site host refused, and the path is no form on the dashboard host', async () => {
    expect((await visit(t.app, form.host, '/contact', {}, 'POST')).statusCode).toBe(405);
    const dashboard = await postForm(t.app, 'localhost:3000', form.formId, goodFields());
    expect(dashboard.statusCode).toBe(404);
    expect(dashboard.json().error.code).toBe('NOT_FOUND');
  });
});

describe('a page on another path', () => {
  it('sends the visitor back to the page that holds the form', async () => {
    const second = await registerOwner(t.app, t.database, 'pro');
    const site = await createWebsite(t.app, second.token);
    const page = await createPage(t.app, second.token, site.id, { name: 'Book a table' });
    const f = el('FORM', {});
    await saveOk(t.app, second.token, page.id, [
      ...sectionWith([f]),
      el('INPUT', { name: 'name', label: 'Name', required: true }, { parentId: f.id }),
    ]);
    await publish(t.app, second.token, site.id);
    const target = {
      site,
      host: siteHost(site),
      contact: page,
      formId: f.id,
      ids: {},
    } as ContactForm;
    const res = await inject(t.app, {
      method: 'GET',
      url: '/book-a-table',
      headers: { host: target.host },
    });
    const token = tokenIn(res.body, f.id);
    t.advance(3000);
    const sent = await postForm(t.app, target.host, f.id, { name: 'Rui', _token: token });
    expectSent(sent, f.id, '/book-a-table');
  });
});
