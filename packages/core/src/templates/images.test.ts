import { describe, expect, it } from 'vitest';
import {
  findSiteTemplate,
  SITE_TEMPLATES,
  TEMPLATE_IMAGE_LICENCES,
  TEMPLATE_IMAGES,
  templateImage,
  templateImageKeys,
} from './index.ts';

const entries = Object.entries(TEMPLATE_IMAGES);

describe('TEMPLATE_IMAGES', () => {
  it('names each image {templateId}/{name} after a template, with a file in its folder', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, info] of entries) {
      const [templateId, name, ...rest] = key.split('/');
      expect(rest, key).toEqual([]);
      expect(findSiteTemplate(templateId!), key).toBeDefined();
      expect(name, key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(info.file, key).toMatch(new RegExp(`^${templateId}/${name}\\.(jpg|webp)$`));
    }
    const files = entries.map(([, info]) => info.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('gives each image alt text that describes it, not a file name or a placeholder', () => {
    for (const [key, { alt }] of entries) {
      expect(alt.trim().length, key).toBeGreaterThan(15);
      expect(alt, key).not.toMatch(/\.(jpe?g|png|webp|svg|gif)\b/i);
      expect(alt, key).not.toMatch(/^(image|photo|picture|img)\b|placeholder|todo|lorem/i);
      expect(alt, key).not.toContain(key);
    }
  });

  it('records a licence anyone may use, the source and the author of each', () => {
    for (const [key, info] of entries) {
      expect(TEMPLATE_IMAGE_LICENCES, key).toContain(info.licence);
      expect(info.source.trim().length, key).toBeGreaterThan(10);
      expect(info.author.trim(), key).not.toBe('');
    }
  });

  it('answers one template’s keys and throws for an unknown one', () => {
    expect(templateImageKeys('salon')).toContain('salon/hero');
    expect(templateImageKeys('salon').every((key) => key.startsWith('salon/'))).toBe(true);
    expect(templateImageKeys('sal')).toEqual([]);
    expect(templateImage('salon/hero').file).toBe('salon/hero.jpg');
    expect(() => templateImage('salon/nothing')).toThrow(/salon\/nothing/);
  });

  it('holds every product photo a template names, under that template', () => {
    for (const template of SITE_TEMPLATES) {
      const keys = templateImageKeys(template.id);
      for (const product of template.products) {
        for (const key of product.images ?? []) expect(keys, product.name).toContain(key);
      }
    }
  });
});
