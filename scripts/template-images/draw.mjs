// Small SVG drawing helpers for recipes: each returns markup in the image's own pixels, for an
// `{ svg }` layer. Flat shapes in a template's palette read as deliberate illustration; mix them
// with clip art layers (tinted to the same palette) for the details.

/** A soft drop shadow filter, referenced as `filter="url(#soft)"`; put it once in a layer. */
export const softShadowDef = (id = 'soft', blur = 18, opacity = 0.18) =>
  `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${Math.round(blur * 0.8)}" result="b"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>`;

/** A vertical linear gradient `id` from `top` to `bottom`. */
export const verticalGradient = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;

/** An arch (a rectangle with a round top) from (x, y) `width` wide and `height` tall. */
export const archPath = (x, y, width, height) => {
  const r = width / 2;
  return `M ${x} ${y + height} L ${x} ${y + r} A ${r} ${r} 0 0 1 ${x + width} ${y + r} L ${x + width} ${y + height} Z`;
};

/** A pendant lamp hanging from the top edge: cord to `y`, a dome `width` wide. */
export const pendant = (x, y, width, color, cord = '#2a1d22') =>
  `<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="${cord}" stroke-width="3"/>` +
  `<path d="M ${x - width / 2} ${y + width * 0.45} A ${width / 2} ${width * 0.45} 0 0 1 ${x + width / 2} ${y + width * 0.45} Z" fill="${color}"/>` +
  `<ellipse cx="${x}" cy="${y + width * 0.47}" rx="${width * 0.16}" ry="${width * 0.06}" fill="#fff3d6"/>`;

/** A plant pot standing on `floor`, centred on `x`. */
export const pot = (x, floor, width, height, color, rim) =>
  `<path d="M ${x - width / 2} ${floor - height} L ${x + width / 2} ${floor - height} L ${x + width * 0.38} ${floor} L ${x - width * 0.38} ${floor} Z" fill="${color}"/>` +
  `<rect x="${x - width * 0.54}" y="${floor - height - height * 0.14}" width="${width * 1.08}" height="${height * 0.18}" rx="${height * 0.05}" fill="${rim ?? color}"/>`;

/**
 * A bottle standing on `floor`: body `width` by `height`, a shoulder, a neck and a cap; `label`
 * draws a band with `mark` (markup centred on the band) on it.
 */
export function bottle({
  x,
  floor,
  width,
  height,
  body,
  cap,
  label,
  labelHeight = 0.38,
  neck = 0.32,
  capHeight = 0.22,
  mark = '',
}) {
  const left = x - width / 2;
  const top = floor - height;
  const radius = width * 0.18;
  const neckWidth = width * neck;
  const shoulder = width * 0.22;
  const capTop = top - shoulder - height * capHeight;
  const bandTop = top + height * (0.5 - labelHeight / 2);
  return (
    `<rect x="${x - neckWidth / 2 - 4}" y="${capTop}" width="${neckWidth + 8}" height="${height * capHeight + 6}" rx="${neckWidth * 0.18}" fill="${cap}"/>` +
    `<path d="M ${left} ${top + shoulder} Q ${left} ${top - shoulder * 0.2} ${x - neckWidth / 2} ${top - shoulder * 0.6} L ${x + neckWidth / 2} ${top - shoulder * 0.6} Q ${left + width} ${top - shoulder * 0.2} ${left + width} ${top + shoulder} L ${left + width} ${floor - radius} Q ${left + width} ${floor} ${left + width - radius} ${floor} L ${left + radius} ${floor} Q ${left} ${floor} ${left} ${floor - radius} Z" fill="${body}"/>` +
    `<rect x="${left + width * 0.1}" y="${top + shoulder * 0.6}" width="${width * 0.08}" height="${height * 0.7}" rx="${width * 0.04}" fill="#ffffff" opacity="0.28"/>` +
    (label
      ? `<rect x="${left}" y="${bandTop}" width="${width}" height="${height * labelHeight}" fill="${label}"/>` +
        `<g transform="translate(${x} ${bandTop + (height * labelHeight) / 2})">${mark}</g>`
      : '')
  );
}

