import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  customers,
  formSubmissions,
  formTokenUses,
  mailOutbox,
  notifications,
  rateLimitHits,
} from '../../db/schema.ts';
import { freshAddress } from '../../test/auth-helpers.ts';
import type { Account } from '../../test/auth-helpers.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  expectSent,
  goodFields,
  pageToken,
  postForm,
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

/** The one submission sent with this e-mail (each test sends its own). */
async function rowOf(email: string) {
  const rows = await db().select().from(formSubmissions).where(eq(formSubmissions.email, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Spam is kept for review, and reaches nobody: no customer, bell or mail. */
async function expectQuietSpam(reason: string, email: string) {
  const row = await rowOf(email);
  expect(row.spamReason).toBe(reason);
  expect(row.customerId).toBeNull();
  expect(row.fields.find((f) => f.name === 'email')?.value).toBe(email);
  expect(await db().select().from(mailOutbox).where(eq(mailOutbox.refId, row.id))).toEqual([]);
  const bell = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, owner.user.id));
  expect(bell.filter((n) => n.link.includes(row.id))).toEqual([]);
  const known = await db().select().from(customers).where(eq(customers.websiteId, form.site.id));
  expect(known.filter((c) => c.email === email)).toEqual([]);
  return row;
}

describe('spam', () => {
  it('a filled honeypot gets the same 303 and is stored as spam', async () => {
    const token = await pageToken(t, form);
    const res = await postForm(t.app, form.host, form.formId, {
      ...goodFields({ email: 'honey@example.com' }),
      _website: 'http://buy-now.example',
      _token: token,
    });
    expectSent(res, form.formId);
    await expectQuietSpam('honeypot', 'honey@example.com');
  });

  it('a post sooner than 2 s after the page, a missing, forged or foreign token: same answer, spam', async () => {
    const fast = await pageToken(t, form, 1500);
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ email: 'fast@example.com' }),
        _token: fast,
      }),
      form.formId,
    );
    await expectQuietSpam('too-fast', 'fast@example.com');

    expectSent(
      await postForm(t.app, form.host, form.formId, goodFields({ email: 'none@example.com' })),
      form.formId,
    );
    await expectQuietSpam('bad-token', 'none@example.com');

    const real = await pageToken(t, form);
    const forged = real.slice(0, -4) + (real.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ email: 'forged@example.com' }),
        _token: forged,
      }),
      form.formId,
    );
    await expectQuietSpam('bad-token', 'forged@example.com');
  });

  it('a token older than a day is spam (expired)', async () => {
    const token = await pageToken(t, form, 24 * 60 * 60 * 1000 + 1000);
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ email: 'late@example.com' }),
        _token: token,
      }),
      form.formId,
    );
    await expectQuietSpam('expired', 'late@example.com');
  });

  it('a token used a second time is spam (replayed), even when both posts race', async () => {
    const token = await pageToken(t, form);
    const first = await postForm(t.app, form.host, form.formId, {
      ...goodFields({ email: 'once@example.com' }),
      _token: token,
    });
    expectSent(first, form.formId);
    expect((await rowOf('once@example.com')).spamReason).toBeNull();
    const again = await postForm(t.app, form.host, form.formId, {
      ...goodFields({ email: 'twice@example.com' }),
      _token: token,
    });
    expectSent(again, form.formId);
    await expectQuietSpam('replayed', 'twice@example.com');

    const raced = await pageToken(t, form);
    const both = await Promise.all(
      [1, 2].map((n) =>
        postForm(t.app, form.host, form.formId, {
          ...goodFields({ email: `race${n}@example.com` }),
          _token: raced,
        }),
      ),
    );
    both.forEach((res) => expectSent(res, form.formId));
    const rows = await db()
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formElementId, form.formId));
    const racers = rows.filter((r) => r.email?.startsWith('race'));
    expect(racers.map((r) => r.spamReason).sort()).toEqual([null, 'replayed'].sort());
    const used = await db().select().from(formTokenUses);
    expect(used.every((u) => u.expiresAt.getTime() > Date.now())).toBe(true);
  });

  it('more than 5 posts from one address to one form in 10 minutes are spam, others are not', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 6; i += 1) {
      const token = await pageToken(t, form);
      const res = await postForm(
        t.app,
        form.host,
        form.formId,
        { ...goodFields({ email: `flood${i}@example.com` }), _token: token },
        { remoteAddress: address },
      );
      expectSent(res, form.formId);
      const row = await rowOf(`flood${i}@example.com`);
      expect(row.spamReason).toBe(i <= 5 ? null : 'rate-limit');
    }
    await expectQuietSpam('rate-limit', 'flood6@example.com');
    // Another address is not held back.
    const token = await pageToken(t, form);
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ email: 'elsewhere@example.com' }),
        _token: token,
      }),
      form.formId,
    );
    expect((await rowOf('elsewhere@example.com')).spamReason).toBeNull();
    // The limit's keys are hashes: no address is stored in clear.
    const hits = await db().select().from(rateLimitHits);
    expect(hits.some((h) => h.key.includes(address))).toBe(false);
  });

  it('a message with more than 3 links is spam', async () => {
    const token = await pageToken(t, form);
    const message = 'Cheap http://a.example http://b.example https://c.example www.d.example';
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({ email: 'links@example.com', message }),
        _token: token,
      }),
      form.formId,
    );
    const row = await expectQuietSpam('links', 'links@example.com');
    expect(row.fields.find((f) => f.name === 'message')?.value).toBe(message);

    const fine = await pageToken(t, form);
    expectSent(
      await postForm(t.app, form.host, form.formId, {
        ...goodFields({
          email: 'threelinks@example.com',
          message: 'http://a.example http://b.example http://c.example',
        }),
        _token: fine,
      }),
      form.formId,
    );
    expect((await rowOf('threelinks@example.com')).spamReason).toBeNull();
  });

  it('spam is stored cut to the form: unknown fields dropped, long values cut, control characters gone', async () => {
    const res = await postForm(t.app, form.host, form.formId, {
      ...goodFields({
        email: 'cut@example.com',
        name: 'y'.repeat(5000),
        message: 'a\u0000b\u0007c',
      }),
      _website: 'bot',
      sneaky: 'dropped',
    });
    expectSent(res, form.formId);
    const row = await expectQuietSpam('honeypot', 'cut@example.com');
    expect(row.fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'newsletter',
      'via',
    ]);
    expect(row.fields[0]!.value).toHaveLength(1000);
    expect(row.fields[4]!.value).toBe('abc');
  });
});
