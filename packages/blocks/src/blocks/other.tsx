import type { BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';

// Embedded content runs in an opaque origin: scripts may run, but never with the site's origin.
const SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox';

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

export function Embed({ root, props, ctx }: BlockProps) {
  const url = str(props.url);
  const height = num(props.height, 400);
  if (!/^https:\/\//i.test(url)) {
    return ctx.mode === 'live' ? null : (
      <div
        {...root}
        className={cx('t-design-time', root.className)}
        style={{ minHeight: Math.min(height, 200), ...root.style }}
      >
        <strong>Embed</strong>
        <span>Paste an https:// address to show it here</span>
      </div>
    );
  }
  return (
    <div {...root} className={cx('t-embed', root.className)}>
      <iframe
        src={url}
        title="Embedded content"
        height={height}
        loading="lazy"
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

export function Code({ root, props, ctx, element }: BlockProps) {
  const code = str(props.code);
  const height = num(props.height, 200);
  if (!code.trim()) {
    return ctx.mode === 'live' ? null : (
      <div
        {...root}
        className={cx('t-design-time', root.className)}
        style={{ minHeight: Math.min(height, 200), ...root.style }}
      >
        <strong>Code</strong>
        <span>Paste HTML; it runs in an isolated frame, apart from your page</span>
      </div>
    );
  }
  return (
    <div {...root} className={cx('t-code', root.className)}>
      <iframe
        {...(ctx.codeFrameSrc ? { src: ctx.codeFrameSrc(element) } : { srcDoc: code })}
        title={`Custom code ${element.name}`}
        height={height}
        loading="lazy"
        sandbox={SANDBOX}
      />
    </div>
  );
}
