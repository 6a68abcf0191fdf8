import { createPortal } from 'react-dom';
import { useDropStore } from '../dnd/drop-store';

/** The line (or box) where a drag would land; red with the reason when the drop is refused. */
export function DropIndicator() {
  const target = useDropStore((s) => s.target);
  if (!target) return null;
  const { indicator } = target;
  const box = target.ok && !target.inside && (indicator.width <= 4 || indicator.height <= 4);
  return createPortal(
    <div
      data-drop-indicator={target.ok ? 'allowed' : 'refused'}
      className={target.ok ? (box ? 'b-drop-line' : 'b-drop-box') : 'b-drop-refused'}
      style={{
        left: indicator.left,
        top: indicator.top,
        width: indicator.width,
        height: indicator.height,
      }}
      role={target.ok ? undefined : 'status'}
    >
      {target.ok ? null : <span>{target.message}</span>}
    </div>,
    document.body,
  );
}
