import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Website } from '@tessera/core';
import { formSubmissions } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { el, homePage, publish, saveOk, sectionWith, siteHost } from '../../test/site-helpers.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  registerOwner,
} from '../../test/website-helpers.ts';
import {
  createFormTestApp,
  expectSent,
  postForm,
  tokenIn,
  type FormTestApp,
} from './form-test-site.ts';

let t: FormTestApp;
let token: string;
let site: Website;
let host: string;
let formId: string;
let quiet: Page;

beforeAll(async () => {
  t = await createFormTestApp();
  token = (await registerOwner(t.app, t.database, 'pro')).token;
  site = await createWebsite(t.app, token, { name: 'Footer Bakery' });
  host = siteHost(site);
  const home = await homePage(t.app, token, site.id);
  await saveOk(t.app, token, home.id, sectionWith([el('HEADING', { text: 'Welcome' })]));
  await createPage(t.app, token, site.id, { name: 'About' });
  quiet = await createPage(t.app, token, site.id, { name: 'Quiet' });
  dataOf(await call(t.app, token, 'PUT', `/api/pages/${quiet.id}`, { hideFooter: true }));
  const shared = dataOf<{ footer: Page }>(
    await call(t.app, token, 'GET', `/api/websites/${site.id}/shared`),
  );
  const form = el('FORM', { formName: 'Newsletter', successMessage: 'You are on the list!' });
  formId = form.id;
  await saveOk(t.app, token, shared.footer.id, [
    ...sectionWith([form]),
    el(
      'INPUT',
      { label: 'E-mail', name: 'email', type: 'email', required: true },
      { parentId: form.id },
    ),
  ]);
  await publish(t.app, token, site.id);
});
afterAll(() => t.close());

const open = async (path: string) => {
  const res = await inject(t.app, { method: 'GET', url: path, headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A visitor opens a page, fills in the footer's form, and sends it (the browser names the page). */
async function sendFrom(path: string, email: string, referer?: string) {
  const formToken = tokenIn(await open(path), formId);
  t.advance(2500);
  return postForm(
    t.app,
    host,
    formId,
    { email, _token: formToken, _website: '' },
    referer ? { referer } : {},
  );
}

describe('a form in the shared footer', () => {
  it('is sent from any page and answered back on that page', async () => {
    const res = await sendFrom('/about', 'ana@example.com', `http://${host}/about`);
    expectSent(res, formId, '/about');
    expect(await open(`/about?sent=${formId}`)).toContain('You are on the list!');
    const [row] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formElementId, formId));
    expect(row).toMatchObject({ pageName: 'About', email: 'ana@example.com', spamReason: null });
  });

  it('goes back to the home page when the page is unknown or hides the footer', async () => {
    for (const referer of [undefined, `http://${host}/quiet`, 'not a url']) {
      expectSent(await sendFrom('/', 'bo@example.com', referer), formId, '/');
    }
    expect(await open('/quiet')).not.toContain(`form-${formId}`);
  });

  it('says what is missing on the page it was sent from', async () => {
    const res = await sendFrom('/about', '', `http://${host}/about`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<title>About | Footer Bakery</title>');
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('is listed in the inbox as the shared footer’s', async () => {
    const forms = dataOf<{ formElementId: string; pageName: string; total: number }[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/forms`),
    );
    expect(forms).toContainEqual(
      expect.objectContaining({ formElementId: formId, pageName: 'Shared footer', total: 4 }),
    );
  });
});
