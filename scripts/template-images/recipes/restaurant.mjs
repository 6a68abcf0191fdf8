// Saltgrass Kitchen's pictures, in the restaurant template's palette: the dining room at dusk and
// three plates from the menu, drawn flat for the project.
// `node scripts/template-images/compose.mjs restaurant`.
import { bottle, pendant, sprig, verticalGradient } from '../draw.mjs';

/** The template's theme colours (packages/core/src/templates/restaurant.ts), and shades of them. */
const C = {
  primary: '#8e3b24',
  secondary: '#2f4a45',
  accent: '#d9a441',
  text: '#1f1a17',
  background: '#fbf8f3',
  surface: '#f1e9dd',
  oak: '#a87a4f',
  oakDark: '#6e4a2c',
  beam: '#3b2a20',
  linen: '#efe6d8',
  plate: '#fbfaf6',
  plateRim: '#e4ddd1',
  char: '#3a2a1f',
  leek: '#8fae5a',
  leekPale: '#dfe8c4',
  herb: '#4e7a3a',
};

/** A repeatable sequence of numbers in [0, 1), so every run draws the same picture. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** A plate seen from above, with its rim and a soft shadow. */
const plate = (cx, cy, r) =>
  `<circle cx="${cx + r * 0.04}" cy="${cy + r * 0.06}" r="${r}" fill="${C.text}" opacity="0.16"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.plateRim}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.97}" fill="${C.plate}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="none" stroke="${C.plateRim}" stroke-width="${r * 0.02}"/>`;

/** A grilled fillet with char marks, turned `angle` degrees. */
function fillet(cx, cy, w, angle) {
  const h = w * 0.42;
  const marks = [-0.3, -0.1, 0.1, 0.3]
    .map(
      (t) =>
        `<rect x="${w * t - w * 0.02}" y="${-h * 0.6}" width="${w * 0.04}" height="${h * 1.2}" rx="${w * 0.02}" fill="${C.char}" opacity="0.75" transform="rotate(35 ${w * t} 0)"/>`,
    )
    .join('');
  return (
    `<defs><clipPath id="fillet"><path d="M ${-w / 2} ${-h * 0.1} Q ${-w * 0.45} ${-h / 2} ${-w * 0.1} ${-h / 2} L ${w * 0.35} ${-h * 0.42} Q ${w / 2} ${-h * 0.35} ${w / 2} ${0} Q ${w / 2} ${h * 0.4} ${w * 0.3} ${h * 0.46} L ${-w * 0.2} ${h / 2} Q ${-w / 2} ${h * 0.45} ${-w / 2} ${-h * 0.1} Z"/></clipPath></defs>` +
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    `<g clip-path="url(#fillet)"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="#f4e7d2"/>` +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h * 0.3}" fill="#e2b87c"/>${marks}</g>` +
    `</g>`
  );
}

