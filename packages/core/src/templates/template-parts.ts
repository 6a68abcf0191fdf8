import { column, container, intro, section } from '../sections/parts.ts';
import type { SeedTree } from '../sections/seed.ts';

type Styles = NonNullable<SeedTree['styles']>;

/**
 * Parts the built-in templates share: each template composes its pages from the ready-made
 * sections' parts and these, and keeps only what is its own.
 */

/** A section that calls to action elsewhere can lead to (`#book`). */
export const anchored = (tree: SeedTree, anchor: string): SeedTree => ({
  ...tree,
  props: { ...tree.props, anchor },
});

/** One stretch of working hours in a day, as weekly hours write it. */
export const day = (start: string, end: string) => [{ start, end }];

/** The band at the top of an inner page: its one h1 over the theme's surface. */
export const pageTitle = (
  kickerText: string,
  title: string,
  words: string,
  styles: Styles = { paddingBottom: '32px', backgroundColor: 'var(--t-surface)' },
): SeedTree =>
  section(
    'Page title',
    [container([intro({ kicker: kickerText, title, text: words, level: 1 })])],
    styles,
  );

/**
 * A column of words with buttons side by side under them: the column lays its children out in a
 * wrapping row, each line of words taking the full width.
 */
export const wordsAndButtons = (
  name: string,
  words: SeedTree[],
  buttons: SeedTree[],
  styles: Styles = {},
): SeedTree =>
  column(
    name,
    [
      // The words keep their rhythm (8 px more than the gap), with more room before the buttons.
      ...words.map((tree, index) => ({
        ...tree,
        styles: {
          ...tree.styles,
          flexBasis: '100%',
          marginBottom: index === words.length - 1 ? '16px' : '8px',
        },
      })),
      ...buttons,
    ],
    {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      alignContent: 'center',
      gap: '12px',
      ...styles,
    },
  );

/** A form field of the template's forms. */
export const field = (
  type: 'INPUT' | 'TEXTAREA' | 'SELECT',
  props: Record<string, unknown>,
): SeedTree => ({
  type,
  props,
});
