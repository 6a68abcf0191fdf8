import { describe, expect, it } from 'vitest';
import { postBodySchema } from '../blog/post-body.ts';
import { WEEKDAYS } from '../bookings/zoned-time.ts';
import { ELEMENT_CATALOGUE } from '../elements/catalogue.ts';
import { brokenPageLinks } from '../elements/element-links.ts';
import { elementInputSchema } from '../elements/element-schema.ts';
import { linksOfElement } from '../elements/element-links.ts';
import { parseLink } from '../elements/links.ts';
import { treeProblem } from '../elements/tree.ts';
import { paymentMethodsFor, storeSettingsOf } from '../commerce/store.ts';
import { contrastWarnings, siteThemeSchema } from '../theme/theme.ts';
import type { ElementData } from '../types.ts';
import { slugProblem } from '../websites/slug.ts';
import {
  buildTemplate,
  findSiteTemplate,
  SITE_TEMPLATES,
  TEMPLATE_FEATURES,
  templateDetail,
  templateImageKeys,
  type TemplateFeature,
  templateSummary,
} from './index.ts';

let counter = 0;
const newUuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const ids = SITE_TEMPLATES.map((template) => template.id);

describe('SITE_TEMPLATES', () => {
  it('starts with Blank, with unique ids and names, each found by its id', () => {
    expect(ids[0]).toBe('blank');
    expect(ids).toContain('salon');
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SITE_TEMPLATES.map((t) => t.name)).size).toBe(ids.length);
    for (const template of SITE_TEMPLATES) {
      expect(template.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(findSiteTemplate(template.id)).toBe(template);
    }
    expect(findSiteTemplate('castle')).toBeUndefined();
  });

  it('summarises a template with its counts and its pages', () => {
    const salon = findSiteTemplate('salon')!;
    expect(templateSummary(salon)).toMatchObject({
      id: 'salon',
      name: 'Salon',
      plan: 'free',
      pageCount: salon.pages.length,
      counts: { products: 2, services: 5, staff: 3, posts: 0 },
    });
    expect(templateDetail(salon).pages.filter((page) => page.isHome)).toEqual([
      { name: 'Home', slug: 'home', isHome: true },
    ]);
  });
});

