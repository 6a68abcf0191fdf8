import type { BlockProps } from '../types.ts';
import { cx, num } from '../types.ts';

export function Section({ root, children }: BlockProps) {
  return (
    <section {...root} className={cx('t-section', root.className)}>
      {children}
    </section>
  );
}

export function Container({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-container', root.className)}>
      {children}
    </div>
  );
}

export function Row({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-row', root.className)}>
      {children}
    </div>
  );
}

export function Column({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-column', root.className)}>
      {children}
    </div>
  );
}

export function Spacer({ root, props }: BlockProps) {
  const height = num(props.height, 20);
  return (
    <div
      {...root}
      aria-hidden="true"
      className={cx('t-spacer', root.className)}
      style={{ height: `${height}px`, ...root.style }}
    />
  );
}

export function Divider({ root }: BlockProps) {
  return <hr {...root} className={cx('t-divider', root.className)} />;
}
