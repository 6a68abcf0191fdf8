import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, formSubmissions, mailOutbox, notifications } from '../../db/schema.ts';
import { freshAddress, inject } from '../../test/auth-helpers.ts';
import type { Account } from '../../test/auth-helpers.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  goodFields,
  pageToken,
  postForm,
  tokenIn,
  type ContactForm,
  type FormTestApp,
} from './form-test-site.ts';

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

function postJson(payload: unknown, formId = form.formId, subdomain = form.site.subdomain) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/public/sites/${subdomain}/forms/${formId}`,
    remoteAddress: freshAddress(),
    ...(Buffer.isBuffer(payload) || typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });
}

const jsonFields = (overrides: Record<string, unknown> = {}) => {
  const { _website: _unused, ...fields } = goodFields();
  return { ...fields, newsletter: true, ...overrides };
};

describe('the JSON twin of a form', () => {
  it('stores a submission without a token and answers 201 with its id', async () => {
    const res = await postJson({ fields: jsonFields({ email: 'json@example.com', extra: 'x' }) });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data as { id: string };
    const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.spamReason).toBeNull();
    expect(row!.fields.map((f) => [f.name, f.value])).toEqual([
      ['name', 'Ana Lima'],
      ['email', 'json@example.com'],
      ['phone', '+351 912 345 678'],
      ['topic', 'Catering'],
      ['message', 'Do you bake for weddings?\nAbout 80 guests.'],
      ['newsletter', 'yes'],
      ['via', 'By e-mail'],
    ]);
    expect(row!.customerId).not.toBeNull();
    const bell = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(bell.some((n) => n.link.includes(id))).toBe(true);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, id))).toHaveLength(1);
  });

  it('answers 400 with a message per field name', async () => {
    const res = await postJson({
      fields: { name: '', email: 'nope', topic: 'Other', message: 'Hi', phone: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Please correct the fields marked',
        fields: {
          name: 'Your name is required',
          email: 'Enter a valid e-mail address',
          phone: 'Enter a phone number (digits, spaces and + - ( ) only)',
          topic: 'Choose one of the options',
        },
      },
    });
    const bad = await postJson({ fields: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.fields).toBeTruthy();
  });

  it('checks a token when one is given, and applies the other spam checks', async () => {
    const token = await pageToken(t, form);
    const first = await postJson({ fields: jsonFields({ email: 'tok@example.com' }), token });
    expect(first.statusCode).toBe(201);
    const replay = await postJson({ fields: jsonFields({ email: 'tok2@example.com' }), token });
    expect(replay.statusCode).toBe(201);
    const forged = await postJson({
      fields: jsonFields({ email: 'tok3@example.com' }),
      token: 'forged',
    });
    expect(forged.statusCode).toBe(201);
    const honey = await postJson({
      fields: jsonFields({ email: 'tok4@example.com', _website: 'spam' }),
    });
    expect(honey.statusCode).toBe(201);
    const reasons = await Promise.all(
      [first, replay, forged, honey].map(async (res) => {
        const [row] = await db()
          .select()
          .from(formSubmissions)
          .where(eq(formSubmissions.id, res.json().data.id));
        return row!.spamReason;
      }),
    );
    expect(reasons).toEqual([null, 'replayed', 'bad-token', 'honeypot']);
  });

  it('answers 404 for an unknown form or site, and 4xx for bodies it cannot read', async () => {
    expect((await postJson({ fields: {} }, crypto.randomUUID())).statusCode).toBe(404);
    expect((await postJson({ fields: {} }, 'nope')).statusCode).toBe(404);
    expect((await postJson({ fields: {} }, form.formId, 'no-such-site')).statusCode).toBe(404);
    expect((await postJson({ fields: {} }, form.formId, 'Bad_Name')).statusCode).toBe(404);

    const notUtf8 = await postJson(
      Buffer.concat([
        Buffer.from('{"fields":{"name":"'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('"}}'),
      ]),
    );
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().error.message).toBe('The request body is not valid UTF-8 text');
    expect((await postJson('{"fields":')).statusCode).toBe(400);

    const nul = await postJson({ fields: jsonFields({ message: 'a\u0000b' }) });
    expect(nul.statusCode).toBe(400);
    const control = await postJson({ fields: jsonFields({ message: 'a\u001bb' }) });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.fields.message).toBe(
      'Message contains control characters that are not allowed',
    );

    const big = await postJson({ fields: jsonFields({ message: 'x'.repeat(70_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('many visitors at once', () => {
  it('stores 200 parallel submissions, each once, with no error', async () => {
    const before = await db()
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formElementId, form.formId));
    const token = await pageToken(t, form);
    // Pages are drawn once per visitor; each visitor has a token of their own.
    const tokens = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const page = await inject(t.app, {
          method: 'GET',
          url: '/contact',
          headers: { host: form.host },
        });
        return tokenIn(page.body, form.formId);
      }),
    );
    expect(new Set([token, ...tokens]).size).toBe(201);
    t.advance(3000);
    const answers = await Promise.all(
      tokens.map((visitorToken, i) =>
        i % 2 === 0
          ? postForm(t.app, form.host, form.formId, {
              ...goodFields({ email: `many${i % 20}@example.com`, name: `Visitor ${i}` }),
              _token: visitorToken,
            })
          : postJson({
              fields: jsonFields({ email: `MANY${i % 20}@example.com`, name: `Visitor ${i}` }),
              token: visitorToken,
            }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array(100).fill(201),
      ...Array(100).fill(303),
    ]);
    const after = await db()
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formElementId, form.formId));
    const added = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(added).toHaveLength(200);
    expect(added.filter((row) => row.spamReason !== null)).toEqual([]);
    // Twenty addresses, whatever their case, are twenty customers.
    const many = (
      await db().select().from(customers).where(eq(customers.websiteId, form.site.id))
    ).filter((c) => c.email.toLowerCase().startsWith('many'));
    expect(many).toHaveLength(20);
  });
});
