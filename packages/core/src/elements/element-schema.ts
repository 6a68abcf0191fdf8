import { z } from 'zod';
import { ELEMENT_CATALOGUE } from './catalogue.ts';
import { ELEMENT_TYPES, type ElementType } from './element-types.ts';
import { completeProps, propsSchemaFor } from './props.ts';
import { responsiveSchema, stylesSchema } from './styles.ts';

export const MAX_ELEMENTS_PER_PAGE = 5000;

const typeField = z.enum(ELEMENT_TYPES as [ElementType, ...ElementType[]], {
  error: (issue) =>
    issue.input === undefined
      ? 'Element type is required'
      : `Unknown element type ${JSON.stringify(issue.input)}`,
});

const nameField = z
  .string({ error: 'Element name must be text' })
  .trim()
  .max(100, 'Element name must be at most 100 characters');

/** Checks props against the element's type and fills in the type's defaults. */
function withCheckedProps<T extends { type: ElementType; props?: unknown; name?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  const result = propsSchemaFor(value.type).safeParse(value.props ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['props', ...issue.path] });
    }
    return z.NEVER;
  }
  return {
    ...value,
    name: value.name || ELEMENT_CATALOGUE[value.type].label,
    props: completeProps(value.type, value.props),
  };
}

/** One element of a page as the client sends it in a save (ids are made by the client). */
export const elementInputSchema = z
  .object({
    id: z.uuid({ error: 'Element id must be a UUID' }),
    parentId: z.uuid({ error: 'Parent id must be a UUID' }).nullable().default(null),
    type: typeField,
    name: nameField.optional(),
    props: z.unknown().optional(),
    styles: stylesSchema.default({}),
    responsive: responsiveSchema.default({}),
    order: z
      .number({ error: 'Order must be a number' })
      .int('Order must be a whole number')
      .min(0, 'Order cannot be negative')
      .default(0),
    isVisible: z.boolean({ error: 'isVisible must be true or false' }).default(true),
  })
  .transform(withCheckedProps);
export type ElementInput = z.output<typeof elementInputSchema>;

export const savePageSchema = z.object({
  elements: z
    .array(elementInputSchema, { error: 'Elements must be a list' })
    .max(MAX_ELEMENTS_PER_PAGE, `A page can hold at most ${MAX_ELEMENTS_PER_PAGE} elements`),
  /** The page version the client started from; a newer one on the server means a conflict. */
  version: z.number().int().min(0).optional(),
});

/** POST /api/elements/page/{pageId}: a new element; the server makes the id unless one is given. */
export const createElementSchema = z
  .object({
    id: z.uuid({ error: 'Element id must be a UUID' }).optional(),
    parentId: z.uuid({ error: 'Parent id must be a UUID' }).nullable().default(null),
    type: typeField,
    name: nameField.optional(),
    props: z.unknown().optional(),
    styles: stylesSchema.optional(),
    responsive: responsiveSchema.default({}),
    order: z
      .number()
      .int('Order must be a whole number')
      .min(0, 'Order cannot be negative')
      .optional(),
    isVisible: z.boolean().default(true),
  })
  .transform((value, ctx) => {
    const checked = withCheckedProps(value, ctx);
    if (checked === z.NEVER) return z.NEVER;
    return {
      ...checked,
      styles: value.styles ?? { ...ELEMENT_CATALOGUE[value.type].defaultStyles },
    };
  });

/** PUT /api/elements/{id}: content and look; the type and the place in the tree do not change here. */
export const updateElementSchema = z.object({
  name: nameField.min(1, 'Element name cannot be empty').optional(),
  props: z.unknown().optional(),
  styles: stylesSchema.optional(),
  responsive: responsiveSchema.optional(),
  isVisible: z.boolean({ error: 'isVisible must be true or false' }).optional(),
});

export const moveElementSchema = z.object({
  parentId: z.uuid({ error: 'Parent id must be a UUID' }).nullable(),
  order: z
    .number({ error: 'Order is required' })
    .int('Order must be a whole number')
    .min(0, 'Order cannot be negative'),
});
