// Linen & Loom's pictures, in the boutique template's palette: the shop's rail and shelves, the
// products laid flat, and three looks, drawn for the project.
// `node scripts/template-images/compose.mjs boutique`.
import { pot, portrait, softShadowDef } from '../draw.mjs';

/** The template's theme colours (packages/core/src/templates/boutique.ts), and shades of them. */
const C = {
  primary: '#3b5a4c',
  secondary: '#7a4b3a',
  accent: '#d4b08c',
  text: '#1e1d1b',
  background: '#ffffff',
  surface: '#f4f0ea',
  oat: '#e3d5bd',
  oatDark: '#cbb99a',
  sage: '#9fb29a',
  sageDark: '#7f9479',
  navy: '#2c3a52',
  navyDark: '#1f2a3d',
  moss: '#6f7d4a',
  rust: '#b0603a',
  ecru: '#efe7d6',
  terracotta: '#c2704f',
  indigo: '#3a4a7a',
  oak: '#c9a57a',
  oakDark: '#a07e55',
  clay: '#e8e2d8',
};

const FERN = 'plants/trees/fern_mo_01.svg';

/** A repeatable sequence of numbers in [0, 1), so every run draws the same picture. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/**
 * A shirt laid flat (or hung), centred on `cx` with its collar at `top`, `w` across the body:
 * sleeves, a collar, a button placket and a patch pocket.
 */
function shirt(cx, top, w, color, shade, { buttons = true, pocket = true, ribbed = false } = {}) {
  const h = w * 1.2;
  const sl = w * 0.5;
  const body = `M ${cx - w * 0.2} ${top} L ${cx - w / 2} ${top + w * 0.08} L ${cx - w / 2 - sl * 0.75} ${top + h * 0.5} L ${cx - w / 2 - sl * 0.45} ${top + h * 0.58} L ${cx - w / 2} ${top + h * 0.3} L ${cx - w / 2} ${top + h} L ${cx + w / 2} ${top + h} L ${cx + w / 2} ${top + h * 0.3} L ${cx + w / 2 + sl * 0.45} ${top + h * 0.58} L ${cx + w / 2 + sl * 0.75} ${top + h * 0.5} L ${cx + w / 2} ${top + w * 0.08} L ${cx + w * 0.2} ${top} Z`;
  const rib = ribbed
    ? `<rect x="${cx - w / 2}" y="${top + h * 0.9}" width="${w}" height="${h * 0.1}" fill="${shade}"/>` +
      Array.from(
        { length: 24 },
        (_, i) =>
          `<rect x="${cx - w / 2 + (i + 0.3) * (w / 24)}" y="${top + h * 0.9}" width="${w / 60}" height="${h * 0.1}" fill="${color}" opacity="0.5"/>`,
      ).join('') +
      [-1, 1]
        .map(
          (side) =>
            `<path d="M ${cx + side * (w / 2 + sl * 0.75)} ${top + h * 0.5} L ${cx + side * (w / 2 + sl * 0.45)} ${top + h * 0.58} L ${cx + side * (w / 2 + sl * 0.39)} ${top + h * 0.53} L ${cx + side * (w / 2 + sl * 0.68)} ${top + h * 0.45} Z" fill="${shade}"/>`,
        )
        .join('') +
      `<path d="M ${cx - w * 0.2} ${top} Q ${cx} ${top + w * 0.16} ${cx + w * 0.2} ${top} L ${cx + w * 0.16} ${top} Q ${cx} ${top + w * 0.11} ${cx - w * 0.16} ${top} Z" fill="${shade}"/>`
    : '';
  const collar = ribbed
    ? ''
    : `<path d="M ${cx - w * 0.2} ${top} L ${cx} ${top + w * 0.16} L ${cx - w * 0.05} ${top + w * 0.2} L ${cx - w * 0.24} ${top + w * 0.06} Z" fill="${shade}"/>` +
      `<path d="M ${cx + w * 0.2} ${top} L ${cx} ${top + w * 0.16} L ${cx + w * 0.05} ${top + w * 0.2} L ${cx + w * 0.24} ${top + w * 0.06} Z" fill="${shade}"/>`;
  const placket = buttons
    ? `<rect x="${cx - w * 0.03}" y="${top + w * 0.16}" width="${w * 0.06}" height="${h - w * 0.16}" fill="${shade}" opacity="0.55"/>` +
      [0.25, 0.42, 0.59, 0.76, 0.93]
        .map(
          (t) =>
            `<circle cx="${cx}" cy="${top + h * t}" r="${w * 0.016}" fill="${C.secondary}" opacity="0.85"/>`,
        )
        .join('')
    : '';
  const patch = pocket
    ? `<rect x="${cx - w * 0.38}" y="${top + h * 0.32}" width="${w * 0.2}" height="${w * 0.22}" rx="${w * 0.02}" fill="${shade}" opacity="0.5"/>`
    : '';
  const weave = ribbed
    ? Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M ${cx - w / 2} ${top + h * (0.2 + i * 0.08)} h ${w}" stroke="${shade}" stroke-width="2" opacity="0.25"/>`,
      ).join('')
    : '';
  return (
    `<path d="${body}" fill="${color}" stroke="${shade}" stroke-width="${w * 0.008}" stroke-linejoin="round" filter="url(#soft)"/>` +
    weave +
    collar +
    rib +
    placket +
    patch
  );
}

