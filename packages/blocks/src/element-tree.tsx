import type { ReactNode } from 'react';
import { isElementType, type ElementData } from '@tessera/core';
import { leftOutOnLive } from './left-out.ts';
import { BLOCKS } from './registry.ts';
import { SiteLocaleContext } from './store/price.tsx';
import type { RenderContext, RootAttributes } from './types.ts';

export interface ElementTreeProps {
  elements: readonly ElementData[];
  ctx: RenderContext;
  /** Attributes for an element's outermost tag: classes and styles (published site or canvas). */
  rootFor: (element: ElementData) => RootAttributes;
  /** Lets the builder wrap each rendered element with its editing chrome. */
  wrap?: (element: ElementData, rendered: ReactNode) => ReactNode;
  /** Hidden elements are skipped unless the caller wants to see them (the builder does). */
  includeHidden?: boolean;
}

/** Renders a page's flat element list as the nested tree it describes. */
export function ElementTree({
  elements,
  ctx,
  rootFor,
  wrap,
  includeHidden = false,
}: ElementTreeProps) {
  const children = new Map<string | null, ElementData[]>();
  for (const element of elements) {
    if (!includeHidden && !element.isVisible) continue;
    const list = children.get(element.parentId) ?? [];
    list.push(element);
    children.set(element.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  // A live page leaves out what goes nowhere, and a column or row that would be left empty.
  const leftOut = ctx.mode === 'live' ? leftOutOnLive(elements, ctx) : null;

  const render = (element: ElementData): ReactNode => {
    if (!isElementType(element.type) || leftOut?.has(element.id)) return null;
    const Block = BLOCKS[element.type];
    const kids = children.get(element.id)?.map(render);
    const rendered = (
      <Block
        key={element.id}
        element={element}
        props={element.props}
        root={rootFor(element)}
        ctx={ctx}
      >
        {kids && kids.length > 0 ? kids : undefined}
      </Block>
    );
    return wrap ? wrap(element, rendered) : rendered;
  };
  return (
    <SiteLocaleContext.Provider value={ctx.locale}>
      {children.get(null)?.map(render)}
    </SiteLocaleContext.Provider>
  );
}
