import { flushSync } from 'react-dom';
import { ROOT } from '../state/children-index';
import { useEditorStore } from '../state/editor-store';
import { canvasNodeOf } from './node-registry';

/** How long a moved element and the siblings it displaced take to slide into place. */
export const SORT_ANIMATION_MS = 200;

/** More nodes than this in the way of a move are not animated: the page just updates. */
const MAX_ANIMATED = 60;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Runs `change` (a move or an insertion) and slides the elements it displaced in the given
 * parents, and a moved element, from where they were to where they land (first, last, invert,
 * play). Returns what `change` returns (a refusal message or null).
 */
export function withSortAnimation(
  parentIds: ReadonlyArray<string | null>,
  change: () => string | null,
): string | null {
  if (reducedMotion()) return change();
  const { children } = useEditorStore.getState();
  const first = new Map<string, DOMRect>();
  for (const parent of new Set(parentIds.map((id) => id ?? ROOT))) {
    for (const childId of children[parent] ?? []) {
      if (first.size >= MAX_ANIMATED) return change();
      const rect = canvasNodeOf(childId)?.getBoundingClientRect();
      if (rect) first.set(childId, rect);
    }
  }

  let refused: string | null = null;
  // The DOM must show the new order before the nodes are measured again.
  flushSync(() => {
    refused = change();
  });
  if (!refused) play(first);
  return refused;
}

function play(first: Map<string, DOMRect>) {
  const root = document.querySelector<HTMLElement>('[data-canvas-root]');
  if (!root || root.offsetWidth === 0) return;
  // Rectangles are measured after the canvas zoom; transforms apply before it.
  const zoom = root.getBoundingClientRect().width / root.offsetWidth || 1;
  for (const [id, from] of first) {
    const node = canvasNodeOf(id);
    if (!node) continue;
    const to = node.getBoundingClientRect();
    const dx = (from.left - to.left) / zoom;
    const dy = (from.top - to.top) / zoom;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
      duration: SORT_ANIMATION_MS,
      easing: 'cubic-bezier(0.25, 1, 0.5, 1)',
    });
  }
}