describe.each(ids)('the %s template', (id) => {
  const template = findSiteTemplate(id)!;
  const built = buildTemplate(template, newUuid, (key) => `/media/template/${key}.jpg`);
  const pageIds = new Set(built.pages.map((page) => page.id));
  const everyTree: { where: string; elements: ElementData[] }[] = [
    ...built.pages.map((page) => ({ where: page.slug, elements: page.elements })),
    ...(built.header ? [{ where: 'header', elements: built.header.elements }] : []),
    ...(built.footer ? [{ where: 'footer', elements: built.footer.elements }] : []),
  ];

  it('describes itself for the gallery', () => {
    expect(template.name.trim()).not.toBe('');
    expect(template.description.length).toBeGreaterThan(20);
    expect(template.description.length).toBeLessThanOrEqual(120);
    expect(template.version).toBeGreaterThanOrEqual(1);
    for (const feature of template.features) expect(TEMPLATE_FEATURES).toContain(feature);
    expect(['free', 'pro']).toContain(template.plan);
  });

  it('has one home page and pages with unique, valid slugs', () => {
    expect(template.pages.filter((page) => page.isHome)).toHaveLength(1);
    const slugs = template.pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slugProblem(slug), slug).toBeNull();
    expect(new Set(template.pages.map((page) => page.key)).size).toBe(slugs.length);
  });

  it('builds trees the drop rules and the element schemas accept', () => {
    for (const { where, elements } of everyTree) {
      expect(treeProblem(elements), where).toBeNull();
      for (const element of elements) {
        const result = elementInputSchema.safeParse(element);
        expect(result.error?.issues ?? [], `${where}: ${element.type} ${element.name}`).toEqual([]);
      }
    }
  });

  it('links only to its own pages', () => {
    for (const { where, elements } of everyTree) {
      expect(brokenPageLinks(elements, pageIds), where).toEqual([]);
      for (const element of elements) {
        for (const { link } of linksOfElement(element.type, element.props)) {
          expect(parseLink(link), `${where}: ${link}`).not.toBeNull();
        }
      }
    }
  });

  it('has one h1 on every page that has content', () => {
    for (const page of built.pages) {
      if (page.elements.length === 0) continue;
      const h1 = page.elements.filter((e) => e.type === 'HEADING' && e.props.level === 1);
      expect(h1, page.slug).toHaveLength(1);
    }
    for (const part of [built.header, built.footer]) {
      const h1 = (part?.elements ?? []).filter((e) => e.type === 'HEADING' && e.props.level === 1);
      expect(h1).toEqual([]);
    }
  });

  it('reads as real copy, with no filler and no image without a picture', () => {
    const defaults = new Set(
      Object.values(ELEMENT_CATALOGUE)
        .flatMap((meta) => [meta.defaultProps.text, meta.defaultProps.title])
        .filter((v): v is string => typeof v === 'string'),
    );
    for (const { where, elements } of everyTree) {
      for (const element of elements) {
        if (element.type === 'IMAGE') {
          // Only the template's own pictures, each with its alt text.
          expect(element.props.src, `${where}: ${element.name}`).toMatch(
            new RegExp(`^/media/template/${id}/[a-z0-9-]+\\.jpg$`),
          );
          expect(String(element.props.alt).trim(), `${where}: ${element.name}`).not.toBe('');
        }
        for (const words of stringsIn(element.props)) {
          expect(words).not.toMatch(/lorem|ipsum|your headline|placeholder|change th/i);
          expect(defaults.has(words), words).toBe(false);
        }
      }
    }
  });

  it('has a valid theme without contrast warnings', () => {
    expect(siteThemeSchema.safeParse(template.theme).success).toBe(true);
    expect(contrastWarnings(template.theme)).toEqual([]);
  });

  it('has a business that holds together', () => {
    const serviceKeys = new Set(template.services.map((service) => service.key));
    expect(serviceKeys.size).toBe(template.services.length);
    for (const service of template.services) {
      expect(service.duration).toBeGreaterThan(0);
      expect(Number.isInteger(service.price)).toBe(true);
    }
    for (const person of template.staff) {
      for (const key of person.services) expect(serviceKeys.has(key), key).toBe(true);
      for (const [weekday, ranges] of Object.entries(person.weeklyHours)) {
        expect(WEEKDAYS).toContain(weekday);
        for (const range of ranges ?? []) expect(range.start < range.end).toBe(true);
      }
    }
    for (const product of template.products) {
      const combinations = (product.options ?? []).reduce(
        (total, option) => total * option.values.length,
        1,
      );
      if (product.options?.length) expect(product.variants).toHaveLength(combinations);
      for (const variant of product.variants ?? []) {
        for (const option of product.options ?? []) {
          expect(option.values).toContain(variant.options[option.name]);
        }
      }
    }
    expect(new Set(template.products.map((p) => p.slug)).size).toBe(template.products.length);
  });

  it('has post bodies the post body schema accepts, and covers among its own images', () => {
    for (const post of template.posts) {
      expect(postBodySchema.safeParse(post.body).success, post.title).toBe(true);
      if (post.cover) expect(templateImageKeys(id), post.title).toContain(post.cover);
    }
  });

  it('offers what its features promise, on its pages and in its business', () => {
    const types = new Set(built.pages.flatMap((page) => page.elements.map((e) => e.type)));
    const has = (feature: TemplateFeature) => template.features.includes(feature);
    expect(has('shop'), 'shop').toBe(types.has('PRODUCT_GRID') && template.products.length > 0);
    expect(has('bookings'), 'bookings').toBe(
      types.has('SERVICE_LIST') && template.services.length > 0 && template.staff.length > 0,
    );
    expect(has('blog'), 'blog').toBe(types.has('BLOG_GRID') && template.posts.length > 0);
    expect(has('forms'), 'forms').toBe(types.has('FORM'));
  });

  it('takes payment for what it sells', () => {
    if (!template.features.includes('shop')) return;
    const store = storeSettingsOf(template.store);
    const ways = [
      ...(store.pickup.enabled ? paymentMethodsFor(store, 'pickup') : []),
      ...(store.shippingRates.length > 0 ? paymentMethodsFor(store, 'shipping') : []),
    ];
    expect(ways.length).toBeGreaterThan(0);
  });

  it('gives each class places for several people, at times a teacher works', () => {
    for (const service of template.services.filter((s) => s.type === 'CLASS')) {
      expect(service.capacity ?? 1, service.name).toBeGreaterThan(1);
      const teachers = template.staff.filter((person) => person.services.includes(service.key));
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      const fits = teachers.some((person) =>
        Object.values(person.weeklyHours).some((ranges) =>
          (ranges ?? []).some((r) => minutes(r.end) - minutes(r.start) >= service.duration),
        ),
      );
      expect(fits, service.name).toBe(true);
    }
  });
});

describe('the salon template', () => {
  const salon = findSiteTemplate('salon')!;
  it('offers bookings with staff who work, a price list and a contact form', () => {
    expect(salon.features).toEqual(expect.arrayContaining(['bookings', 'forms']));
    expect(salon.staff.length).toBeGreaterThanOrEqual(2);
    for (const person of salon.staff) {
      expect(Object.keys(person.weeklyHours).length).toBeGreaterThan(0);
    }
    const built = buildTemplate(salon, newUuid, (key) => `/media/template/${key}.jpg`);
    const types = built.pages.flatMap((page) => page.elements.map((element) => element.type));
    expect(types).toEqual(expect.arrayContaining(['SERVICE_LIST', 'FORM', 'PRODUCT_GRID']));
    expect(built.pages.length).toBeGreaterThanOrEqual(3);
    expect(built.pages.length).toBeLessThanOrEqual(5);
  });
});

