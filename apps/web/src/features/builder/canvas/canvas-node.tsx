import { memo, useMemo, type CSSProperties, type KeyboardEvent } from 'react';
import { BLOCKS } from '@tessera/blocks';
import { acceptsHint, isElementType, resolveStyles } from '@tessera/core';
import { EMPTY_CHILDREN } from '../state/children-index';
import { updateProps } from '../state/commands';
import { useElementState } from '../state/element-subscriptions';
import { useInlineEditStore } from '../state/inline-edit-store';
import { nodeRef } from './node-registry';
import { useCanvasRenderContext } from './render-context';

/** What an empty container invites on the canvas, e.g. 'elements' or 'a row or column'. */
const acceptsLabel = (type: string) => (isElementType(type) ? acceptsHint(type) : undefined);

/** Ends editing in place and keeps what was typed (an unchanged text records no step). */
function finishInlineEdit(id: string, target: HTMLElement) {
  const text = target.innerText.replace(/\n$/, '');
  useInlineEditStore.getState().setEditing(null);
  updateProps(id, { text });
}

/**
 * One element on the canvas. It subscribes to its own element, its own children list and its
 * own selection flags only, so an edit re-renders just the element that changed.
 */
export const CanvasNode = memo(function CanvasNode({ id }: { id: string }) {
  // Woken only when this element, its children, its selection or hover (or the mode) change.
  const [element, childIds, breakpoint, selected, hovered] = useElementState(
    id,
    (s) =>
      [
        s.elements[id],
        s.children[id] ?? EMPTY_CHILDREN,
        s.breakpoint,
        s.selectedId === id,
        s.hoveredId === id,
      ] as const,
  );
  const editing = useInlineEditStore((s) => s.editingId === id);
  const ctx = useCanvasRenderContext();
  const style = useMemo(
    () => (element ? (resolveStyles(element, breakpoint) as CSSProperties) : undefined),
    [element, breakpoint],
  );
  if (!element || !isElementType(element.type)) return null;
  const Block = BLOCKS[element.type];
  const editingProps = editing
    ? {
        contentEditable: 'plaintext-only' as unknown as boolean,
        suppressContentEditableWarning: true,
        onBlur: (event: React.FocusEvent<HTMLElement>) => finishInlineEdit(id, event.currentTarget),
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          event.stopPropagation();
          // Escape ends editing and keeps the text (Undo takes it back), like leaving the field.
          if (event.key === 'Escape') finishInlineEdit(id, event.currentTarget);
          if (
            event.key === 'Enter' &&
            (element.type !== 'TEXT' || !event.shiftKey) &&
            element.type !== 'TEXT'
          ) {
            event.preventDefault();
            event.currentTarget.blur();
          }
        },
      }
    : {};
  return (
    <Block
      // A fresh DOM node after editing in place: the browser may have rewritten the old one.
      key={editing ? 'editing' : 'view'}
      element={element}
      props={element.props}
      ctx={ctx}
      root={{
        ref: nodeRef(id),
        className: 'b-node',
        style,
        'data-element-id': id,
        'data-element-type': element.type,
        'data-selected': selected ? 'true' : undefined,
        'data-hovered': hovered && !selected ? 'true' : undefined,
        'data-hidden': element.isVisible ? undefined : 'true',
        'data-label': element.name,
        'data-accepts': acceptsLabel(element.type),
        ...editingProps,
      }}
    >
      {childIds.length > 0
        ? childIds.map((childId) => <CanvasNode key={childId} id={childId} />)
        : undefined}
    </Block>
  );
});