/** A halved charred leek. */
const leek = (cx, cy, w, angle) =>
  `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
  `<rect x="${-w / 2}" y="${-w * 0.08}" width="${w}" height="${w * 0.16}" rx="${w * 0.08}" fill="${C.leekPale}"/>` +
  `<rect x="${w * 0.05}" y="${-w * 0.08}" width="${w * 0.45}" height="${w * 0.16}" rx="${w * 0.08}" fill="${C.leek}"/>` +
  [-0.3, -0.1, 0.15, 0.35]
    .map(
      (t) =>
        `<rect x="${w * t}" y="${-w * 0.08}" width="${w * 0.05}" height="${w * 0.16}" fill="${C.char}" opacity="0.6"/>`,
    )
    .join('') +
  `</g>`;

/** Spoonfuls of salsa verde: small green drops. */
function salsa(cx, cy, spread, seed) {
  const rnd = random(seed);
  return Array.from({ length: 14 }, () => {
    const x = cx + (rnd() - 0.5) * spread;
    const y = cy + (rnd() - 0.5) * spread * 0.5;
    return `<circle cx="${x}" cy="${y}" r="${spread * (0.02 + rnd() * 0.035)}" fill="${rnd() > 0.3 ? C.herb : '#6d9a47'}"/>`;
  }).join('');
}

/** An oyster on the half shell, seen from above. */
function oyster(cx, cy, w, angle, seed) {
  const rnd = random(seed);
  const h = w * 0.72;
  const wobble = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const r = 1 + (rnd() - 0.5) * 0.14;
    return [Math.cos(a) * (w / 2) * r, Math.sin(a) * (h / 2) * r];
  });
  const outline = (scale) =>
    `M ${wobble.map(([x, y]) => `${(x * scale).toFixed(1)} ${(y * scale).toFixed(1)}`).join(' L ')} Z`;
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    `<path d="${outline(1)}" fill="#7d7480" stroke="#5c5560" stroke-width="${w * 0.02}" stroke-linejoin="round"/>` +
    `<path d="${outline(0.8)}" fill="#e9e3ea"/>` +
    `<ellipse cx="${w * 0.04}" cy="0" rx="${w * 0.27}" ry="${h * 0.24}" fill="#d8cbb6"/>` +
    `<ellipse cx="${w * 0.06}" cy="${-h * 0.02}" rx="${w * 0.14}" ry="${h * 0.12}" fill="#c4b39a"/>` +
    `<path d="M ${-w * 0.25} ${-h * 0.18} Q ${-w * 0.05} ${-h * 0.3} ${w * 0.2} ${-h * 0.2}" stroke="#ffffff" stroke-width="${w * 0.03}" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    `</g>`
  );
}

/** A lemon wedge seen from the side. */
const lemon = (cx, cy, r, angle) =>
  `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
  `<path d="M ${-r} 0 A ${r} ${r} 0 0 0 ${r} 0 Z" fill="#f2cf3b"/>` +
  `<path d="M ${-r * 0.86} ${r * 0.04} A ${r * 0.86} ${r * 0.86} 0 0 0 ${r * 0.86} ${r * 0.04} Z" fill="#fbeaa0"/>` +
  [-60, -30, 0, 30, 60]
    .map(
      (a) =>
        `<line x1="0" y1="0" x2="${Math.sin((a * Math.PI) / 180) * r * 0.8}" y2="${Math.cos((a * Math.PI) / 180) * r * 0.8}" stroke="#f2cf3b" stroke-width="${r * 0.05}"/>`,
    )
    .join('') +
  `</g>`;

/** Crushed ice on a round tray: pale shards. */
function ice(cx, cy, r, seed) {
  const rnd = random(seed);
  const shards = Array.from({ length: 160 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r * 0.92;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const s = r * (0.03 + rnd() * 0.05);
    return `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s * 0.8}" rx="${s * 0.2}" fill="${rnd() > 0.5 ? '#ffffff' : '#dbe8ec'}" transform="rotate(${rnd() * 90} ${x} ${y})"/>`;
  }).join('');
  return (
    `<circle cx="${cx + r * 0.03}" cy="${cy + r * 0.05}" r="${r * 1.04}" fill="${C.text}" opacity="0.2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.04}" fill="#9aa3a6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#c9d8dc"/>` +
    shards
  );
}