/** A sprig of juniper (or any small-leaved branch): a stem with paired needles, `size` long. */
export function sprig(x, y, size, angle, color, berry) {
  const leaves = [];
  for (let i = 1; i <= 7; i++) {
    const at = (i / 8) * size;
    const length = size * 0.22 * (1 - i / 11);
    leaves.push(
      `<path d="M 0 ${-at} q ${length * 0.5} ${-length * 0.15} ${length} ${-length * 0.55}" stroke="${color}" stroke-width="${size * 0.028}" fill="none" stroke-linecap="round"/>`,
      `<path d="M 0 ${-at} q ${-length * 0.5} ${-length * 0.15} ${-length} ${-length * 0.55}" stroke="${color}" stroke-width="${size * 0.028}" fill="none" stroke-linecap="round"/>`,
    );
  }
  const berries = berry
    ? [0.35, 0.6, 0.8]
        .map(
          (t, i) =>
            `<circle cx="${(i % 2 ? 1 : -1) * size * 0.07}" cy="${-t * size}" r="${size * 0.045}" fill="${berry}"/>`,
        )
        .join('')
    : '';
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M 0 0 L 0 ${-size}" stroke="${color}" stroke-width="${size * 0.03}" stroke-linecap="round"/>${leaves.join('')}${berries}</g>`;
}

/**
 * A head-and-shoulders portrait, faceless in the flat editorial style, centred on `x` with the
 * shoulders on the bottom edge `bottom`; `scale` 1 draws a head about 200 px tall.
 * hair: 'long' | 'bob' | 'short' | 'curly' | 'bun'.
 */
