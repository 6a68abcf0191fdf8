import type { BlockDefinition, BlockProps } from '../types.ts';
import { isAnchorName } from '@tessera/core';
import { cx, str } from '../types.ts';

/**
 * A section's anchor is its id, so `page:{pageId}#{anchor}` links lead to it. The builder canvas
 * leaves it out: the canvas shares its document with the builder's own controls.
 */
export function Section({ root, props, ctx, children }: BlockProps) {
  const anchor = str(props.anchor);
  const id = ctx.mode !== 'editor' && isAnchorName(anchor) ? anchor : undefined;
  return (
    <section {...root} id={id ?? root.id} className={cx('t-section', root.className)}>
      {children}
    </section>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Section,
  css: [
    '.t-section{display:block}',
    ':where(.t-section)>.t-row{max-width:1088px;margin-left:auto;margin-right:auto}',
  ],
};
