import type { StyleMap } from '../types.ts';
import type { SeedTree } from './seed.ts';

/**
 * The shared design language of the section templates: one rhythm of spacing, one way to set a
 * small title above a heading, one card. Colours and corners are the theme's custom properties,
 * so every section follows the site theme.
 */

type Responsive = NonNullable<SeedTree['responsive']>;

/** Both sets of overrides, the second winning; breakpoints without any are left out. */
function mergeResponsive(base: Responsive, extra: Responsive = {}): Responsive {
  const merged: Responsive = {};
  for (const breakpoint of ['tablet', 'mobile'] as const) {
    const styles = { ...base[breakpoint], ...extra[breakpoint] };
    if (Object.keys(styles).length > 0) merged[breakpoint] = styles;
  }
  return merged;
}

/** Roomy on desktop, tighter on tablets and phones, where the side padding shrinks too. */
export function section(
  name: string,
  children: SeedTree[],
  styles: StyleMap = {},
  responsive?: Responsive,
): SeedTree {
  return {
    type: 'SECTION',
    name,
    styles: { paddingTop: '96px', paddingBottom: '96px', ...styles },
    responsive: mergeResponsive(
      {
        tablet: { paddingTop: '80px', paddingBottom: '80px' },
        mobile: {
          paddingTop: '64px',
          paddingBottom: '64px',
          paddingLeft: '8px',
          paddingRight: '8px',
        },
      },
      responsive,
    ),
    children,
  };
}

export const container = (children: SeedTree[], styles: StyleMap = {}): SeedTree => ({
  type: 'CONTAINER',
  styles,
  children,
});

export function row(
  children: SeedTree[],
  styles: StyleMap = {},
  responsive?: Responsive,
  name?: string,
): SeedTree {
  // Rows stack on phones, where columns aligned across the row would shrink to their content.
  const stacked: Responsive =
    styles.alignItems && styles.alignItems !== 'stretch'
      ? { mobile: { alignItems: 'stretch' } }
      : {};
  return { type: 'ROW', name, styles, responsive: mergeResponsive(stacked, responsive), children };
}

export function column(
  name: string,
  children: SeedTree[],
  styles: StyleMap = {},
  responsive?: Responsive,
): SeedTree {
  return { type: 'COLUMN', name, styles, responsive, children };
}

export const heading = (text: string, level: 1 | 2 | 3 | 4, styles?: StyleMap): SeedTree => ({
  type: 'HEADING',
  props: { text, level },
  styles,
});

export const text = (text: string, styles?: StyleMap, name?: string): SeedTree => ({
  type: 'TEXT',
  name,
  props: { text },
  styles,
});

/** The small capitals line above a heading that says what the section is about. */
export const kicker = (words: string, color = 'var(--t-primary)'): SeedTree =>
  text(
    words,
    {
      fontSize: '13px',
      fontWeight: '700',
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
      color,
    },
    'Small title',
  );

/** An introductory paragraph, a little larger and quieter than body text. */
export const lead = (words: string, styles: StyleMap = {}): SeedTree => ({
  ...text(words, { fontSize: '19px', color: 'var(--t-muted)', ...styles }, 'Introduction'),
  responsive: { mobile: { fontSize: '17px' } },
});

/** Secondary text such as a role or a caption. */
export const muted = (words: string, styles: StyleMap = {}, name?: string): SeedTree =>
  text(words, { color: 'var(--t-muted)', ...styles }, name);

export const button = (
  label: string,
  href: string,
  variant: 'primary' | 'secondary' | 'outline' = 'primary',
  styles?: StyleMap,
): SeedTree => ({ type: 'BUTTON', props: { text: label, href, variant }, styles });

/** An image for the owner to choose: empty, with the alt text saying what it should show. */
export const image = (alt: string, styles: StyleMap = {}): SeedTree => ({
  type: 'IMAGE',
  props: { src: '', alt },
  // No minimum height: the ratio alone sizes the empty placeholder, as it will the photo.
  styles: { borderRadius: 'var(--t-radius)', objectFit: 'cover', minHeight: '0', ...styles },
});

/** A heading block centred above a section's content (or left-aligned beside it). */
export function intro(
  parts: { kicker?: string; title: string; text?: string; level?: 1 | 2 },
  align: 'center' | 'left' = 'center',
): SeedTree {
  const centred: StyleMap =
    align === 'center'
      ? {
          alignItems: 'center',
          textAlign: 'center',
          maxWidth: '680px',
          marginLeft: 'auto',
          marginRight: 'auto',
        }
      : {};
  return column(
    'Intro',
    [
      ...(parts.kicker ? [kicker(parts.kicker)] : []),
      heading(parts.title, parts.level ?? 2),
      ...(parts.text ? [lead(parts.text)] : []),
    ],
    { gap: '16px', marginBottom: '56px', ...centred },
    { mobile: { marginBottom: '40px' } },
  );
}

/** A card in a row of cards: the theme's surface colour and corners, equal heights in a row. */
export const card = (
  name: string,
  children: SeedTree[],
  styles: StyleMap = {},
  responsive?: Responsive,
): SeedTree =>
  column(
    name,
    children,
    {
      padding: '32px',
      gap: '12px',
      backgroundColor: 'var(--t-surface)',
      borderRadius: 'var(--t-radius)',
      ...styles,
    },
    mergeResponsive({ mobile: { padding: '24px' } }, responsive),
  );

/** Buttons side by side, wrapping on narrow screens. */
export const buttonGroup = (buttons: SeedTree[], styles: StyleMap = {}): SeedTree =>
  column('Buttons', buttons, {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    ...styles,
  });

/**
 * A card's title: an H3 under the section's H2, so the page outline stays in order, drawn at the
 * theme's H4 size because a full H3 crowds a card a third of the page wide.
 */
export const cardTitle = (words: string): SeedTree =>
  heading(words, 3, { fontSize: 'var(--t-h4)' });