/** A slice of tart on a plate: crust, blueberries, and a scoop of ice cream. */
function tartSlice(cx, cy, w) {
  const rnd = random(5);
  const berries = Array.from({ length: 34 }, () => {
    const t = rnd();
    const s = rnd();
    const x = cx - w * 0.38 + t * w * 0.72;
    const y = cy - w * 0.12 + s * w * 0.3 * (1 - t * 0.6);
    return `<circle cx="${x}" cy="${y}" r="${w * 0.028}" fill="${rnd() > 0.5 ? '#3c3f7a' : '#4f4a8c'}"/><circle cx="${x - w * 0.008}" cy="${y - w * 0.008}" r="${w * 0.007}" fill="#9aa0d6"/>`;
  }).join('');
  return (
    `<path d="M ${cx - w * 0.45} ${cy - w * 0.18} L ${cx + w * 0.4} ${cy + w * 0.02} L ${cx - w * 0.4} ${cy + w * 0.26} Z" fill="#d9a25a" stroke="#b77c3a" stroke-width="${w * 0.02}" stroke-linejoin="round"/>` +
    `<path d="M ${cx - w * 0.45} ${cy - w * 0.18} L ${cx - w * 0.4} ${cy + w * 0.26}" stroke="#c48845" stroke-width="${w * 0.07}" stroke-linecap="round"/>` +
    berries +
    // A scoop of crème fraîche ice cream beside it.
    `<circle cx="${cx + w * 0.35}" cy="${cy + w * 0.32}" r="${w * 0.145}" fill="#d9ccb0" opacity="0.7"/>` +
    `<circle cx="${cx + w * 0.34}" cy="${cy + w * 0.3}" r="${w * 0.14}" fill="#fbf5e6" stroke="#e6d8bb" stroke-width="${w * 0.008}"/>` +
    `<path d="M ${cx + w * 0.22} ${cy + w * 0.34} q ${w * 0.04} ${w * 0.06} ${w * 0.1} ${w * 0.02} q ${w * 0.06} ${w * 0.07} ${w * 0.12} 0" fill="#fbf5e6"/>` +
    `<circle cx="${cx + w * 0.3}" cy="${cy + w * 0.25}" r="${w * 0.04}" fill="#ffffff" opacity="0.8"/>` +
    sprig(cx + w * 0.4, cy + w * 0.18, w * 0.16, 30, C.herb)
  );
}

/** A wine glass standing on `floor`, with a little white wine in it. */
const wineGlass = (x, floor, h, wine = '#efe0a0') =>
  `<path d="M ${x - h * 0.18} ${floor - h} Q ${x - h * 0.2} ${floor - h * 0.55} ${x} ${floor - h * 0.5} Q ${x + h * 0.2} ${floor - h * 0.55} ${x + h * 0.18} ${floor - h} Z" fill="#ffffff" opacity="0.5" stroke="#ffffff" stroke-width="2"/>` +
  `<path d="M ${x - h * 0.17} ${floor - h * 0.75} Q ${x - h * 0.18} ${floor - h * 0.56} ${x} ${floor - h * 0.52} Q ${x + h * 0.18} ${floor - h * 0.56} ${x + h * 0.17} ${floor - h * 0.75} Z" fill="${wine}" opacity="0.85"/>` +
  `<rect x="${x - 2}" y="${floor - h * 0.5}" width="4" height="${h * 0.46}" fill="#ffffff" opacity="0.7"/>` +
  `<ellipse cx="${x}" cy="${floor - 3}" rx="${h * 0.14}" ry="${h * 0.03}" fill="#ffffff" opacity="0.7"/>`;

/** A dining table seen from the side, with two chairs, standing on `floor`. */
const table = (x, floor, w) =>
  `<rect x="${x - w / 2}" y="${floor - w * 0.42}" width="${w}" height="${w * 0.05}" fill="${C.oak}"/>` +
  `<rect x="${x - w * 0.42}" y="${floor - w * 0.38}" width="${w * 0.04}" height="${w * 0.38}" fill="${C.oakDark}"/>` +
  `<rect x="${x + w * 0.38}" y="${floor - w * 0.38}" width="${w * 0.04}" height="${w * 0.38}" fill="${C.oakDark}"/>` +
  // Chairs either side.
  [-1, 1]
    .map((side) => {
      const cx = x + side * w * 0.62;
      const back = cx + side * w * 0.12;
      return (
        `<rect x="${cx - w * 0.14}" y="${floor - w * 0.27}" width="${w * 0.28}" height="${w * 0.035}" fill="${C.beam}"/>` +
        `<rect x="${back - w * 0.015}" y="${floor - w * 0.62}" width="${w * 0.03}" height="${w * 0.62}" fill="${C.beam}"/>` +
        `<rect x="${cx - side * w * 0.12 - w * 0.015}" y="${floor - w * 0.27}" width="${w * 0.03}" height="${w * 0.27}" fill="${C.beam}"/>`
      );
    })
    .join('') +
  wineGlass(x - w * 0.2, floor - w * 0.42, w * 0.16) +
  wineGlass(x + w * 0.18, floor - w * 0.42, w * 0.16, '#7a2630') +
  `<rect x="${x - w * 0.02}" y="${floor - w * 0.52}" width="${w * 0.04}" height="${w * 0.1}" rx="${w * 0.01}" fill="#f5ecd9"/>` +
  `<ellipse cx="${x}" cy="${floor - w * 0.535}" rx="${w * 0.012}" ry="${w * 0.025}" fill="#ffcf6b"/>`;

