import { describe, expect, it } from 'vitest';
import {
  isOwnerTemplateId,
  saveOwnerTemplateSchema,
  templateFileName,
  templateFileSchema,
} from './owner-templates.ts';

const page = {
  id: '6f1c1f8e-8d0e-4f57-9a53-2f0b8f5a1c11',
  name: 'Home',
  slug: 'home',
  isHome: true,
  kind: 'page',
  elements: [],
};

describe('own templates', () => {
  it('tells an own template id (a UUID) from a built-in one (a slug)', () => {
    expect(isOwnerTemplateId('6f1c1f8e-8d0e-4f57-9a53-2f0b8f5a1c11')).toBe(true);
    expect(isOwnerTemplateId('salon')).toBe(false);
    expect(isOwnerTemplateId('blank')).toBe(false);
  });

  it('saves the design alone unless kinds are ticked', () => {
    expect(saveOwnerTemplateSchema.parse({ name: ' Look ' })).toEqual({
      name: 'Look',
      description: '',
      include: { products: false, services: false, staff: false, posts: false },
    });
    expect(saveOwnerTemplateSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Template name is required',
    );
  });

  it('names the export file after the template, safe on every system', () => {
    expect(templateFileName('Salon look')).toBe('Salon look.tessera-template.json');
    expect(templateFileName('a/b\\c:"d"')).toBe('abcd.tessera-template.json');
    expect(templateFileName('///')).toBe('template.tessera-template.json');
  });

  it('reads only its own format and version', () => {
    const file = { format: 'tessera-template', version: 1, name: 'Look', site: {}, pages: [page] };
    expect(templateFileSchema.safeParse(file).success).toBe(true);
    expect(
      templateFileSchema.safeParse({ ...file, format: 'other' }).error?.issues[0]?.message,
    ).toBe('This is not a Tessera template file');
    expect(templateFileSchema.safeParse({ ...file, version: 2 }).success).toBe(false);
    expect(templateFileSchema.safeParse({ ...file, pages: [] }).error?.issues[0]?.message).toBe(
      'A template needs at least one page',
    );
    expect(
      templateFileSchema.safeParse({
        ...file,
        images: [{ sha256: 'abc', name: 'x.png', data: 'AAAA' }],
      }).success,
    ).toBe(false);
  });
});
