// Juniper Hair Studio's pictures, in the salon template's palette: a calm studio drawn flat,
// with botanical clip art tinted to the palette. `node scripts/template-images/compose.mjs salon`.
import {
  archPath,
  bottle,
  pendant,
  portrait,
  pot,
  softShadowDef,
  sprig,
  verticalGradient,
} from '../draw.mjs';

/** The template's theme colours (packages/core/src/templates/salon.ts), and a few shades of them. */
const C = {
  primary: '#8c2f4f',
  secondary: '#3f6b5c',
  accent: '#e7b7a3',
  text: '#2a1d22',
  background: '#fffaf7',
  surface: '#f6ebe5',
  wall: '#efdcd2',
  floor: '#e2c7ba',
  deepGreen: '#2f5246',
  terracotta: '#c07a5c',
  brass: '#c9a46a',
  glass: '#fbf3ee',
};

const FERN = 'plants/trees/fern_mo_01.svg';
const BAMBOO = 'plants/bamboo_danny_allen_r.svg';
const SCISSORS = 'office/scissors_01.svg';
const MAGNOLIA = 'plants/flowers/magnolia_white_patricia__01.svg';

/** A styling chair standing on `floor`, centred on `x`. */
function chair(x, floor, s = 1) {
  return (
    `<ellipse cx="${x}" cy="${floor - 6 * s}" rx="${95 * s}" ry="${16 * s}" fill="#b7a9a3"/>` +
    `<rect x="${x - 12 * s}" y="${floor - 120 * s}" width="${24 * s}" height="${115 * s}" fill="#cfc4bf"/>` +
    `<rect x="${x - 70 * s}" y="${floor - 70 * s}" width="${140 * s}" height="${14 * s}" rx="${7 * s}" fill="#bdb1ab"/>` +
    `<rect x="${x - 105 * s}" y="${floor - 420 * s}" width="${210 * s}" height="${250 * s}" rx="${70 * s}" fill="${C.deepGreen}"/>` +
    `<rect x="${x - 85 * s}" y="${floor - 400 * s}" width="${170 * s}" height="${200 * s}" rx="${55 * s}" fill="${C.secondary}"/>` +
    `<rect x="${x - 135 * s}" y="${floor - 215 * s}" width="${270 * s}" height="${80 * s}" rx="${36 * s}" fill="${C.secondary}"/>` +
    `<rect x="${x - 150 * s}" y="${floor - 265 * s}" width="${44 * s}" height="${110 * s}" rx="${20 * s}" fill="${C.deepGreen}"/>` +
    `<rect x="${x + 106 * s}" y="${floor - 265 * s}" width="${44 * s}" height="${110 * s}" rx="${20 * s}" fill="${C.deepGreen}"/>`
  );
}

/** An arched mirror with a brass frame, its glass catching the light. */
function mirror(x, y, width, height) {
  return (
    verticalGradient('glass', '#fffdfb', '#ead6cd') +
    `<path d="${archPath(x - 14, y - 14, width + 28, height + 14)}" fill="${C.brass}"/>` +
    `<path d="${archPath(x, y, width, height)}" fill="url(#glass)"/>` +
    `<path d="M ${x + width * 0.2} ${y + height * 0.55} L ${x + width * 0.55} ${y + height * 0.2}" stroke="#ffffff" stroke-width="${width * 0.06}" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M ${x + width * 0.3} ${y + height * 0.68} L ${x + width * 0.62} ${y + height * 0.36}" stroke="#ffffff" stroke-width="${width * 0.025}" stroke-linecap="round" opacity="0.8"/>`
  );
}