/** The harbour at dusk through a window: sky, water, a far shore and a lobster boat. */
const harbour = (x, y, w, h, { boat = false, sun = false } = {}) =>
  verticalGradient('dusk', '#f0a66b', '#6c7fa3') +
  verticalGradient('sea', '#4f6a86', '#24364a') +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#dusk)"/>` +
  (sun
    ? `<circle cx="${x + w * 0.6}" cy="${y + h * 0.55}" r="${h * 0.09}" fill="#ffd9a0" opacity="0.9"/>`
    : '') +
  `<path d="M ${x} ${y + h * 0.6} Q ${x + w * 0.3} ${y + h * 0.52} ${x + w * 0.55} ${y + h * 0.6} T ${x + w} ${y + h * 0.58} L ${x + w} ${y + h * 0.64} L ${x} ${y + h * 0.64} Z" fill="#3d4b5f"/>` +
  `<rect x="${x}" y="${y + h * 0.64}" width="${w}" height="${h * 0.36}" fill="url(#sea)"/>` +
  [0.7, 0.78, 0.86]
    .map(
      (t, i) =>
        `<rect x="${x + w * (0.55 + i * 0.04)}" y="${y + h * t}" width="${w * (0.2 - i * 0.04)}" height="3" fill="#ffd9a0" opacity="${0.6 - i * 0.15}"/>`,
    )
    .join('') +
  // A lobster boat: hull, wheelhouse and mast.
  (boat ? '' : '<g display="none">') +
  `<g transform="translate(${x + w * 0.22} ${y + h * 0.68})">` +
  `<path d="M ${-w * 0.12} 0 L ${w * 0.12} 0 L ${w * 0.09} ${h * 0.06} L ${-w * 0.1} ${h * 0.06} Z" fill="#e9e1d3"/>` +
  `<rect x="${-w * 0.02}" y="${-h * 0.07}" width="${w * 0.07}" height="${h * 0.07}" fill="#e9e1d3"/>` +
  `<rect x="${-w * 0.01}" y="${-h * 0.055}" width="${w * 0.05}" height="${h * 0.025}" fill="#3d4b5f"/>` +
  `<rect x="${-w * 0.06}" y="${-h * 0.18}" width="3" height="${h * 0.18}" fill="#e9e1d3"/>` +
  `</g>` +
  (boat ? '' : '</g>');

