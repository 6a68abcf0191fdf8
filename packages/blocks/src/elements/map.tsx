import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';
import { SANDBOX, FRAME_CSS } from './shared/frames.ts';

/** "lat, lng" typed as the address gives an exact map; otherwise a link to a map search. */
function coordinates(address: string): [number, number] | null {
  const match = address.match(/^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

export function MapBlock({ root, props, ctx }: BlockProps) {
  const address = str(props.address);
  const height = num(props.height, 320);
  const zoom = num(props.zoom, 14);
  const point = coordinates(address);
  if (point) {
    const span = 360 / 2 ** zoom;
    const [lat, lng] = point;
    const bbox = [lng - span, lat - span / 2, lng + span, lat + span / 2]
      .map((n) => n.toFixed(5))
      .join(',');
    const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
    return (
      <div {...root} className={cx('t-map', root.className)}>
        <iframe
          src={src}
          title={`Map of ${address}`}
          height={height}
          loading="lazy"
          sandbox={SANDBOX}
        />
      </div>
    );
  }
  if (!address) {
    return ctx.mode === 'live' ? null : (
      <div
        {...root}
        className={cx('t-design-time', root.className)}
        style={{ minHeight: height, ...root.style }}
      >
        <strong>Map</strong>
        <span>Type an address, or coordinates such as 48.8584, 2.2945</span>
      </div>
    );
  }
  return (
    <div
      {...root}
      className={cx('t-map t-map-address', root.className)}
      style={{ minHeight: Math.min(height, 200), ...root.style }}
    >
      <strong>{address}</strong>
      <a
        href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in map
      </a>
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: MapBlock,
  css: [
    FRAME_CSS,
    '.t-map-address{display:flex;flex-direction:column;justify-content:center;gap:8px;padding:24px;background:#f1f5f9;border-radius:12px}',
  ],
  leftOutLive: (props) => !str(props.address),
};