/** A wooden hanger with its hook, the shirt's collar at `y`. */
const hanger = (cx, y, w) =>
  `<path d="M ${cx} ${y - w * 0.22} q 0 ${-w * 0.08} ${w * 0.06} ${-w * 0.08} q ${w * 0.06} 0 ${w * 0.06} ${w * 0.06}" stroke="#8a8a8a" stroke-width="${w * 0.02}" fill="none"/>` +
  `<path d="M ${cx - w * 0.5} ${y} L ${cx} ${y - w * 0.2} L ${cx + w * 0.5} ${y}" stroke="${C.oakDark}" stroke-width="${w * 0.05}" fill="none" stroke-linecap="round"/>`;

/** A folded throw: a stack of folds with woven stripes and a fringe at the front. */
function throwBlanket(cx, floor, w, color, stripe, folds = 3) {
  const fh = w * 0.13;
  let out = '';
  for (let i = 0; i < folds; i++) {
    const y = floor - (i + 1) * fh;
    const inset = i * w * 0.01;
    out +=
      `<rect x="${cx - w / 2 + inset}" y="${y}" width="${w - inset * 2}" height="${fh}" rx="${fh * 0.45}" fill="${color}" stroke="rgba(0,0,0,0.12)" stroke-width="2"/>` +
      `<rect x="${cx - w / 2 + inset + w * 0.1}" y="${y}" width="${w * 0.03}" height="${fh}" fill="${stripe}" opacity="0.8"/>` +
      `<rect x="${cx - w / 2 + inset + w * 0.15}" y="${y}" width="${w * 0.012}" height="${fh}" fill="${stripe}" opacity="0.8"/>` +
      `<rect x="${cx + w / 2 - inset - w * 0.16}" y="${y}" width="${w * 0.03}" height="${fh}" fill="${stripe}" opacity="0.8"/>`;
  }
  const fringe = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${cx - w * 0.42 + (i * w * 0.84) / 21}" y="${floor - fh * 0.3}" width="${w * 0.008}" height="${fh * 0.55}" rx="${w * 0.004}" fill="${color}"/>`,
  ).join('');
  return `<g filter="url(#soft)">${out}</g>${fringe}`;
}