/** The dining room: beams, harbour windows, tables, the bar and pendant lamps. */
function diningRoom(size, { lights = true } = {}) {
  const { width, height } = size;
  const floor = height * 0.86;
  const windows = [0.08, 0.39, 0.7]
    .map(
      (t, i) =>
        harbour(width * t, height * 0.2, width * 0.22, height * 0.42, {
          boat: i === 1,
          sun: i === 2,
        }) +
        `<rect x="${width * t - 10}" y="${height * 0.2 - 10}" width="${width * 0.22 + 20}" height="${height * 0.42 + 20}" fill="none" stroke="${C.oakDark}" stroke-width="20"/>` +
        `<rect x="${width * (t + 0.11) - 5}" y="${height * 0.2}" width="10" height="${height * 0.42}" fill="${C.oakDark}"/>`,
    )
    .join('');
  const beams = [0.02, 0.09]
    .map(
      (t) =>
        `<rect x="0" y="${height * t}" width="${width}" height="${height * 0.045}" fill="${C.beam}"/>`,
    )
    .join('');
  return (
    verticalGradient('wall', '#5a3d2c', '#3e2a1f') +
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    windows +
    beams +
    `<rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="#2a1c15"/>` +
    `<rect x="0" y="${floor}" width="${width}" height="6" fill="${C.oakDark}"/>` +
    table(width * 0.19, floor, width * 0.2) +
    table(width * 0.5, floor, width * 0.2) +
    table(width * 0.81, floor, width * 0.2) +
    (lights
      ? [0.2, 0.5, 0.8]
          .map(
            (t) =>
              `<circle cx="${width * t}" cy="${height * 0.2}" r="${width * 0.06}" fill="#ffcf7a" opacity="0.18"/>` +
              pendant(width * t, height * 0.14, width * 0.07, C.accent, '#1f1a17'),
          )
          .join('')
      : '')
  );
}

