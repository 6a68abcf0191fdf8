/**
 * Where the pointer really is during a drag. dnd-kit's delta also counts how far the canvas
 * scrolled under the pointer (auto-scroll near its edges), so start + delta drifts away from the
 * pointer once the page moves; the pointer's own coordinates do not.
 */
let position: { x: number; y: number } | null = null;

const track = (event: PointerEvent) => {
  position = { x: event.clientX, y: event.clientY };
};

export function trackPointer(start: { x: number; y: number } | null) {
  position = start;
  window.addEventListener('pointermove', track, { capture: true, passive: true });
}

export function stopTrackingPointer() {
  window.removeEventListener('pointermove', track, { capture: true });
  position = null;
}

export const pointerPosition = () => position;
