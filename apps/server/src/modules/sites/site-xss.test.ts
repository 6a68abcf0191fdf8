import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type ElementType, type FieldDef, type Website } from '@tessera/core';
import { elements as elementsTable } from '../../db/schema.ts';
import {
  everyType,
  fieldsOf,
  maxLengthOf,
  TEXT_KINDS,
  URL_KINDS,
} from '../../test/element-coverage.ts';
import { parseHtml, type ParsedPage } from '../../test/html.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  savePage,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</style></title></textarea><script>alert(1)</script>',
  'javascript:alert(1)',
];

/** Addresses the API must refuse wherever an address goes. */
const UNSAFE_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/\\evil.example',
  'https://example.com/"onerror="alert(1)',
  '/x"><script>alert(1)</script>',
];

/** Odd but allowed addresses: they must come out exactly as given, inside their attribute. */
const ODD_SAFE_URLS: Record<string, string> = {
  url: "https://example.com/?q='onmouseover=alert(1)//&x=1#a'b",
  media: "https://cdn.example.com/pic.png?v='onerror=alert(1)",
  'https-url': "https://embed.example.com/?a='b'&c=d",
  links: "mailto:owner@example.com?subject=');alert(1);//",
  portfolio: "/work?x='onfocus=alert(1)&y=2",
};

let t: TestApp;
let token: string;
let site: Website;
let host: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  site = await createWebsite(t.app, token, { name: 'Safe Bakery' });
  host = siteHost(site);
});

afterAll(async () => {
  await t?.close();
});

/** A text value for a field: which field it is, then the payload, within the field's limit. */
const textValue = (type: ElementType, field: string, payload: string, max: number) =>
  `${type}.${field}:${payload}`.slice(0, max);

function textProps(type: ElementType, payload: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, field] of fieldsOf(type)) {
    if (TEXT_KINDS.has(field.kind))
      props[name] = textValue(type, name, payload, maxLengthOf(field));
    if (field.kind === 'options') props[name] = [textValue(type, name, payload, 200)];
    if (field.kind === 'links') {
      props[name] = [{ label: textValue(type, name, payload, 100), href: '/contact' }];
    }
    if (field.kind === 'portfolio-items') {
      props[name] = [
        {
          image: 'https://cdn.example.com/work.png',
          title: textValue(type, `${name}.title`, payload, 200),
          description: textValue(type, `${name}.description`, payload, 2000),
          href: '/work',
        },
      ];
    }
  }
  // Shown only with an image: the alt text goes on the <img>.
  if (type === 'IMAGE') props.src = 'https://cdn.example.com/bread.jpg';
  // Drawn only with somewhere to go: a live page leaves out a button without a link.
  if (type === 'BUTTON') props.href = '/contact';
  return props;
}

/** The text values `textProps` gave a field. */
function shownValues(type: ElementType, name: string, field: FieldDef, payload: string): string[] {
  if (field.kind === 'portfolio-items') {
    return [`${name}.title`, `${name}.description`].map((f) => textValue(type, f, payload, 200));
  }
  if (field.kind === 'links') return [textValue(type, name, payload, 100)];
  if (field.kind === 'options') return [textValue(type, name, payload, 200)];
  if (TEXT_KINDS.has(field.kind)) return [textValue(type, name, payload, maxLengthOf(field))];
  return [];
}

/** The values a visitor can see or a browser reads: text and every attribute, decoded. */
const shownStrings = (page: ParsedPage) => [
  ...page.texts,
  ...page.tags.flatMap((tag) => Object.values(tag.attrs)),
];

const SAFE_ADDRESS = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#|\?|$)/i;
const TRUSTED_PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

/** Nothing on the page can run: no script element, no handler, no unsafe address, no open frame. */
function expectInert(page: ParsedPage, label: string) {
  expect(page.all('script'), label).toEqual([]);
  for (const tag of page.tags) {
    const handlers = Object.keys(tag.attrs).filter((name) => name.startsWith('on'));
    expect(handlers, `${label}: <${tag.name}> handlers`).toEqual([]);
    for (const name of ['href', 'src', 'action', 'formaction', 'poster', 'xlink:href']) {
      const value = tag.attrs[name];
      // The head's empty icon when the site has none (document.ts): a constant that holds nothing.
      if (tag.name === 'link' && tag.attrs.rel === 'icon' && value === 'data:,') continue;
      if (value !== undefined)
        expect(value, `${label}: <${tag.name} ${name}>`).toMatch(SAFE_ADDRESS);
    }
    expect(tag.attrs.srcdoc, `${label}: srcdoc`).toBeUndefined();
    if (tag.name === 'iframe' && !TRUSTED_PLAYERS.test(tag.attrs.src ?? '')) {
      expect(tag.attrs.sandbox, `${label}: iframe sandbox`).toBeDefined();
      expect(tag.attrs.sandbox).not.toContain('allow-same-origin');
    }
  }
}