/** A shelf with a row of bottles on it. */
function shelfWithBottles(x, y, width) {
  const bottles = [
    { body: C.primary, cap: C.text, w: 38, h: 70 },
    { body: C.accent, cap: C.brass, w: 30, h: 52 },
    { body: C.secondary, cap: C.text, w: 36, h: 84 },
    { body: '#f3e3da', cap: C.primary, w: 30, h: 60 },
  ];
  let at = x + 40;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="14" rx="4" fill="${C.brass}"/>` +
    bottles
      .map((b) => {
        const markup = bottle({
          x: at + b.w / 2,
          floor: y,
          width: b.w,
          height: b.h,
          body: b.body,
          cap: b.cap,
        });
        at += b.w + 22;
        return markup;
      })
      .join('')
  );
}

const studioFloor = (size, y) =>
  `<rect x="0" y="${y}" width="${size.width}" height="${size.height - y}" fill="${C.floor}"/>` +
  `<rect x="0" y="${y}" width="${size.width}" height="6" fill="#d6b7a8"/>`;

/** The label mark of the studio's own products: a juniper sprig in a ring. */
const labelMark = (scale, color, berry) =>
  `<circle r="${40 * scale}" fill="none" stroke="${color}" stroke-width="${3 * scale}"/>` +
  sprig(0, 28 * scale, 56 * scale, 0, color, berry);

/** A comb seen from above: a spine and its teeth, `length` long. */
function comb(x, y, length, angle, color) {
  const teeth = Array.from({ length: 26 }, (_, i) => {
    const at = -length / 2 + 14 + (i * (length - 28)) / 25;
    return `<rect x="${at - 3}" y="0" width="6" height="${length * 0.16}" rx="3" fill="${color}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-length / 2}" y="${-length * 0.07}" width="${length}" height="${length * 0.09}" rx="${length * 0.03}" fill="${color}"/>${teeth}</g>`;
}

/** A round brush seen from above: a handle and a bristled barrel. */
function roundBrush(x, y, length, angle) {
  const bristles = Array.from({ length: 22 }, (_, i) => {
    const at = length * 0.08 + i * length * 0.024;
    return `<line x1="${at}" y1="${-length * 0.09}" x2="${at}" y2="${length * 0.09}" stroke="${C.text}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="${-length * 0.45}" y="${-length * 0.035}" width="${length * 0.5}" height="${length * 0.07}" rx="${length * 0.035}" fill="${C.primary}"/>` +
    `<rect x="${length * 0.05}" y="${-length * 0.05}" width="${length * 0.6}" height="${length * 0.1}" rx="${length * 0.03}" fill="${C.brass}"/>` +
    bristles +
    `</g>`
  );
}

/** A hair clip seen from above. */
const clip = (x, y, angle, color) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-60" y="-9" width="120" height="18" rx="9" fill="${color}"/><rect x="-50" y="-3" width="100" height="6" rx="3" fill="#ffffff" opacity="0.35"/></g>`;

