import { z } from 'zod';
import { ELEMENT_CATALOGUE } from './catalogue.ts';
import type { ElementType } from './element-types.ts';
import type { FieldDef } from './fields.ts';
import { isSafeMediaUrl } from './urls.ts';
import { ANCHOR_MAX_LENGTH, ANCHOR_MESSAGE, isAnchorName, linkProblem } from './links.ts';
import { isSafeColor } from './styles.ts';

const plainText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`);

/** A link prop: a page link or a safe address, with the reason named when it is neither. */
const linkText = (label: string) =>
  plainText(label, 2048).superRefine((value, ctx) => {
    const problem = linkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
  });

const linkSchema = (label: string) =>
  z.object({
    label: plainText(`${label} label`, 100),
    href: linkText(`${label} link`),
  });

function schemaFor(field: FieldDef): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'code':
      return plainText(label, field.maxLength ?? 1000);
    case 'number': {
      let n = z
        .number({ error: `${label} must be a number` })
        .min(field.min, `${label} must be at least ${field.min}`)
        .max(field.max, `${label} must be at most ${field.max}`);
      if (field.integer) n = n.int(`${label} must be a whole number`);
      return n;
    }
    case 'select': {
      const values = field.options.map((o) => o.value);
      return z.custom((v) => values.includes(v as string | number), {
        message: `${label} must be one of ${values.join(', ')}`,
      });
    }
    case 'boolean':
      return z.boolean({ error: `${label} must be on or off` });
    case 'url':
      return linkText(label);
    case 'media':
      return plainText(label, 2048).refine(
        isSafeMediaUrl,
        `${label} must be an http(s) address or a path on this site`,
      );
    case 'https-url':
      return plainText(label, 2048).refine(
        (v) => v === '' || /^https:\/\/[^\s<>"]+$/i.test(v),
        `${label} must start with https://`,
      );
    case 'email':
      return plainText(label, 254).refine(
        (v) => v === '' || z.email().safeParse(v).success,
        `${label} must be an e-mail address such as you@example.com`,
      );
    case 'color':
      return plainText(label, 64).refine(
        (v) => v === '' || isSafeColor(v),
        `${label} must be a colour such as #4f46e5`,
      );
    case 'anchor':
      return plainText(label, ANCHOR_MAX_LENGTH).refine(
        (v) => v === '' || isAnchorName(v),
        `${label} ${ANCHOR_MESSAGE}`,
      );
    case 'icon':
      return plainText(label, 60).regex(
        /^[a-z0-9-]+$/,
        `${label} must be an icon name such as star`,
      );
    case 'links':
      return z
        .array(linkSchema(label), { error: `${label} must be a list` })
        .max(field.max ?? 30, `${label}: at most ${field.max ?? 30}`);
    case 'options':
      return z
        .array(plainText('Option', 200), { error: `${label} must be a list` })
        .max(field.max ?? 100, `${label}: at most ${field.max ?? 100}`);
    case 'portfolio-items':
      return z
        .array(
          z.object({
            image: plainText('Item image', 2048).refine(
              isSafeMediaUrl,
              'Item image must be an http(s) address or a path on this site',
            ),
            title: plainText('Item title', 200),
            description: plainText('Item description', 2000),
            href: linkText('Item link'),
          }),
          { error: `${label} must be a list` },
        )
        .max(field.max ?? 60, `${label}: at most ${field.max ?? 60}`);
    case 'reference':
      return z.uuid({ error: `${label} must be chosen from the list` }).nullable();
  }
}

const propsSchemas = new Map<ElementType, z.ZodType<Record<string, unknown>>>();

/** The schema of a type's props: known props only (others are dropped), each optional. */
export function propsSchemaFor(type: ElementType): z.ZodType<Record<string, unknown>> {
  let schema = propsSchemas.get(type);
  if (!schema) {
    const shape = Object.fromEntries(
      Object.entries(ELEMENT_CATALOGUE[type].fields).map(([name, field]) => [
        name,
        schemaFor(field).optional(),
      ]),
    );
    schema = z.object(shape) as unknown as z.ZodType<Record<string, unknown>>;
    propsSchemas.set(type, schema);
  }
  return schema;
}

/** A type's defaults overlaid with the given props, validated; throws a ZodError when invalid. */
export function completeProps(type: ElementType, props: unknown): Record<string, unknown> {
  const parsed = propsSchemaFor(type).parse(props ?? {});
  const defined = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
  // A deep copy: elements must never share the catalogue's default lists.
  const defaults = JSON.parse(JSON.stringify(ELEMENT_CATALOGUE[type].defaultProps)) as Record<
    string,
    unknown
  >;
  return { ...defaults, ...defined };
}