describe('owner text on a published page', () => {
  it('is shown as text for every string prop of every block, and nothing runs', async () => {
    const pages: {
      slug: string;
      payload: string;
      codeId: string;
      placed: ReturnType<typeof everyType>['placed'];
    }[] = [];
    for (const [index, payload] of PAYLOADS.entries()) {
      const page = await createPage(t.app, token, site.id, { name: `Payload ${index}` });
      const { elements, placed } = everyType((type) => textProps(type, payload));
      await saveOk(t.app, token, page.id, elements);
      const codeId = placed.find((p) => p.type === 'CODE')!.element.id;
      pages.push({ slug: page.slug, payload, codeId, placed });
    }
    await publish(t.app, token, site.id);

    for (const { slug, payload, codeId, placed } of pages) {
      const res = await visit(t.app, host, `/${slug}`);
      expect(res.statusCode).toBe(200);
      if (/[<"]/.test(payload)) expect(res.body).not.toContain(payload);
      const page = parseHtml(res.body);
      expectInert(page, payload);
      const shown = shownStrings(page);
      // A form's success message shows once it was sent, in the page the post redirects to.
      const formId = placed.find((p) => p.type === 'FORM')!.element.id;
      const sent = await visit(t.app, host, `/${slug}?sent=${formId}`);
      const sentPage = parseHtml(sent.body);
      expectInert(sentPage, `${payload} (sent)`);
      const shownOnceSent = shownStrings(sentPage);
      const checked: string[] = [];
      for (const { type } of placed) {
        if (type === 'CODE') continue;
        for (const [name, field] of fieldsOf(type)) {
          for (const value of shownValues(type, name, field, payload)) {
            if (type === 'FORM' && name === 'successMessage') {
              expect(
                shownOnceSent.some((s) => s.includes(value)),
                `${value} shown as text`,
              ).toBe(true);
              checked.push(value);
              continue;
            }
            expect(
              shown.some((s) => s.includes(value)),
              `${value} shown as text`,
            ).toBe(true);
            checked.push(value);
          }
        }
      }
      // Every element type with text fields took part.
      expect(new Set(checked.map((v) => v.split('.')[0])).size).toBeGreaterThanOrEqual(15);

      // The custom code runs only in its own sandboxed document, never in the page.
      const code = await visit(t.app, host, `/_code/${codeId}`);
      expect(code.statusCode).toBe(200);
      expect(code.body).toBe(textValue('CODE', 'code', payload, 50000));
      expect(code.headers['content-security-policy']).toMatch(/^sandbox allow-scripts /);
      expect(code.headers['content-security-policy']).not.toContain('allow-same-origin');
      const frame = page.all('iframe').find((f) => f.attrs.src === `/_code/${codeId}`);
      expect(frame?.attrs.sandbox).toBe(
        'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox',
      );
    }
  });

  it('is escaped in the head: site name, SEO title and description, page name, title and description', async () => {
    for (const payload of PAYLOADS.slice(0, 4)) {
      const owner = await registerOwner(t.app, t.database, 'enterprise');
      const website = await createWebsite(t.app, owner.token, { name: payload });
      const put = await call(t.app, owner.token, 'PUT', `/api/websites/${website.id}`, {
        seoTitle: `SEO ${payload}`,
        seoDescription: `Site description ${payload}`,
      });
      expect(put.statusCode, put.body).toBe(200);
      const page = await createPage(t.app, owner.token, website.id, {
        name: `Page ${payload}`,
        slug: 'inner',
      });
      await saveOk(t.app, owner.token, page.id, [el('NAVBAR', { brand: '' })]);
      const titled = await createPage(t.app, owner.token, website.id, {
        name: 'Titled',
        title: `Title ${payload}`,
        description: `Page description ${payload}`,
      });
      await publish(t.app, owner.token, website.id);
      const h = siteHost(website);

      const inner = await visit(t.app, h, '/inner');
      expect(inner.body).not.toContain(payload);
      const innerPage = parseHtml(inner.body);
      expectInert(innerPage, payload);
      expect(innerPage.one('title').text).toBe(`Page ${payload} | SEO ${payload}`);
      expect(innerPage.meta('description')).toBe(`Site description ${payload}`);
      expect(innerPage.meta('og:site_name')).toBe(payload);
      // The navbar shows the site's name as its brand and each page's name as a link.
      expect(innerPage.one('header').text).toContain(payload);
      expect(innerPage.all('a').map((a) => a.text)).toContain(`Page ${payload}`);

      const titledPage = parseHtml((await visit(t.app, h, `/${titled.slug}`)).body);
      expectInert(titledPage, payload);
      expect(titledPage.one('title').text).toBe(`Title ${payload}`);
      expect(titledPage.meta('og:title')).toBe(`Title ${payload}`);
      expect(titledPage.meta('og:description')).toBe(`Page description ${payload}`);

      const missing = parseHtml((await visit(t.app, h, '/nowhere')).body);
      expectInert(missing, payload);
      expect(missing.one('title').text).toBe(`Page not found | SEO ${payload}`);
    }
  });
});

describe('addresses in props', () => {
  const urlFields = ELEMENT_TYPES.flatMap((type) =>
    fieldsOf(type)
      .filter(
        ([, field]) =>
          URL_KINDS.has(field.kind) || ['links', 'portfolio-items'].includes(field.kind),
      )
      .map(([name, field]) => ({ type, name, kind: field.kind })),
  );

  function propsWithUrl(kind: string, name: string, url: string): Record<string, unknown> {
    if (kind === 'links') return { [name]: [{ label: 'Go', href: url }] };
    if (kind === 'portfolio-items') {
      return { [name]: [{ image: url, title: 'Work', description: '', href: url }] };
    }
    return { [name]: url };
  }

  it('are refused when unsafe, wherever they go, and nothing is saved', async () => {
    expect(urlFields.length).toBeGreaterThanOrEqual(10);
    const page = await homePage(t.app, token, site.id);
    const before = await call(t.app, token, 'GET', `/api/pages/${page.id}`);
    for (const { type, name, kind } of urlFields) {
      for (const url of UNSAFE_URLS) {
        const element = el(type, propsWithUrl(kind, name, url));
        const list = type === 'NAVBAR' ? [element] : sectionWith([element]);
        const res = await savePage(t.app, token, page.id, list);
        expect(res.statusCode, `${type}.${name} = ${url}`).toBe(400);
      }
    }
    for (const faviconUrl of ['javascript:alert(1)', '//evil.example/icon.png']) {
      const res = await call(t.app, token, 'PUT', `/api/websites/${site.id}`, { faviconUrl });
      expect(res.statusCode, faviconUrl).toBe(400);
    }
    for (const [type, props] of [
      ['ICON', { color: 'red;background:url(javascript:alert(1))' }],
      ['ICON', { name: '<script>' }],
    ] as const) {
      const res = await savePage(t.app, token, page.id, sectionWith([el(type, props)]));
      expect(res.statusCode, `${type} ${JSON.stringify(props)}`).toBe(400);
    }
    expect((await call(t.app, token, 'GET', `/api/pages/${page.id}`)).json()).toEqual(
      before.json(),
    );
  });

  it('come out exactly as given when odd but allowed, and stay inside their attribute', async () => {
    const page = await createPage(t.app, token, site.id, { name: 'Odd links' });
    const used: string[] = [];
    const blocks = urlFields
      .filter(({ type }) => type !== 'NAVBAR')
      .map(({ type, name, kind }) => {
        const url =
          kind === 'links'
            ? ODD_SAFE_URLS.links!
            : kind === 'portfolio-items'
              ? ODD_SAFE_URLS.portfolio!
              : ODD_SAFE_URLS[kind]!;
        used.push(url);
        return el(type, {
          ...propsWithUrl(kind, name, url),
          ...(type === 'IMAGE' && name === 'href' ? { src: 'https://cdn.example.com/a.png' } : {}),
        });
      });
    await saveOk(t.app, token, page.id, sectionWith(blocks));
    await publish(t.app, token, site.id);
    const res = await visit(t.app, host, `/${page.slug}`);
    const parsed = parseHtml(res.body);
    expectInert(parsed, 'odd urls');
    const attributeValues = parsed.tags.flatMap((tag) => Object.values(tag.attrs));
    for (const url of new Set(used)) {
      expect(attributeValues, url).toContain(url);
    }
  });

  it('written to the database some other way are still never rendered unsafely', async () => {
    const page = await createPage(t.app, token, site.id, { name: 'Tampered' });
    const button = el('BUTTON', { text: 'Click', href: '/fine' });
    const image = el('IMAGE', { src: 'https://cdn.example.com/a.png', alt: 'A' });
    const embed = el('EMBED', { url: 'https://embed.example.com/' });
    await saveOk(
      t.app,
      token,
      page.id,
      sectionWith([button, image, embed], { styles: { color: 'red' } }),
    );
    const db = t.database.db;
    const tamper = (id: string, values: Partial<typeof elementsTable.$inferInsert>) =>
      db.update(elementsTable).set(values).where(eq(elementsTable.id, id));
    await tamper(button.id, { props: { text: 'Click', href: 'javascript:alert(1)' } });
    await tamper(image.id, {
      props: { src: 'javascript:alert(1)', alt: 'A', href: 'data:text/html,x' },
      styles: {
        color: 'red}</style><script>alert(1)</script>',
        backgroundImage: 'url(javascript:alert(1))',
      },
      responsive: { mobile: { width: 'expression(alert(1))', height: '10px' } },
    });
    await tamper(embed.id, { props: { url: 'http://insecure.example.com/' } });
    await publish(t.app, token, site.id);

    const res = await visit(t.app, host, '/tampered');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/javascript:|expression\(|data:text/i);
    const parsed = parseHtml(res.body);
    expectInert(parsed, 'tampered');
    expect(parsed.all('style')).toHaveLength(1);
    expect(parsed.one('style').text).toContain('height:10px');
    expect(parsed.all('iframe')).toEqual([]);
  });
});