export function portrait({
  x,
  bottom,
  scale = 1,
  skin,
  hair,
  hairEnds,
  style,
  top,
  collar,
  beard,
  earring,
}) {
  const s = scale;
  const headY = bottom - 430 * s;
  const id = `hair${Math.round(x)}`;
  const hairFill = hairEnds ? `url(#${id})` : hair;
  const defs = hairEnds
    ? `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="${hair}"/><stop offset="1" stop-color="${hairEnds}"/></linearGradient></defs>`
    : '';
  const back = {
    long: `<path d="M ${x - 150 * s} ${headY + 300 * s} Q ${x - 138 * s} ${headY + 120 * s} ${x - 135 * s} ${headY - 10 * s} A ${135 * s} ${150 * s} 0 0 1 ${x + 135 * s} ${headY - 10 * s} Q ${x + 138 * s} ${headY + 120 * s} ${x + 150 * s} ${headY + 300 * s} Z" fill="${hairFill}"/>`,
    bob: `<path d="M ${x - 128 * s} ${headY + 120 * s} L ${x - 130 * s} ${headY - 10 * s} A ${130 * s} ${142 * s} 0 0 1 ${x + 130 * s} ${headY - 10 * s} L ${x + 128 * s} ${headY + 120 * s} Q ${x + 128 * s} ${headY + 140 * s} ${x + 108 * s} ${headY + 140 * s} L ${x - 108 * s} ${headY + 140 * s} Q ${x - 128 * s} ${headY + 140 * s} ${x - 128 * s} ${headY + 120 * s} Z" fill="${hairFill}"/>`,
    curly:
      Array.from({ length: 26 }, (_, i) => {
        const a = (i / 26) * Math.PI * 2;
        const r = (i % 2 ? 150 : 135) * s;
        return `<circle cx="${x + Math.cos(a) * r}" cy="${headY - 10 * s + Math.sin(a) * r * 0.95}" r="${(i % 3 ? 52 : 60) * s}" fill="${hair}"/>`;
      }).join('') + `<circle cx="${x}" cy="${headY - 10 * s}" r="${150 * s}" fill="${hair}"/>`,
    bun: `<circle cx="${x}" cy="${headY - 150 * s}" r="${55 * s}" fill="${hair}"/>`,
    short: '',
  }[style];
  const front = {
    long: `<path d="M ${x - 106 * s} ${headY + 40 * s} C ${x - 128 * s} ${headY - 186 * s} ${x + 128 * s} ${headY - 186 * s} ${x + 106 * s} ${headY + 40 * s} C ${x + 96 * s} ${headY - 40 * s} ${x + 40 * s} ${headY - 78 * s} ${x - 10 * s} ${headY - 74 * s} C ${x - 60 * s} ${headY - 70 * s} ${x - 96 * s} ${headY - 30 * s} ${x - 106 * s} ${headY + 40 * s} Z" fill="${hair}"/>`,
    bob: `<path d="M ${x - 120 * s} ${headY + 40 * s} Q ${x - 130 * s} ${headY - 135 * s} ${x} ${headY - 132 * s} Q ${x + 130 * s} ${headY - 135 * s} ${x + 120 * s} ${headY + 40 * s} L ${x + 100 * s} ${headY - 40 * s} L ${x - 100 * s} ${headY - 40 * s} Z" fill="${hair}"/>`,
    short: `<path d="M ${x - 108 * s} ${headY - 5 * s} Q ${x - 115 * s} ${headY - 130 * s} ${x + 5 * s} ${headY - 128 * s} Q ${x + 120 * s} ${headY - 125 * s} ${x + 108 * s} ${headY - 5 * s} Q ${x + 95 * s} ${headY - 65 * s} ${x + 20 * s} ${headY - 70 * s} Q ${x - 80 * s} ${headY - 75 * s} ${x - 108 * s} ${headY - 5 * s} Z" fill="${hair}"/>`,
    curly: Array.from({ length: 7 }, (_, i) => {
      const cx = x + (i - 3) * 34 * s;
      return `<circle cx="${cx}" cy="${headY - 95 * s + Math.abs(i - 3) * 14 * s}" r="${40 * s}" fill="${hair}"/>`;
    }).join(''),
    bun: `<path d="M ${x - 112 * s} ${headY + 10 * s} Q ${x - 118 * s} ${headY - 128 * s} ${x} ${headY - 125 * s} Q ${x + 118 * s} ${headY - 128 * s} ${x + 112 * s} ${headY + 10 * s} Q ${x + 80 * s} ${headY - 70 * s} ${x} ${headY - 72 * s} Q ${x - 80 * s} ${headY - 70 * s} ${x - 112 * s} ${headY + 10 * s} Z" fill="${hair}"/>`,
  }[style];
  const shoulders = `<path d="M ${x - 260 * s} ${bottom} Q ${x - 250 * s} ${bottom - 170 * s} ${x - 120 * s} ${bottom - 200 * s} L ${x + 120 * s} ${bottom - 200 * s} Q ${x + 250 * s} ${bottom - 170 * s} ${x + 260 * s} ${bottom} Z" fill="${top}"/>`;
  const neck = `<rect x="${x - 42 * s}" y="${headY + 80 * s}" width="${84 * s}" height="${150 * s}" rx="${30 * s}" fill="${skin}"/><path d="M ${x - 42 * s} ${headY + 130 * s} Q ${x} ${headY + 165 * s} ${x + 42 * s} ${headY + 130 * s} L ${x + 42 * s} ${headY + 110 * s} L ${x - 42 * s} ${headY + 110 * s} Z" fill="#000000" opacity="0.12"/>`;
  const collarShape = collar
    ? `<path d="M ${x - 70 * s} ${bottom - 200 * s} L ${x} ${bottom - 120 * s} L ${x + 70 * s} ${bottom - 200 * s} Z" fill="${collar}"/>`
    : '';
  const head = `<ellipse cx="${x}" cy="${headY}" rx="${100 * s}" ry="${122 * s}" fill="${skin}"/><ellipse cx="${x - 100 * s}" cy="${headY + 10 * s}" rx="${16 * s}" ry="${26 * s}" fill="${skin}"/><ellipse cx="${x + 100 * s}" cy="${headY + 10 * s}" rx="${16 * s}" ry="${26 * s}" fill="${skin}"/>`;
  const beardShape = beard
    ? `<path d="M ${x - 99 * s} ${headY + 5 * s} Q ${x - 92 * s} ${headY + 118 * s} ${x} ${headY + 124 * s} Q ${x + 92 * s} ${headY + 118 * s} ${x + 99 * s} ${headY + 5 * s} L ${x + 84 * s} ${headY + 20 * s} Q ${x + 70 * s} ${headY + 82 * s} ${x} ${headY + 86 * s} Q ${x - 70 * s} ${headY + 82 * s} ${x - 84 * s} ${headY + 20 * s} Z" fill="${beard}"/><path d="M ${x - 40 * s} ${headY + 62 * s} Q ${x} ${headY + 48 * s} ${x + 40 * s} ${headY + 62 * s} Q ${x} ${headY + 58 * s} ${x - 40 * s} ${headY + 62 * s} Z" fill="${beard}"/>`
    : '';
  const earrings = earring
    ? `<circle cx="${x - 102 * s}" cy="${headY + 44 * s}" r="${9 * s}" fill="${earring}"/><circle cx="${x + 102 * s}" cy="${headY + 44 * s}" r="${9 * s}" fill="${earring}"/>`
    : '';
  return `${defs}${back}${shoulders}${collarShape}${neck}${head}${beardShape}${earrings}${front}`;
}