/** A handmade mug standing on `floor`: a slightly tapered body, a handle and a speckled glaze. */
function mug(cx, floor, w, glaze, inside, seed) {
  const h = w * 1.05;
  const rnd = random(seed);
  const speckles = Array.from({ length: 40 }, () => {
    const x = cx - w * 0.44 + rnd() * w * 0.88;
    const y = floor - h * 0.92 + rnd() * h * 0.85;
    return `<circle cx="${x}" cy="${y}" r="${w * (0.006 + rnd() * 0.008)}" fill="#5a4a3a" opacity="0.5"/>`;
  }).join('');
  return (
    `<ellipse cx="${cx}" cy="${floor}" rx="${w * 0.62}" ry="${w * 0.07}" fill="${C.text}" opacity="0.14"/>` +
    `<path d="M ${cx + w * 0.44} ${floor - h * 0.75} q ${w * 0.34} ${-w * 0.02} ${w * 0.32} ${w * 0.24} q ${-w * 0.02} ${w * 0.24} ${-w * 0.34} ${w * 0.22}" stroke="${glaze}" stroke-width="${w * 0.1}" fill="none" stroke-linecap="round"/>` +
    `<path d="M ${cx - w / 2} ${floor - h} L ${cx + w / 2} ${floor - h} L ${cx + w * 0.46} ${floor - w * 0.06} Q ${cx + w * 0.45} ${floor} ${cx + w * 0.38} ${floor} L ${cx - w * 0.38} ${floor} Q ${cx - w * 0.45} ${floor} ${cx - w * 0.46} ${floor - w * 0.06} Z" fill="${glaze}"/>` +
    `<rect x="${cx - w * 0.44}" y="${floor - h * 0.12}" width="${w * 0.88}" height="${h * 0.12}" fill="#b79b7a"/>` +
    speckles +
    `<ellipse cx="${cx}" cy="${floor - h}" rx="${w / 2}" ry="${w * 0.1}" fill="${inside}"/>` +
    `<ellipse cx="${cx}" cy="${floor - h + w * 0.015}" rx="${w * 0.44}" ry="${w * 0.075}" fill="#6d5a48" opacity="0.25"/>` +
    `<rect x="${cx - w * 0.34}" y="${floor - h * 0.9}" width="${w * 0.06}" height="${h * 0.62}" rx="${w * 0.03}" fill="#ffffff" opacity="0.25"/>`
  );
}

/** A beeswax pillar candle standing on `floor`, lit. */
const candle = (cx, floor, w, h) =>
  `<rect x="${cx - w / 2}" y="${floor - h}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#e9c77a"/>` +
  `<rect x="${cx - w * 0.36}" y="${floor - h * 0.96}" width="${w * 0.1}" height="${h * 0.85}" rx="${w * 0.05}" fill="#ffffff" opacity="0.25"/>` +
  `<ellipse cx="${cx}" cy="${floor - h}" rx="${w / 2}" ry="${w * 0.08}" fill="#f1d594"/>` +
  `<rect x="${cx - 2}" y="${floor - h - w * 0.14}" width="4" height="${w * 0.14}" fill="#3a2a1f"/>` +
  `<ellipse cx="${cx}" cy="${floor - h - w * 0.25}" rx="${w * 0.09}" ry="${w * 0.18}" fill="#ffc857"/>` +
  `<ellipse cx="${cx}" cy="${floor - h - w * 0.2}" rx="${w * 0.04}" ry="${w * 0.09}" fill="#fff4d1"/>`;

/** A linen napkin folded into a square, seen from above, with a hemstitch border. */
const napkin = (cx, cy, s, color, angle) =>
  `<g transform="rotate(${angle} ${cx} ${cy})" filter="url(#soft)"><rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="4" fill="${color}"/>` +
  `<rect x="${cx - s / 2 + s * 0.07}" y="${cy - s / 2 + s * 0.07}" width="${s * 0.86}" height="${s * 0.86}" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="6 5" opacity="0.5"/></g>`;

/** A mug seen from above: rim, coffee and handle. */
const mugFromAbove = (cx, cy, r, glaze, drink) =>
  `<circle cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" r="${r}" fill="${C.text}" opacity="0.18"/>` +
  `<rect x="${cx + r * 0.8}" y="${cy - r * 0.16}" width="${r * 0.6}" height="${r * 0.32}" rx="${r * 0.16}" fill="${glaze}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glaze}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${drink}"/>` +
  `<ellipse cx="${cx - r * 0.25}" cy="${cy - r * 0.3}" rx="${r * 0.25}" ry="${r * 0.1}" fill="#ffffff" opacity="0.25"/>`;

