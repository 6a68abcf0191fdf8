import { ELEMENT_REGISTRY } from './catalogue.ts';

/** The nine palette categories, in palette order. */
export const ELEMENT_CATEGORIES = [
  { id: 'layout', label: 'Layout' },
  { id: 'content', label: 'Content' },
  { id: 'form', label: 'Form' },
  { id: 'navigation', label: 'Navigation' },
  { id: 'ecommerce', label: 'E-commerce' },
  { id: 'booking', label: 'Booking' },
  { id: 'blog', label: 'Blog' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'other', label: 'Other' },
] as const;
export type ElementCategory = (typeof ELEMENT_CATEGORIES)[number]['id'];

/** The element types: the names the catalogue registers, in palette order. */
export type ElementType = keyof typeof ELEMENT_REGISTRY;

export const ELEMENT_TYPES = Object.keys(ELEMENT_REGISTRY) as ElementType[];

/** The types of each palette category, in palette order. */
export const ELEMENT_TYPES_BY_CATEGORY = {} as Record<ElementCategory, readonly ElementType[]>;
for (const { id } of ELEMENT_CATEGORIES) {
  ELEMENT_TYPES_BY_CATEGORY[id] = ELEMENT_TYPES.filter(
    (type) => ELEMENT_REGISTRY[type].category === id,
  );
}

export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && (ELEMENT_TYPES as readonly string[]).includes(value);
}

export function categoryOf(type: ElementType): ElementCategory {
  for (const [category, types] of Object.entries(ELEMENT_TYPES_BY_CATEGORY)) {
    if ((types as readonly string[]).includes(type)) return category as ElementCategory;
  }
  throw new Error(`Unknown element type ${type}`);
}
