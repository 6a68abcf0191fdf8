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

export const ELEMENT_TYPES_BY_CATEGORY = {
  layout: ['SECTION', 'CONTAINER', 'ROW', 'COLUMN', 'SPACER', 'DIVIDER'],
  content: ['HEADING', 'TEXT', 'IMAGE', 'VIDEO', 'BUTTON', 'ICON'],
  form: ['FORM', 'INPUT', 'TEXTAREA', 'SELECT', 'CHECKBOX', 'RADIO'],
  navigation: ['NAVBAR', 'MENU', 'BREADCRUMB'],
  ecommerce: ['PRODUCT_GRID', 'PRODUCT_CARD', 'CART', 'CHECKOUT'],
  booking: ['CALENDAR', 'SERVICE_LIST', 'BOOKING_FORM'],
  blog: ['BLOG_GRID', 'BLOG_POST', 'BLOG_CARD'],
  portfolio: ['PORTFOLIO_GRID', 'PORTFOLIO_ITEM'],
  other: ['MAP', 'EMBED', 'CODE'],
} as const satisfies Record<ElementCategory, readonly string[]>;

export type ElementType =
  (typeof ELEMENT_TYPES_BY_CATEGORY)[keyof typeof ELEMENT_TYPES_BY_CATEGORY][number];

export const ELEMENT_TYPES: readonly ElementType[] = Object.values(
  ELEMENT_TYPES_BY_CATEGORY,
).flat() as ElementType[];

export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && (ELEMENT_TYPES as readonly string[]).includes(value);
}

export function categoryOf(type: ElementType): ElementCategory {
  for (const [category, types] of Object.entries(ELEMENT_TYPES_BY_CATEGORY)) {
    if ((types as readonly string[]).includes(type)) return category as ElementCategory;
  }
  throw new Error(`Unknown element type ${type}`);
}