/** @type {import('../compose.mjs').Recipe} */
export default {
  template: 'boutique',
  images: [
    {
      name: 'hero',
      alt: 'Illustration of the shop: linen shirts in oat and sage on a wooden rail, folded wool throws on a bench, stoneware mugs and a fern',
      width: 960,
      height: 1200,
      quality: 76,
      background: { colors: ['#f6f2ec', '#ece4d8'], angle: 90 },
      layers: [
        {
          svg: (size) =>
            softShadowDef('soft', 10, 0.16) +
            `<rect x="0" y="980" width="${size.width}" height="${size.height - 980}" fill="#ddd2c2"/>` +
            `<rect x="0" y="980" width="${size.width}" height="5" fill="#cbbda8"/>` +
            // The rail, with four shirts.
            `<rect x="40" y="110" width="880" height="16" rx="8" fill="${C.oakDark}"/>` +
            `<rect x="50" y="110" width="14" height="870" fill="${C.oakDark}"/>` +
            `<rect x="896" y="110" width="14" height="870" fill="${C.oakDark}"/>` +
            [
              [190, C.oat, C.oatDark],
              [380, C.sage, C.sageDark],
              [570, C.ecru, C.oatDark],
              [765, C.navy, C.navyDark],
            ]
              .map(
                ([x, color, shade], i) =>
                  hanger(x, 185, 190) +
                  shirt(x, 176, 190, color, shade, {
                    ribbed: i === 3,
                    buttons: i !== 3,
                    pocket: i !== 3,
                  }),
              )
              .join('') +
            // A wall shelf with mugs and a candle.
            `<rect x="120" y="556" width="420" height="16" rx="4" fill="${C.oak}"/>` +
            mug(190, 556, 80, C.clay, '#f4efe6', 3) +
            mug(290, 556, 72, '#8fb0a4', '#eef3ef', 4) +
            mug(380, 556, 76, C.clay, '#f4efe6', 5) +
            candle(480, 556, 56, 110) +
            // A low bench with folded throws.
            `<rect x="110" y="840" width="600" height="28" rx="6" fill="${C.oak}"/>` +
            `<rect x="140" y="868" width="22" height="112" fill="${C.oakDark}"/>` +
            `<rect x="660" y="868" width="22" height="112" fill="${C.oakDark}"/>` +
            throwBlanket(300, 840, 340, C.moss, C.ecru, 3) +
            throwBlanket(300, 840 - 3 * 44, 320, C.rust, C.ecru, 2) +
            throwBlanket(560, 840, 220, C.ecru, C.moss, 2) +
            pot(820, 980, 120, 110, C.terracotta, '#a85d40'),
        },
        { clipart: FERN, x: 0.855, y: 0.69, height: 0.28, fill: C.primary, rotate: -6 },
        { clipart: FERN, x: 0.87, y: 0.71, height: 0.22, fill: C.sageDark, rotate: 16 },
      ],
    },
    {
      name: 'shirt',
      alt: 'Illustration of a sage linen overshirt with horn buttons and a patch pocket on a wooden hanger',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#ffffff', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 14, 0.16) +
            `<rect x="0" y="0" width="1000" height="1000" fill="${C.surface}" opacity="0.4"/>` +
            hanger(500, 230, 380) +
            shirt(500, 222, 380, C.sage, C.sageDark),
        },
      ],
    },
    {
      name: 'jumper',
      alt: 'Illustration of a navy merino crew-neck jumper laid flat, with ribbed cuffs and hem',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#ffffff', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 14, 0.16) +
            shirt(500, 230, 380, C.navy, C.navyDark, {
              buttons: false,
              pocket: false,
              ribbed: true,
            }),
        },
      ],
    },
    {
      name: 'throw',
      alt: 'Illustration of three folded Donegal wool throws in moss, rust and ecru, stacked, with fringed edges',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#ffffff', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 12, 0.16) +
            `<rect x="0" y="780" width="1000" height="220" fill="#e6ddd0"/>` +
            throwBlanket(500, 780, 620, C.ecru, C.moss, 2) +
            throwBlanket(500, 780 - 2 * 81, 600, C.rust, C.ecru, 2) +
            throwBlanket(500, 780 - 4 * 81, 580, C.moss, C.ecru, 2),
        },
      ],
    },
    {
      name: 'mugs',
      alt: 'Illustration of two handmade stoneware mugs, one speckled white and one sea green',
      width: 1000,
      height: 1000,
      quality: 78,
      background: { radial: ['#ffffff', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            `<rect x="0" y="700" width="1000" height="300" fill="#e6ddd0"/>` +
            mug(370, 720, 260, C.clay, '#f4efe6', 7) +
            mug(660, 740, 230, '#8fb0a4', '#eef3ef', 8),
        },
      ],
    },
    {
      name: 'look-linen',
      alt: 'Illustration of a woman with a dark bob wearing the sage linen overshirt open over a white tee',
      width: 800,
      height: 1067,
      quality: 78,
      background: { colors: ['#dfe6dc', '#c9d5c6'], angle: 90 },
      layers: [
        {
          svg: () =>
            `<circle cx="400" cy="420" r="300" fill="#ffffff" opacity="0.35"/>` +
            portrait({
              x: 400,
              bottom: 1067,
              scale: 1.25,
              skin: '#c98f6b',
              hair: '#2a1e18',
              style: 'bob',
              top: C.sage,
              collar: '#ffffff',
            }) +
            `<path d="M ${400 - 88} ${1067 - 250} L 400 ${1067 - 140} L ${400 + 88} ${1067 - 250} L ${400 + 70} ${1067 - 250} L 400 ${1067 - 165} L ${400 - 70} ${1067 - 250} Z" fill="${C.sageDark}"/>` +
            `<rect x="${400 - 250}" y="${1067 - 150}" width="90" height="80" rx="6" fill="${C.sageDark}" opacity="0.6"/>`,
        },
      ],
    },
    {
      name: 'look-knit',
      alt: 'Illustration of a man with short curly hair and a beard in a navy merino jumper, a moss wool throw behind him',
      width: 800,
      height: 1067,
      quality: 78,
      background: { colors: ['#efe6d8', '#e2d5c2'], angle: 90 },
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 10, 0.14) +
            `<rect x="0" y="640" width="800" height="427" fill="${C.moss}"/>` +
            Array.from(
              { length: 8 },
              (_, i) =>
                `<rect x="${60 + i * 100}" y="640" width="14" height="427" fill="${C.ecru}" opacity="0.35"/>`,
            ).join('') +
            portrait({
              x: 400,
              bottom: 1067,
              scale: 1.25,
              skin: '#8a5a3e',
              hair: '#1d1612',
              style: 'curly',
              beard: '#1d1612',
              top: C.navy,
            }) +
            `<path d="M ${400 - 70} ${1067 - 250} Q 400 ${1067 - 200} ${400 + 70} ${1067 - 250} L ${400 + 56} ${1067 - 250} Q 400 ${1067 - 215} ${400 - 56} ${1067 - 250} Z" fill="${C.navyDark}"/>`,
        },
      ],
    },
    {
      name: 'look-table',
      alt: 'Illustration of a pine table set for supper from above: stoneware mugs, terracotta linen napkins and lit beeswax candles',
      width: 800,
      height: 1067,
      quality: 78,
      background: '#c9a57a',
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 8, 0.18) +
            Array.from(
              { length: 6 },
              (_, i) =>
                `<rect x="0" y="${i * 180}" width="800" height="4" fill="${C.oakDark}" opacity="0.6"/>` +
                `<path d="M 0 ${i * 180 + 90} q 200 -20 400 0 t 400 0" stroke="${C.oakDark}" stroke-width="2" fill="none" opacity="0.3"/>`,
            ).join('') +
            `<rect x="250" y="0" width="300" height="1067" fill="${C.ecru}" opacity="0.9"/>` +
            napkin(170, 260, 190, C.terracotta, -8) +
            napkin(630, 780, 190, C.terracotta, 6) +
            mugFromAbove(190, 560, 75, C.clay, '#6b4a32') +
            mugFromAbove(610, 300, 75, '#8fb0a4', '#6b4a32') +
            candle(400, 520, 90, 190) +
            candle(400, 780, 80, 140) +
            `<circle cx="620" cy="560" r="60" fill="${C.clay}" filter="url(#soft)"/><circle cx="620" cy="560" r="44" fill="#f4efe6"/>`,
        },
      ],
    },
  ],
};
