import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../../test/site-helpers.ts';
import { listenOnFreePort, rawRequest } from '../../test/real-http.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  expectSent,
  goodFields,
  postForm,
  tokenIn,
  type ContactForm,
  type FormTestApp,
} from './form-test-site.ts';

let t: FormTestApp;
let form: ContactForm;
let port: number;

beforeAll(async () => {
  t = await createFormTestApp();
  ({ form } = await contactSiteWithOwner(t));
  port = await listenOnFreePort(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('a page holding a form', () => {
  it('carries a fresh token in every response, is never stored by caches and has no ETag', async () => {
    const first = await visit(t.app, form.host, '/contact');
    const second = await visit(t.app, form.host, '/contact');
    expect(first.statusCode).toBe(200);
    expect(tokenIn(first.body, form.formId)).not.toBe(tokenIn(second.body, form.formId));
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // Nothing but the token differs.
    const withoutToken = (html: string) => html.replace(/name="_token" value="[^"]*"/, '');
    expect(withoutToken(first.body)).toBe(withoutToken(second.body));
    // Each token is good for its own post.
    t.advance(3000);
    for (const res of [first, second]) {
      const sent = await postForm(t.app, form.host, form.formId, {
        ...goodFields(),
        _token: tokenIn(res.body, form.formId),
      });
      expectSent(sent, form.formId);
    }
  });

  it('is compressed per response over a real connection, through the fast path', async () => {
    const answered = t.app.siteFastPath.answered;
    const get = () =>
      rawRequest(port, {
        method: 'GET',
        url: '/contact',
        headers: { host: form.host, 'accept-encoding': 'gzip' },
      });
    const [a, b] = [await get(), await get()];
    expect(t.app.siteFastPath.answered).toBe(answered + 2);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBeUndefined();
    }
    const html = (res: { body: Buffer }) => zlib.gunzipSync(res.body).toString('utf8');
    expect(tokenIn(html(a), form.formId)).not.toBe(tokenIn(html(b), form.formId));
    const head = await rawRequest(port, {
      method: 'HEAD',
      url: '/contact',
      headers: { host: form.host },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('shows the sent state only at its own address, and ignores a form that is not on the page', async () => {
    const sent = await visit(t.app, form.host, `/contact?sent=${form.formId}`);
    expect(sent.body).toContain('role="status"');
    expect(sent.body).not.toContain('name="_token"');
    // The sent page has no token left to refresh: cached and validated like any page.
    expect(sent.headers.etag).toMatch(/^W\//);
    const plain = await visit(t.app, form.host, '/contact');
    expect(plain.body).not.toContain('role="status"');
    const other = await visit(t.app, form.host, `/contact?sent=${crypto.randomUUID()}`);
    expect(other.body).not.toContain('role="status"');
    expect(other.body).toContain('name="_token"');
  });
});

describe('a page without a form', () => {
  it('is still cached, ETagged, precompressed and answered 304', async () => {
    const first = await visit(t.app, form.host, '/', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await visit(t.app, form.host, '/', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await visit(t.app, form.host, '/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(first.body).not.toContain('_token');
  });
});
