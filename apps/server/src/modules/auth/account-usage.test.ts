import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type AccountUsage } from '@tessera/core';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, inject, registerAccount, type Account } from '../../test/auth-helpers.ts';
import { createWebsite } from '../../test/website-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One PDF uploaded as the browser does; answers the stored items. */
async function uploadPdf(token: string, websiteId: string): Promise<{ size: number }[]> {
  const boundary = '----tesseraUsage';
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
  const res = await inject(t.app, {
    method: 'POST',
    url: `/api/websites/${websiteId}/media/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="menu.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { size: number }[] }).data;
}

async function usageOf(account: Account): Promise<AccountUsage> {
  const res = await inject(t.app, {
    method: 'GET',
    url: '/api/auth/usage',
    headers: bearer(account.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AccountUsage }).data;
}

describe('GET /api/auth/usage', () => {
  it("gives a new account's plan and its empty usage", async () => {
    const owner = await registerAccount(t.app);
    expect(await usageOf(owner)).toEqual({
      plan: 'free',
      websites: { used: 0, limit: 1 },
      storage: { usedBytes: 0, limitBytes: PLANS.free.storageBytes },
    });
  });

  it('counts the websites and the media bytes of the owner only, under the current plan', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const site = await createWebsite(t.app, owner.token);
    await createWebsite(t.app, other.token);
    const uploaded = await uploadPdf(owner.token, site.id);
    const bytes = uploaded.reduce((sum, item) => sum + item.size, 0);
    expect(bytes).toBeGreaterThan(0);

    expect(await usageOf(owner)).toEqual({
      plan: 'free',
      websites: { used: 1, limit: 1 },
      storage: { usedBytes: bytes, limitBytes: PLANS.free.storageBytes },
    });
    // The media library reckons the same bytes.
    const media = await inject(t.app, {
      method: 'GET',
      url: '/api/media/usage',
      headers: bearer(owner.token),
    });
    expect((media.json() as { data: { usedBytes: number } }).data.usedBytes).toBe(bytes);
    expect((await usageOf(other)).storage.usedBytes).toBe(0);

    await t.database.db
      .update(users)
      .set({ plan: 'enterprise' })
      .where(eq(users.id, owner.user.id));
    expect(await usageOf(owner)).toMatchObject({
      plan: 'enterprise',
      websites: { used: 1, limit: null },
      storage: { usedBytes: bytes, limitBytes: PLANS.enterprise.storageBytes },
    });
  });

  it('needs a session', async () => {
    const res = await inject(t.app, { method: 'GET', url: '/api/auth/usage' });
    expect(res.statusCode).toBe(401);
  });
});