/** A back-wash basin with its reclined chair, standing on `floor`. */
function basin(x, floor) {
  return (
    `<rect x="${x - 150}" y="${floor - 150}" width="230" height="70" rx="30" fill="${C.primary}"/>` +
    `<rect x="${x - 170}" y="${floor - 230}" width="70" height="150" rx="30" fill="#7a2844" transform="rotate(-18 ${x - 135} ${floor - 155})"/>` +
    `<rect x="${x - 40}" y="${floor - 80}" width="26" height="80" fill="#cfc4bf"/>` +
    `<rect x="${x + 70}" y="${floor - 200}" width="40" height="200" rx="8" fill="${C.text}"/>` +
    `<path d="M ${x + 40} ${floor - 250} L ${x + 200} ${floor - 250} Q ${x + 200} ${floor - 170} ${x + 120} ${floor - 170} Q ${x + 40} ${floor - 170} ${x + 40} ${floor - 250} Z" fill="${C.text}"/>` +
    `<rect x="${x + 30}" y="${floor - 262}" width="180" height="16" rx="8" fill="#3c2a31"/>` +
    `<path d="M ${x + 170} ${floor - 262} L ${x + 170} ${floor - 300} Q ${x + 170} ${floor - 312} ${x + 150} ${floor - 312} L ${x + 130} ${floor - 312}" stroke="#b7a9a3" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}

/** A stack of folded towels. */
function towels(x, floor, colors) {
  return colors
    .map(
      (color, i) =>
        `<rect x="${x - 70 + (i % 2) * 6}" y="${floor - (i + 1) * 34}" width="140" height="32" rx="12" fill="${color}"/>` +
        `<rect x="${x - 70 + (i % 2) * 6}" y="${floor - (i + 1) * 34 + 20}" width="140" height="5" fill="#ffffff" opacity="0.35"/>`,
    )
    .join('');
}

/** A pump bottle of the studio's shampoo. */
function pumpBottle(x, floor, width, height) {
  const top = floor - height;
  return (
    `<rect x="${x - width * 0.1}" y="${top - width * 0.55}" width="${width * 0.2}" height="${width * 0.5}" fill="${C.text}"/>` +
    `<rect x="${x - width * 0.1}" y="${top - width * 0.62}" width="${width * 0.55}" height="${width * 0.14}" rx="${width * 0.05}" fill="${C.text}"/>` +
    `<rect x="${x - width * 0.22}" y="${top - width * 0.12}" width="${width * 0.44}" height="${width * 0.2}" rx="${width * 0.05}" fill="${C.text}"/>` +
    bottle({
      x,
      floor,
      width,
      height,
      body: '#f4e6de',
      cap: '#f4e6de',
      capHeight: 0,
      label: C.primary,
      labelHeight: 0.42,
      neck: 0.44,
      mark: labelMark(width / 150, '#fbe9e1', C.accent),
    })
  );
}

/** A dropper bottle of amber glass, for the finishing oil. */
function dropperBottle(x, floor, width, height) {
  const top = floor - height;
  return (
    `<ellipse cx="${x}" cy="${top - width * 0.62}" rx="${width * 0.13}" ry="${width * 0.2}" fill="${C.text}"/>` +
    `<rect x="${x - width * 0.2}" y="${top - width * 0.45}" width="${width * 0.4}" height="${width * 0.34}" rx="${width * 0.06}" fill="${C.brass}"/>` +
    bottle({
      x,
      floor,
      width,
      height,
      body: '#a4582b',
      cap: '#a4582b',
      capHeight: 0,
      label: '#fbf1ea',
      labelHeight: 0.46,
      neck: 0.4,
      mark: labelMark(width / 170, C.primary, C.secondary),
    })
  );
}

/** A round plinth the product stands on, in the studio's surface colour. */
const plinth = (x, floor, width) =>
  `<ellipse cx="${x}" cy="${floor + 40}" rx="${width / 2}" ry="${width * 0.11}" fill="#e6cfc4"/>` +
  `<rect x="${x - width / 2}" y="${floor}" width="${width}" height="${40}" fill="#eedbd1"/>` +
  `<ellipse cx="${x}" cy="${floor}" rx="${width / 2}" ry="${width * 0.11}" fill="${C.surface}"/>`;

/** @type {import('../compose.mjs').Recipe} */
export default {
  template: 'salon',
  images: [
    {
      name: 'hero',
      alt: 'Illustration of the studio: a green styling chair before a tall arched mirror, pendant lamps and ferns in terracotta pots',
      width: 1600,
      height: 900,
      quality: 74,
      background: { colors: ['#f7e9e1', C.wall], angle: 90 },
      layers: [
        {
          svg: (size) =>
            `<circle cx="${size.width * 0.5}" cy="330" r="330" fill="${C.accent}" opacity="0.35"/>` +
            studioFloor(size, 730) +
            mirror(640, 150, 320, 500) +
            `<rect x="560" y="640" width="480" height="22" rx="6" fill="${C.brass}"/>` +
            shelfWithBottles(1170, 420, 260) +
            chair(800, 820, 1.05) +
            pendant(420, 110, 110, C.primary) +
            pendant(1180, 150, 90, C.secondary) +
            pot(250, 800, 150, 130, C.terracotta, '#b06a4d') +
            pot(1380, 810, 120, 110, C.primary, '#7a2844'),
        },
        { clipart: FERN, x: 0.145, y: 0.58, height: 0.42, fill: C.secondary, rotate: -12 },
        { clipart: FERN, x: 0.17, y: 0.6, height: 0.36, fill: C.deepGreen, rotate: 14 },
        { clipart: BAMBOO, x: 0.865, y: 0.68, height: 0.3, fill: C.secondary, opacity: 0.95 },
      ],
    },
    {
      name: 'maya',
      alt: 'Illustrated portrait of Maya Okafor, founder and colourist, with long dark hair lightening to caramel at the ends',
      width: 800,
      height: 1000,
      quality: 80,
      background: { radial: ['#f7ded3', C.accent], cx: 0.5, cy: 0.35 },
      layers: [
        {
          svg: () =>
            `<circle cx="400" cy="430" r="300" fill="${C.surface}" opacity="0.55"/>` +
            portrait({
              x: 400,
              bottom: 1000,
              scale: 1.2,
              skin: '#7a4b34',
              hair: '#2b1a14',
              hairEnds: '#b9814f',
              style: 'long',
              top: C.primary,
              collar: '#6f2440',
              earring: C.brass,
            }),
        },
        {
          clipart: FERN,
          x: 0.12,
          y: 0.82,
          height: 0.4,
          fill: C.secondary,
          rotate: -18,
          opacity: 0.9,
        },
      ],
    },
    {
      name: 'tom',
      alt: 'Illustrated portrait of Tom Reyes, senior stylist, with short dark hair and a trimmed beard',
      width: 800,
      height: 1000,
      quality: 80,
      background: { radial: ['#e4ece7', '#b8cdc2'], cx: 0.5, cy: 0.35 },
      layers: [
        {
          svg: () =>
            `<circle cx="400" cy="430" r="300" fill="#f1f5f2" opacity="0.5"/>` +
            portrait({
              x: 400,
              bottom: 1000,
              scale: 1.2,
              skin: '#c68a62',
              hair: '#231915',
              style: 'short',
              beard: '#2f221c',
              top: C.secondary,
              collar: C.deepGreen,
            }),
        },
        {
          clipart: SCISSORS,
          x: 0.84,
          y: 0.2,
          width: 0.24,
          rotate: 28,
          fill: C.deepGreen,
          opacity: 0.85,
        },
      ],
    },
    {
      name: 'lena',
      alt: 'Illustrated portrait of Lena Hart, stylist, with full auburn curls',
      width: 800,
      height: 1000,
      quality: 80,
      background: { radial: ['#f8ece6', '#ecd3c7'], cx: 0.5, cy: 0.35 },
      layers: [
        {
          svg: () =>
            `<circle cx="400" cy="430" r="300" fill="${C.accent}" opacity="0.45"/>` +
            portrait({
              x: 400,
              bottom: 1000,
              scale: 1.2,
              skin: '#f0c8ac',
              hair: '#8e3f22',
              style: 'curly',
              top: C.text,
              collar: '#4a363d',
              earring: C.brass,
            }),
        },
        {
          clipart: FERN,
          x: 0.87,
          y: 0.8,
          height: 0.42,
          fill: C.primary,
          rotate: 14,
          opacity: 0.85,
        },
      ],
    },
    {
      name: 'studio-basins',
      alt: 'Illustration of the wash area: two back-wash basins with plum chairs, a stack of towels and a trailing fern',
      width: 1200,
      height: 800,
      quality: 76,
      background: { colors: ['#f4e4db', C.wall], angle: 90 },
      layers: [
        {
          svg: (size) =>
            Array.from(
              { length: 16 },
              (_, i) => `<rect x="${i * 80}" y="0" width="2" height="640" fill="#e3cabe"/>`,
            ).join('') +
            studioFloor(size, 640) +
            basin(300, 700) +
            basin(720, 700) +
            `<rect x="940" y="520" width="200" height="14" rx="4" fill="${C.brass}"/>` +
            towels(1040, 520, [C.secondary, '#f7efe9', C.accent, '#f7efe9']) +
            `<line x1="170" y1="0" x2="170" y2="150" stroke="${C.text}" stroke-width="3"/>` +
            pot(170, 230, 110, 80, C.terracotta, '#b06a4d'),
        },
        { clipart: FERN, x: 0.1, y: 0.43, height: 0.36, fill: C.secondary, rotate: 160 },
        { clipart: FERN, x: 0.185, y: 0.4, height: 0.3, fill: C.deepGreen, rotate: -160 },
        { clipart: BAMBOO, x: 0.87, y: 0.33, height: 0.3, fill: C.secondary },
      ],
    },
    {
      name: 'studio-shelf',
      alt: 'Illustration of the studio shelves: bottles of shampoo and oil, folded towels, a round mirror and potted plants',
      width: 1200,
      height: 800,
      quality: 76,
      background: { colors: [C.surface, '#ecd6cb'], angle: 90 },
      layers: [
        {
          svg: (size) =>
            `<circle cx="860" cy="260" r="150" fill="${C.brass}"/><circle cx="860" cy="260" r="136" fill="#f8efea"/>` +
            `<path d="M 790 240 L 860 170" stroke="#ffffff" stroke-width="18" stroke-linecap="round"/>` +
            shelfWithBottles(120, 270, 420) +
            `<rect x="120" y="470" width="420" height="14" rx="4" fill="${C.brass}"/>` +
            towels(230, 470, ['#f7efe9', C.primary, '#f7efe9']) +
            pot(440, 470, 90, 70, C.secondary, C.deepGreen) +
            studioFloor(size, 680) +
            `<rect x="640" y="520" width="440" height="160" rx="14" fill="${C.secondary}"/>` +
            `<rect x="660" y="540" width="190" height="120" rx="8" fill="${C.deepGreen}"/><rect x="870" y="540" width="190" height="120" rx="8" fill="${C.deepGreen}"/>` +
            `<circle cx="840" cy="600" r="7" fill="${C.brass}"/><circle cx="880" cy="600" r="7" fill="${C.brass}"/>` +
            pumpBottle(720, 520, 60, 110) +
            dropperBottle(800, 520, 44, 64) +
            pot(1000, 520, 80, 70, C.terracotta, '#b06a4d'),
        },
        { clipart: FERN, x: 0.366, y: 0.43, height: 0.25, fill: C.deepGreen, rotate: 8 },
        { clipart: BAMBOO, x: 0.833, y: 0.5, height: 0.22, fill: C.deepGreen },
      ],
    },
    {
      name: 'tools',
      alt: 'Flat lay of a stylist’s tools on a blush background: scissors, a comb, a round brush, hair clips and sprigs of juniper',
      width: 1200,
      height: 800,
      quality: 76,
      background: { colors: ['#f3d8cc', C.accent], angle: 120 },
      layers: [
        {
          svg: () =>
            `<circle cx="600" cy="400" r="300" fill="#f7e6de" opacity="0.6"/>` +
            comb(760, 560, 420, -14, C.text) +
            roundBrush(330, 600, 520, 12) +
            clip(930, 220, 30, C.brass) +
            clip(990, 280, 18, C.primary) +
            sprig(200, 330, 260, -60, C.secondary, C.primary) +
            sprig(1040, 760, 240, -20, C.secondary, C.primary),
        },
        {
          clipart: SCISSORS,
          x: 0.5,
          y: 0.36,
          width: 0.36,
          rotate: -30,
          fill: C.text,
          shadow: { opacity: 0.2 },
        },
      ],
    },
    {
      name: 'shampoo',
      alt: 'A cream pump bottle of Juniper Gentle Shampoo with a plum label, standing on a round plinth among ferns',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#fbeee7', C.accent], cx: 0.5, cy: 0.4 },
      layers: [
        {
          clipart: FERN,
          x: 0.3,
          y: 0.42,
          height: 0.62,
          fill: C.secondary,
          rotate: -22,
          opacity: 0.9,
        },
        {
          clipart: FERN,
          x: 0.72,
          y: 0.46,
          height: 0.55,
          fill: C.deepGreen,
          rotate: 24,
          opacity: 0.9,
        },
        {
          svg: () =>
            plinth(500, 800, 520) +
            softShadowDef('soft', 14, 0.2) +
            `<g filter="url(#soft)">${pumpBottle(500, 800, 200, 400)}</g>`,
        },
      ],
    },
    {
      name: 'oil',
      alt: 'An amber dropper bottle of Finishing Oil with a cream label, beside a white flower on a round plinth',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#eef3f0', '#bfd3c8'], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            `<circle cx="500" cy="430" r="330" fill="#f4f7f5" opacity="0.6"/>` +
            plinth(500, 800, 520) +
            softShadowDef('soft', 14, 0.2) +
            `<g filter="url(#soft)">${dropperBottle(460, 800, 190, 280)}</g>`,
        },
        { clipart: MAGNOLIA, x: 0.7, y: 0.74, width: 0.26, rotate: -10, shadow: true },
        {
          clipart: FERN,
          x: 0.2,
          y: 0.6,
          height: 0.5,
          fill: C.secondary,
          rotate: -30,
          opacity: 0.85,
        },
      ],
    },
  ],
};
