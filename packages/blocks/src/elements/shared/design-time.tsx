import type { BlockProps } from '../../types.ts';
import { cx, num } from '../../types.ts';

/**
 * Shop, booking and blog blocks read the site's live products, services and posts. Until those
 * areas are connected they draw a labelled outline in the builder and preview, and nothing on a
 * live site (a visitor never sees sample data).
 */
export function DesignTime({
  root,
  title,
  detail,
  ctx,
}: BlockProps & { title: string; detail: string }) {
  if (ctx.mode === 'live') return null;
  return (
    <div {...root} className={cx('t-design-time', root.className)}>
      <strong>{title}</strong>
      <span>{detail}</span>
    </div>
  );
}

export const gridDetail = (props: Record<string, unknown>, what: string) =>
  `Shows up to ${num(props.limit, 6)} ${what} in ${num(props.columns, 3)} columns`;

/** Rules the blocks that use these pieces share. */
export const DESIGN_TIME_CSS = [
  '.t-design-time{display:flex;flex-direction:column;gap:4px;padding:20px;border:1px dashed #a5b4fc;background:#eef2ff;border-radius:12px;color:#3730a3;font-size:14px}',
].join('');
