import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Page, Website } from '@tessera/core';
import { freshAddress, inject, type Account } from '../../test/auth-helpers.ts';
import { el, homePage, publish, saveOk, sectionWith, siteHost } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

/** A test app whose form-token clock moves only when the test says so. */
export interface FormTestApp extends TestApp {
  /** Moves the clock on, as if the visitor took this long to fill in the form. */
  advance(ms: number): void;
}

export async function createFormTestApp(env: Record<string, string> = {}): Promise<FormTestApp> {
  let clock = Date.now();
  const t = await createTestApp(env, { now: () => clock });
  return {
    ...t,
    advance(ms) {
      clock += ms;
    },
  };
}

/** The ids of the contact form's elements, by what they are. */
export interface ContactForm {
  site: Website;
  host: string;
  contact: Page;
  formId: string;
  ids: Record<
    'name' | 'email' | 'phone' | 'topic' | 'message' | 'newsletter' | 'viaPhone' | 'viaMail',
    string
  >;
}

/**
 * A published site whose Contact page holds a form with one field of each kind: name (required),
 * e-mail (required), phone, topic (select), message (text area, required), a newsletter checkbox
 * and two radios. The home page has no form.
 */
export async function publishContactSite(
  t: TestApp,
  owner: Account,
  formProps: Record<string, unknown> = {},
): Promise<ContactForm> {
  const site = await createWebsite(t.app, owner.token, { name: 'Corner Bakery' });
  const home = await homePage(t.app, owner.token, site.id);
  await saveOk(t.app, owner.token, home.id, sectionWith([el('HEADING', { text: 'Fresh bread' })]));
  const contact = await createPage(t.app, owner.token, site.id, { name: 'Contact' });
  const form = el('FORM', {
    formName: 'Contact us',
    successMessage: 'Thanks, we will write back!',
    ...formProps,
  });
  const field = (type: string, props: Record<string, unknown>) =>
    el(type, props, { parentId: form.id });
  const fields = {
    name: field('INPUT', { label: 'Your name', name: 'name', type: 'text', required: true }),
    email: field('INPUT', { label: 'E-mail', name: 'email', type: 'email', required: true }),
    phone: field('INPUT', { label: 'Phone', name: 'phone', type: 'tel' }),
    topic: field('SELECT', { label: 'Topic', name: 'topic', options: ['Orders', 'Catering'] }),
    message: field('TEXTAREA', { label: 'Message', name: 'message', required: true }),
    newsletter: field('CHECKBOX', { label: 'Send me news', name: 'newsletter' }),
    viaPhone: field('RADIO', { label: 'By phone', name: 'via' }),
    viaMail: field('RADIO', { label: 'By e-mail', name: 'via' }),
  };
  await saveOk(t.app, owner.token, contact.id, [
    ...sectionWith([el('HEADING', { text: 'Write to us' }), form]),
    ...Object.values(fields),
  ]);
  await publish(t.app, owner.token, site.id);
  const ids = Object.fromEntries(
    Object.entries(fields).map(([key, element]) => [key, element.id]),
  ) as ContactForm['ids'];
  return { site, host: siteHost(site), contact, formId: form.id, ids };
}

export async function contactSiteWithOwner(t: TestApp) {
  const owner = await registerOwner(t.app, t.database, 'pro');
  return { owner, form: await publishContactSite(t, owner) };
}

/** The hidden token a page's form carries. */
export function tokenIn(html: string, formId: string): string {
  const form = new RegExp(`<form[^>]*id="form-${formId}"[\\s\\S]*?</form>`).exec(html)?.[0];
  expect(form, `form ${formId} on the page`).toBeDefined();
  const token = /name="_token" value="([^"]*)"/.exec(form!)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

/** Opens the form's page as a visitor and returns its token, then lets the visitor "type". */
export async function pageToken(t: FormTestApp, form: ContactForm, fillMs = 2500): Promise<string> {
  const res = await inject(t.app, { method: 'GET', url: '/contact', headers: { host: form.host } });
  expect(res.statusCode).toBe(200);
  const token = tokenIn(res.body, form.formId);
  t.advance(fillMs);
  return token;
}

export const goodFields = (overrides: Record<string, string | string[]> = {}) => ({
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  topic: 'Catering',
  message: 'Do you bake for weddings?\r\nAbout 80 guests.',
  newsletter: 'yes',
  via: 'By e-mail',
  _website: '',
  ...overrides,
});

/** A browser's form post: urlencoded, from a client address of its own unless one is given. */
export function postForm(
  app: FastifyInstance,
  host: string,
  formId: string,
  fields: Record<string, string | string[]>,
  options: { remoteAddress?: string; url?: string; referer?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return inject(app, {
    method: 'POST',
    url: options.url ?? `/_forms/${formId}`,
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.referer ? { referer: options.referer } : {}),
    },
    payload: body.toString(),
  });
}

/** What every accepted post (and every post judged spam) answers: back to the page, sent. */
export function expectSent(res: LightMyRequestResponse, formId: string, page = '/contact'): void {
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe(`${page}?sent=${formId}#form-${formId}`);
  expect(res.body).toBe('');
}