describe('the restaurant template', () => {
  it('asks for a table with who, when, how many and notes', () => {
    const built = buildTemplate(
      findSiteTemplate('restaurant')!,
      newUuid,
      (key) => `/media/template/${key}.jpg`,
    );
    const elements = built.pages.flatMap((page) => page.elements);
    const forms = elements.filter((e) => e.type === 'FORM' && e.props.formName === 'Table request');
    expect(forms).toHaveLength(1);
    const fields = elements.filter((e) => e.parentId === forms[0]!.id);
    expect(fields.map((e) => [e.type, e.props.name, e.props.required])).toEqual([
      ['INPUT', 'name', true],
      ['INPUT', 'email', true],
      ['INPUT', 'date', true],
      ['SELECT', 'time', true],
      ['SELECT', 'party_size', true],
      ['TEXTAREA', 'notes', false],
    ]);
    expect(fields.find((e) => e.props.name === 'email')!.props.type).toBe('email');
    expect(fields.find((e) => e.props.name === 'date')!.props.type).toBe('date');
  });
});

describe('the trades template', () => {
  const trades = findSiteTemplate('trades')!;
  const built = buildTemplate(trades, newUuid, (key) => `/media/template/${key}.jpg`);
  const page = (slug: string) => built.pages.find((p) => p.slug === slug)!;

  it('asks for a quote with name, phone, e-mail, postcode, type of job and description', () => {
    const elements = page('quote').elements;
    const forms = elements.filter((e) => e.type === 'FORM' && e.props.formName === 'Quote request');
    expect(forms).toHaveLength(1);
    const fields = elements.filter((e) => e.parentId === forms[0]!.id);
    expect(fields.map((e) => [e.type, e.props.name, e.props.required])).toEqual([
      ['INPUT', 'name', true],
      ['INPUT', 'phone', true],
      ['INPUT', 'email', true],
      ['INPUT', 'postcode', true],
      ['SELECT', 'job_type', false],
      ['TEXTAREA', 'description', true],
    ]);
    expect(fields.find((e) => e.props.name === 'phone')!.props.type).toBe('tel');
    expect(fields.find((e) => e.props.name === 'email')!.props.type).toBe('email');
  });

  it('lets a visitor dial the emergency line from the home and quote pages', () => {
    for (const slug of ['home', 'quote']) {
      const dials = page(slug).elements.filter(
        (e) => e.type === 'BUTTON' && String(e.props.href).startsWith('tel:'),
      );
      expect(dials.length, slug).toBeGreaterThan(0);
      for (const button of dials) expect(button.props.href).toMatch(/^tel:\d{10,11}$/);
    }
    expect(trades.plan).toBe('free');
  });
});

describe('the coach template', () => {
  const coach = findSiteTemplate('coach')!;

  it('starts with a free intro call every coach offers, then paid sessions', () => {
    const free = coach.services.filter((service) => service.price === 0);
    expect(free.map((service) => service.key)).toEqual(['intro']);
    expect(coach.services.filter((service) => service.price > 0).length).toBeGreaterThanOrEqual(2);
    for (const person of coach.staff) {
      expect(person.services, person.name).toContain('intro');
      expect(Object.keys(person.weeklyHours).length, person.name).toBeGreaterThan(0);
    }
    expect(coach.posts.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the photographer template', () => {
  const photographer = findSiteTemplate('photographer')!;
  const built = buildTemplate(photographer, newUuid, (key) => `/media/template/${key}.jpg`);

  it('shows its work on two portfolio pages, each picture with a caption', () => {
    for (const slug of ['weddings', 'portraits']) {
      const elements = built.pages.find((p) => p.slug === slug)!.elements;
      const pictures = elements.filter((e) => e.type === 'IMAGE');
      expect(pictures.length, slug).toBeGreaterThanOrEqual(3);
      for (const picture of pictures) {
        const siblings = elements.filter((e) => e.parentId === picture.parentId);
        const caption = siblings.find((e) => e.order === picture.order + 1);
        expect(caption?.type, `${slug}: ${String(picture.props.alt)}`).toBe('TEXT');
      }
    }
  });

  it('takes enquiries with an e-mail address and a date', () => {
    const elements = built.pages.flatMap((p) => p.elements);
    const forms = elements.filter((e) => e.type === 'FORM');
    expect(forms).toHaveLength(1);
    const fields = elements.filter((e) => e.parentId === forms[0]!.id);
    expect(fields.find((e) => e.props.name === 'email')).toMatchObject({
      props: { type: 'email', required: true },
    });
    expect(fields.find((e) => e.props.name === 'date')!.props.type).toBe('date');
  });
});
