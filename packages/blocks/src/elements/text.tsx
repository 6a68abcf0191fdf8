import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';

/**
 * `{year}` in a text reads as the year the page is drawn in, so a footer's "© {year} Name" never
 * shows a past year (the ready-made Footer's small print uses it).
 */
export const withCurrentYear = (text: string, now = new Date()): string =>
  text.replaceAll('{year}', String(now.getFullYear()));

export function Text({ root, props }: BlockProps) {
  const text = str(props.text);
  // Line breaks typed by the owner are kept (white-space: pre-line in the base CSS). Edited in
  // place on the canvas, the text shows its {year} as typed, so the edit keeps it.
  return (
    <p {...root} className={cx('t-text', root.className)}>
      {root.contentEditable ? text : withCurrentYear(text)}
    </p>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Text,
  css: ['.t-text{margin:0;white-space:pre-line;line-height:1.6}'],
};