/** The oak bar: shelves of bottles against the wall, the counter and its stools. */
function bar(size) {
  const { width, height } = size;
  const floor = height * 0.9;
  const colours = ['#6b8f5a', '#8e3b24', '#d9a441', '#efe6d8', '#2f4a45', '#a4452c', '#c9b26b'];
  const shelves = [0.27, 0.45]
    .map((t, row) => {
      const y = height * t;
      let at = width * 0.12;
      const bottles = [];
      for (let i = 0; at < width * 0.86; i++) {
        const w = 34 + ((i * 7 + row * 3) % 4) * 6;
        const h = 90 + ((i * 5 + row) % 3) * 26;
        bottles.push(
          bottle({
            x: at + w / 2,
            floor: y,
            width: w,
            height: h,
            body: colours[(i + row * 3) % colours.length],
            cap: C.text,
          }),
        );
        at += w + 26;
      }
      return (
        bottles.join('') +
        `<rect x="${width * 0.08}" y="${y}" width="${width * 0.84}" height="14" fill="${C.oak}"/>`
      );
    })
    .join('');
  const stools = [0.2, 0.4, 0.6, 0.8]
    .map(
      (t) =>
        `<rect x="${width * t - 50}" y="${floor - 190}" width="100" height="22" rx="11" fill="${C.primary}"/>` +
        `<rect x="${width * t - 6}" y="${floor - 170}" width="12" height="170" fill="${C.beam}"/>` +
        `<rect x="${width * t - 40}" y="${floor - 70}" width="80" height="8" rx="4" fill="${C.beam}"/>`,
    )
    .join('');
  return (
    verticalGradient('wall', '#5a3d2c', '#3e2a1f') +
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<rect x="${width * 0.08}" y="${height * 0.1}" width="${width * 0.84}" height="${height * 0.38}" fill="#2a1c15" opacity="0.45"/>` +
    shelves +
    `<rect x="0" y="${height * 0.52}" width="${width}" height="${height * 0.08}" fill="${C.oak}"/>` +
    `<rect x="0" y="${height * 0.6}" width="${width}" height="${floor - height * 0.6}" fill="${C.oakDark}"/>` +
    [0.1, 0.3, 0.5, 0.7, 0.9]
      .map(
        (t) =>
          `<rect x="${width * t - 3}" y="${height * 0.62}" width="6" height="${floor - height * 0.64}" fill="${C.beam}" opacity="0.5"/>`,
      )
      .join('') +
    wineGlass(width * 0.3, height * 0.52, 90) +
    wineGlass(width * 0.62, height * 0.52, 90, '#7a2630') +
    `<rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="#2a1c15"/>` +
    stools +
    [0.25, 0.5, 0.75]
      .map(
        (t) =>
          `<circle cx="${width * t}" cy="${height * 0.08}" r="${width * 0.07}" fill="#ffcf7a" opacity="0.16"/>` +
          pendant(width * t, height * 0.02, width * 0.08, C.accent, '#1f1a17'),
      )
      .join('')
  );
}

/** @type {import('../compose.mjs').Recipe} */
export default {
  template: 'restaurant',
  images: [
    {
      name: 'hero',
      alt: 'Illustration of the dining room at dusk: oak tables set with wine glasses and candles under brass lamps, the harbour and a lobster boat through the windows',
      width: 1600,
      height: 900,
      quality: 72,
      background: '#3e2a1f',
      layers: [{ svg: (size) => diningRoom(size) }],
    },
    {
      name: 'room',
      alt: 'Illustration of the long oak bar in the evening: shelves of bottles, wine glasses on the counter and red stools under brass lamps',
      width: 1200,
      height: 900,
      quality: 74,
      background: '#3e2a1f',
      layers: [{ svg: (size) => bar(size) }],
    },
    {
      name: 'fish',
      alt: 'Illustration of a plate of wood-grilled hake with charred leeks and salsa verde on a linen cloth',
      width: 1200,
      height: 900,
      quality: 76,
      background: { colors: ['#f1e9dd', '#e6dac7'], angle: 90 },
      layers: [
        {
          svg: () =>
            `<rect x="-60" y="620" width="600" height="360" fill="${C.secondary}" transform="rotate(-8 240 800)"/>` +
            `<rect x="-60" y="650" width="600" height="14" fill="${C.linen}" opacity="0.6" transform="rotate(-8 240 800)"/>` +
            plate(600, 450, 330) +
            leek(560, 540, 330, -18) +
            leek(640, 500, 300, -24) +
            fillet(600, 400, 380, -10) +
            salsa(650, 470, 260, 9) +
            `<rect x="980" y="240" width="26" height="420" rx="13" fill="#c9c1b4" transform="rotate(8 990 450)"/>` +
            `<rect x="1040" y="240" width="20" height="420" rx="10" fill="#c9c1b4" transform="rotate(8 1050 450)"/>`,
        },
      ],
    },
    {
      name: 'oysters',
      alt: 'Illustration of six oysters on crushed ice with lemon wedges, seen from above',
      width: 1200,
      height: 900,
      quality: 74,
      background: { colors: ['#2f4a45', '#22362f'], angle: 90 },
      layers: [
        {
          svg: () =>
            ice(600, 450, 370, 3) +
            [0, 1, 2, 3, 4, 5]
              .map((i) => {
                const a = (i / 6) * Math.PI * 2 + 0.3;
                return oyster(
                  600 + Math.cos(a) * 230,
                  450 + Math.sin(a) * 220,
                  190,
                  (a * 180) / Math.PI + 90,
                  i + 20,
                );
              })
              .join('') +
            lemon(600, 430, 70, 0) +
            lemon(620, 470, 60, 180) +
            `<circle cx="1040" cy="160" r="70" fill="#e9e1d3" opacity="0.9"/>` +
            `<circle cx="1040" cy="160" r="56" fill="#b35b52"/>` +
            `<circle cx="1040" cy="160" r="56" fill="#ffffff" opacity="0.15"/>`,
        },
      ],
    },
    {
      name: 'dessert',
      alt: 'Illustration of a slice of blueberry tart with a scoop of crème fraîche ice cream on a plate',
      width: 1200,
      height: 900,
      quality: 76,
      background: { colors: ['#f1e9dd', '#e8dccb'], angle: 90 },
      layers: [
        {
          svg: () =>
            plate(600, 450, 320) +
            tartSlice(580, 420, 440) +
            `<rect x="960" y="520" width="200" height="24" rx="12" fill="#c9c1b4" transform="rotate(-30 1060 530)"/>` +
            `<ellipse cx="950" cy="590" rx="50" ry="34" fill="#c9c1b4" transform="rotate(-30 950 590)"/>`,
        },
      ],
    },
  ],
};
