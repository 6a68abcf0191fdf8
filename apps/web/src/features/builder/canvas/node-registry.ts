/**
 * The canvas's DOM node of each element, kept by the nodes themselves as they mount, so the
 * selection tag and the drop logic find a node without searching a large document.
 */
const nodes = new Map<string, HTMLElement>();
const callbacks = new Map<string, (node: HTMLElement | null) => void>();

/** A stable ref callback for an element id. */
export function nodeRef(id: string): (node: HTMLElement | null) => void {
  let callback = callbacks.get(id);
  if (!callback) {
    callback = (node) => {
      if (node) nodes.set(id, node);
      else if (nodes.get(id)?.isConnected === false) nodes.delete(id);
    };
    callbacks.set(id, callback);
  }
  return callback;
}

export function canvasNodeOf(id: string): HTMLElement | null {
  const node = nodes.get(id);
  return node?.isConnected ? node : null;
}
