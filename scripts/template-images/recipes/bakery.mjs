// Larkrise Bakery's pictures, in the bakery template's palette: loaves, pastries and a cake drawn
// flat for the project, with a wood-fired oven and the shop's counter.
// `node scripts/template-images/compose.mjs bakery`.
import { pendant, softShadowDef, sprig, verticalGradient } from '../draw.mjs';

/** The template's theme colours (packages/core/src/templates/bakery.ts), and shades of them. */
const C = {
  primary: '#9a4a1c',
  secondary: '#4f5d2f',
  accent: '#e9b949',
  text: '#2b2118',
  background: '#fffbf4',
  surface: '#f6ead8',
  wall: '#f1e1c8',
  crustLight: '#d99a55',
  crust: '#b8692d',
  crustDark: '#7f3f17',
  crumb: '#f4dcae',
  flour: '#fff8ea',
  wood: '#c08a55',
  woodDark: '#946236',
  brick: '#b45a36',
  brickDark: '#8a3f24',
};

/** A repeatable sequence of numbers in [0, 1), so every run draws the same picture. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

let ids = 0;
const uid = (name) => `${name}${++ids}`;

/** A soft shadow on the surface under something `rx` wide. */
const shadow = (cx, cy, rx, ry = rx * 0.16, opacity = 0.22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.text}" opacity="${opacity}"/>`;

/** A round sourdough loaf with a scored ear and a dusting of flour. */
function boule(cx, cy, rx, ry = rx * 0.72, seed = 1) {
  const g = uid('boule');
  const rnd = random(seed);
  const dust = Array.from({ length: 26 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 0.7;
    return `<circle cx="${cx + Math.cos(a) * rx * d}" cy="${cy - ry * 0.25 + Math.sin(a) * ry * d * 0.6}" r="${1.5 + rnd() * rx * 0.018}" fill="${C.flour}" opacity="${0.5 + rnd() * 0.4}"/>`;
  }).join('');
  return (
    `<defs><radialGradient id="${g}" cx="0.38" cy="0.3" r="0.8"><stop offset="0" stop-color="${C.crustLight}"/><stop offset="0.6" stop-color="${C.crust}"/><stop offset="1" stop-color="${C.crustDark}"/></radialGradient></defs>` +
    shadow(cx, cy + ry * 0.92, rx * 1.02, ry * 0.16) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${g})"/>` +
    `<path d="M ${cx - rx * 0.62} ${cy - ry * 0.05} Q ${cx - rx * 0.1} ${cy - ry * 0.95} ${cx + rx * 0.6} ${cy - ry * 0.32}" stroke="${C.crumb}" stroke-width="${rx * 0.09}" fill="none" stroke-linecap="round"/>` +
    `<path d="M ${cx - rx * 0.58} ${cy + ry * 0.02} Q ${cx - rx * 0.08} ${cy - ry * 0.8} ${cx + rx * 0.56} ${cy - ry * 0.24}" stroke="${C.crustDark}" stroke-width="${rx * 0.025}" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    dust
  );
}

/** A long loaf turned `angle` degrees, with three diagonal cuts. */
function batard(cx, cy, w, h, angle = 0) {
  const g = uid('batard');
  const cuts = [-0.28, 0, 0.28]
    .map(
      (t) =>
        `<path d="M ${w * t - w * 0.1} ${h * 0.18} Q ${w * t} ${-h * 0.05} ${w * t + w * 0.1} ${-h * 0.22}" stroke="${C.crumb}" stroke-width="${h * 0.11}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.crustLight}"/><stop offset="0.55" stop-color="${C.crust}"/><stop offset="1" stop-color="${C.crustDark}"/></linearGradient></defs>` +
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    shadow(0, h * 0.48, w * 0.5, h * 0.12) +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="url(#${g})"/>` +
    cuts +
    `</g>`
  );
}

/** A croissant: seven rolled segments along a crescent, golden on top and dark at the seams. */
function croissant(cx, cy, w, angle = 0) {
  const g = uid('croissant');
  const R = w * 0.4;
  const segments = [-3, 3, -2, 2, -1, 1, 0].map((i) => {
    const a = i * 21;
    const rad = (a * Math.PI) / 180;
    const x = Math.sin(rad) * R;
    const y = R - Math.cos(rad) * R - w * 0.05;
    const rx = w * (0.13 - Math.abs(i) * 0.024);
    const ry = w * (0.17 - Math.abs(i) * 0.033);
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${a} ${x} ${y})" fill="url(#${g})" stroke="${C.crustDark}" stroke-width="${w * 0.01}"/>` +
      `<path d="M ${x - rx * 0.35} ${y - ry * 0.55} Q ${x} ${y - ry * 0.8} ${x + rx * 0.35} ${y - ry * 0.55}" stroke="#f6cf8e" stroke-width="${w * 0.014}" fill="none" stroke-linecap="round" opacity="0.85" transform="rotate(${a} ${x} ${y})"/>`
    );
  });
  return (
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eab064"/><stop offset="0.55" stop-color="${C.crust}"/><stop offset="1" stop-color="${C.crustDark}"/></linearGradient></defs>` +
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    shadow(0, w * 0.2, w * 0.42, w * 0.05, 0.16) +
    segments.join('') +
    `</g>`
  );
}

/** A cardamom knot seen from above: a spiral of dough with pearl sugar. */
function knot(cx, cy, r, seed = 3) {
  const g = uid('knot');
  const rnd = random(seed);
  let spiral = `M ${cx} ${cy}`;
  for (let t = 0; t <= Math.PI * 5; t += 0.25) {
    const d = (t / (Math.PI * 5)) * r * 0.85;
    spiral += ` L ${cx + Math.cos(t) * d} ${cy + Math.sin(t) * d}`;
  }
  const sugar = Array.from({ length: 22 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r * 0.8;
    return `<rect x="${cx + Math.cos(a) * d}" y="${cy + Math.sin(a) * d}" width="${r * 0.06}" height="${r * 0.05}" rx="${r * 0.015}" fill="#ffffff" transform="rotate(${rnd() * 90} ${cx + Math.cos(a) * d} ${cy + Math.sin(a) * d})"/>`;
  }).join('');
  return (
    `<defs><radialGradient id="${g}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#e2a560"/><stop offset="1" stop-color="${C.crust}"/></radialGradient></defs>` +
    shadow(cx, cy + r * 0.9, r * 0.95, r * 0.15) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>` +
    `<path d="${spiral}" stroke="${C.crustDark}" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round" opacity="0.75"/>` +
    sugar
  );
}

/** A tin-baked rye loaf, dark, with seeds on its crust, and two slices cut from it. */
function ryeLoaf(cx, floor, w, seed = 7) {
  const h = w * 0.55;
  const rnd = random(seed);
  const top = floor - h;
  const seeds = Array.from({ length: 70 }, () => {
    const x = cx - w / 2 + w * 0.06 + rnd() * w * 0.88;
    const y = top + h * 0.06 + rnd() * h * 0.8;
    return `<ellipse cx="${x}" cy="${y}" rx="${w * 0.012}" ry="${w * 0.006}" fill="${rnd() > 0.5 ? '#e9d8a6' : '#6f7d3c'}" transform="rotate(${rnd() * 180} ${x} ${y})"/>`;
  }).join('');
  const slice = (x, tilt) =>
    `<g transform="rotate(${tilt} ${x} ${floor})">` +
    `<rect x="${x - w * 0.03}" y="${floor - h * 0.95}" width="${w * 0.5}" height="${h * 0.95}" rx="${w * 0.05}" fill="#5a3620"/>` +
    `<rect x="${x}" y="${floor - h * 0.9}" width="${w * 0.44}" height="${h * 0.86}" rx="${w * 0.04}" fill="#8a5a38"/>` +
    Array.from({ length: 24 }, () => {
      const sx = x + w * 0.03 + rnd() * w * 0.38;
      const sy = floor - h * 0.85 + rnd() * h * 0.76;
      return `<circle cx="${sx}" cy="${sy}" r="${w * 0.008}" fill="#c9b17a"/>`;
    }).join('') +
    `</g>`;
  return (
    shadow(cx, floor, w * 0.62, w * 0.045) +
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="${w * 0.07}" fill="#5a3620"/>` +
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h * 0.35}" rx="${w * 0.07}" fill="#6c4328"/>` +
    seeds +
    slice(cx + w * 0.58, 8)
  );
}

/** A layered celebration cake on a stand: sponge, cream, lemon icing drips and berries. */
function cake(cx, floor, w) {
  const h = w * 0.62;
  const top = floor - w * 0.16 - h;
  const rnd = random(11);
  const drips = Array.from({ length: 9 }, (_, i) => {
    const x = cx - w / 2 + (i + 0.5) * (w / 9);
    const len = h * (0.12 + rnd() * 0.2);
    return `<rect x="${x - w * 0.022}" y="${top}" width="${w * 0.044}" height="${len}" rx="${w * 0.022}" fill="#f3d36b"/>`;
  }).join('');
  const berries = Array.from({ length: 9 }, (_, i) => {
    const x = cx - w * 0.34 + (i / 8) * w * 0.68;
    const y = top - w * 0.02 - Math.sin((i / 8) * Math.PI) * w * 0.03;
    return `<circle cx="${x}" cy="${y}" r="${w * 0.035}" fill="${i % 3 === 1 ? '#5b2a5e' : '#a3263a'}"/>`;
  }).join('');
  return (
    shadow(cx, floor, w * 0.45, w * 0.04) +
    `<rect x="${cx - w * 0.05}" y="${floor - w * 0.15}" width="${w * 0.1}" height="${w * 0.15}" fill="#e6dccd"/>` +
    `<ellipse cx="${cx}" cy="${floor - 4}" rx="${w * 0.2}" ry="${w * 0.03}" fill="#e6dccd"/>` +
    `<rect x="${cx - w * 0.62}" y="${floor - w * 0.18}" width="${w * 1.24}" height="${w * 0.04}" rx="${w * 0.02}" fill="#f3ece2"/>` +
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="${w * 0.03}" fill="#f1d39b"/>` +
    [0.3, 0.62]
      .map(
        (t) =>
          `<rect x="${cx - w / 2}" y="${top + h * t}" width="${w}" height="${h * 0.07}" fill="${C.flour}"/>` +
          `<rect x="${cx - w / 2}" y="${top + h * t + h * 0.07}" width="${w}" height="${h * 0.03}" fill="#c9304a" opacity="0.7"/>`,
      )
      .join('') +
    `<rect x="${cx - w / 2}" y="${top - w * 0.02}" width="${w}" height="${w * 0.05}" rx="${w * 0.02}" fill="#f3d36b"/>` +
    drips +
    berries +
    sprig(cx + w * 0.05, top - w * 0.03, w * 0.18, 50, C.secondary)
  );
}

/** A wooden board with a handle, seen from the front at a slight angle. */
const board = (cx, cy, w, h) =>
  `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h * 0.3}" fill="${C.wood}"/>` +
  `<rect x="${cx + w / 2 - 10}" y="${cy - h * 0.18}" width="${w * 0.14}" height="${h * 0.36}" rx="${h * 0.18}" fill="${C.wood}"/>` +
  `<circle cx="${cx + w / 2 + w * 0.09}" cy="${cy}" r="${h * 0.07}" fill="${C.woodDark}"/>` +
  `<rect x="${cx - w / 2}" y="${cy + h * 0.25}" width="${w}" height="${h * 0.25}" rx="${h * 0.12}" fill="${C.woodDark}" opacity="0.55"/>` +
  [0.2, 0.45, 0.7]
    .map(
      (t) =>
        `<path d="M ${cx - w * 0.45} ${cy - h / 2 + h * t * 0.7} q ${w * 0.3} ${-h * 0.05} ${w * 0.85} 0" stroke="${C.woodDark}" stroke-width="2" fill="none" opacity="0.35"/>`,
    )
    .join('');

/** A linen cloth corner in the palette's green, with a woven stripe. */
const cloth = (x, y, w, h, angle) =>
  `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e7e2d2"/>` +
  `<rect x="${x}" y="${y + h * 0.2}" width="${w}" height="${h * 0.06}" fill="${C.secondary}" opacity="0.8"/>` +
  `<rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.02}" fill="${C.secondary}" opacity="0.8"/></g>`;

/** A wheat ear: a stem with paired grains. */
function wheat(x, y, size, angle, color) {
  const grains = [];
  for (let i = 0; i < 7; i++) {
    const at = size * (0.45 + i * 0.075);
    grains.push(
      `<ellipse cx="${size * 0.045}" cy="${-at}" rx="${size * 0.03}" ry="${size * 0.06}" transform="rotate(28 ${size * 0.045} ${-at})" fill="${color}"/>`,
      `<ellipse cx="${-size * 0.045}" cy="${-at}" rx="${size * 0.03}" ry="${size * 0.06}" transform="rotate(-28 ${-size * 0.045} ${-at})" fill="${color}"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M 0 0 L 0 ${-size}" stroke="${color}" stroke-width="${size * 0.02}" stroke-linecap="round"/>${grains.join('')}<ellipse cx="0" cy="${-size * 1.0}" rx="${size * 0.028}" ry="${size * 0.055}" fill="${color}"/></g>`;
}

/** A wicker basket on a shelf, holding loaves. */
const basket = (cx, floor, w, h) =>
  `<path d="M ${cx - w / 2} ${floor - h} L ${cx + w / 2} ${floor - h} L ${cx + w * 0.42} ${floor} L ${cx - w * 0.42} ${floor} Z" fill="#c79a5c"/>` +
  [0.25, 0.5, 0.75]
    .map(
      (t) =>
        `<line x1="${cx - w / 2 + w * 0.04 * t}" y1="${floor - h + h * t}" x2="${cx + w / 2 - w * 0.04 * t}" y2="${floor - h + h * t}" stroke="#a77a40" stroke-width="3"/>`,
    )
    .join('') +
  `<rect x="${cx - w * 0.52}" y="${floor - h - 6}" width="${w * 1.04}" height="12" rx="6" fill="#a77a40"/>`;

/** @type {import('../compose.mjs').Recipe} */
export default {
  template: 'bakery',
  images: [
    {
      name: 'hero',
      alt: 'Illustration of the bakery counter: baskets of sourdough loaves on wooden shelves, croissants and buns on the counter under warm pendant lamps',
      width: 960,
      height: 1200,
      quality: 76,
      background: { colors: ['#f7e9d2', C.wall], angle: 90 },
      layers: [
        {
          svg: (size) =>
            softShadowDef('soft', 14, 0.2) +
            `<circle cx="${size.width * 0.5}" cy="430" r="380" fill="${C.accent}" opacity="0.22"/>` +
            // Shelves with baskets of bread.
            [300, 560]
              .map(
                (y) =>
                  `<rect x="70" y="${y}" width="820" height="18" rx="4" fill="${C.woodDark}"/>` +
                  `<rect x="90" y="${y + 18}" width="14" height="40" fill="${C.woodDark}"/>` +
                  `<rect x="856" y="${y + 18}" width="14" height="40" fill="${C.woodDark}"/>`,
              )
              .join('') +
            boule(200, 225, 85, 62, 2) +
            boule(360, 238, 70, 50, 5) +
            batard(560, 250, 190, 70, -4) +
            batard(760, 245, 170, 66, 6) +
            basket(220, 560, 230, 90) +
            boule(175, 455, 62, 44, 8) +
            boule(270, 462, 58, 40, 9) +
            basket(520, 560, 230, 90) +
            batard(520, 452, 200, 56, -14) +
            batard(520, 470, 200, 56, 10) +
            basket(780, 560, 180, 90) +
            knot(745, 462, 40, 4) +
            knot(820, 466, 36, 6) +
            // The counter, with a glass case of pastries.
            `<rect x="0" y="820" width="${size.width}" height="${size.height - 820}" fill="${C.primary}"/>` +
            `<rect x="0" y="820" width="${size.width}" height="26" fill="${C.crustDark}"/>` +
            [0, 1, 2, 3, 4, 5]
              .map(
                (i) =>
                  `<rect x="${40 + i * 150}" y="880" width="120" height="${size.height - 900}" rx="6" fill="#8c4319"/>`,
              )
              .join('') +
            `<rect x="90" y="640" width="780" height="180" rx="10" fill="#ffffff" opacity="0.35"/>` +
            `<rect x="90" y="740" width="780" height="8" fill="#ffffff" opacity="0.7"/>` +
            croissant(220, 700, 160, -6) +
            croissant(420, 702, 150, 8) +
            knot(600, 700, 46, 12) +
            knot(700, 705, 42, 13) +
            knot(790, 700, 40, 14) +
            `<rect x="90" y="640" width="780" height="6" fill="#ffffff" opacity="0.8"/>` +
            pendant(240, 70, 120, C.secondary) +
            pendant(720, 90, 110, C.primary),
        },
      ],
    },
    {
      name: 'loaves',
      alt: 'Illustration of three sourdough loaves on a wooden board, one round and two long, with ears of wheat',
      width: 1200,
      height: 900,
      quality: 76,
      background: { radial: ['#fbf1e1', C.surface], cx: 0.5, cy: 0.35 },
      layers: [
        {
          svg: (size) =>
            `<rect x="0" y="640" width="${size.width}" height="${size.height - 640}" fill="#ead7b8"/>` +
            cloth(-40, 690, 520, 260, -6) +
            board(620, 640, 820, 120) +
            batard(420, 520, 330, 120, -8) +
            batard(820, 525, 310, 112, 7) +
            boule(620, 470, 190, 140, 21) +
            wheat(1040, 780, 260, 24, C.accent) +
            wheat(1080, 800, 240, 36, '#d9a441'),
        },
      ],
    },
    {
      name: 'pastries',
      alt: 'Illustration of golden butter croissants on a baking tray, seen from above',
      width: 1200,
      height: 900,
      quality: 76,
      background: { colors: ['#f8ecda', '#efdcbf'], angle: 90 },
      layers: [
        {
          svg: () =>
            `<rect x="110" y="110" width="980" height="680" rx="26" fill="#4b4038"/>` +
            `<rect x="130" y="130" width="940" height="640" rx="18" fill="#f3ead9"/>` +
            croissant(360, 320, 400, -12) +
            croissant(840, 300, 380, 10) +
            croissant(370, 610, 380, 8) +
            croissant(850, 620, 400, -6),
        },
      ],
    },
    {
      name: 'cake',
      alt: 'Illustration of a three-layer celebration cake with lemon icing and berries on a cake stand',
      width: 1200,
      height: 900,
      quality: 78,
      background: { radial: ['#fff6e8', '#f2dcc0'], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: (size) =>
            `<circle cx="600" cy="430" r="330" fill="${C.accent}" opacity="0.25"/>` +
            `<rect x="0" y="760" width="${size.width}" height="${size.height - 760}" fill="#e7cfad"/>` +
            cake(600, 760, 540) +
            wheat(170, 800, 220, -18, C.accent) +
            `<circle cx="980" cy="720" r="34" fill="#a3263a"/><circle cx="1030" cy="735" r="28" fill="#5b2a5e"/><circle cx="950" cy="745" r="24" fill="#a3263a"/>`,
        },
      ],
    },
    {
      name: 'oven',
      alt: 'Illustration of the brick wood-fired oven with a fire burning inside and a loaf on a wooden peel',
      width: 1000,
      height: 1000,
      quality: 76,
      background: { colors: ['#f4e2c6', '#e9cfa8'], angle: 90 },
      layers: [
        {
          svg: (size) => {
            const bricks = [];
            for (let row = 0; row < 12; row++) {
              for (let col = -1; col < 12; col++) {
                const x = 140 + col * 70 + (row % 2) * 35;
                const y = 200 + row * 36;
                bricks.push(
                  `<rect x="${x}" y="${y}" width="64" height="30" rx="4" fill="${(row + col) % 3 === 0 ? C.brickDark : C.brick}"/>`,
                );
              }
            }
            return (
              verticalGradient('fire', '#ffd36b', '#e0641f') +
              `<defs><clipPath id="dome"><path d="M 140 760 L 140 420 A 360 250 0 0 1 860 420 L 860 760 Z"/></clipPath></defs>` +
              `<g clip-path="url(#dome)"><rect x="140" y="160" width="720" height="600" fill="${C.brick}"/>${bricks.join('')}</g>` +
              `<path d="M 330 700 L 330 520 A 170 150 0 0 1 670 520 L 670 700 Z" fill="#2b1a12"/>` +
              `<path d="M 380 700 Q 400 600 450 640 Q 470 540 520 610 Q 560 520 580 630 Q 620 590 630 700 Z" fill="url(#fire)"/>` +
              `<rect x="100" y="760" width="800" height="40" rx="6" fill="#d9c3a1"/>` +
              `<rect x="0" y="800" width="${size.width}" height="${size.height - 800}" fill="#cfa77a"/>` +
              `<rect x="470" y="740" width="500" height="22" rx="11" fill="${C.woodDark}" transform="rotate(-8 470 750)"/>` +
              `<ellipse cx="400" cy="770" rx="160" ry="40" fill="${C.wood}" transform="rotate(-8 470 750)"/>` +
              boule(395, 735, 110, 62, 31)
            );
          },
        },
      ],
    },
    {
      name: 'rye',
      alt: 'Illustration of a dark seeded rye loaf with a slice cut from it',
      width: 1000,
      height: 1000,
      quality: 76,
      background: { radial: ['#fbf1e1', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: (size) =>
            `<rect x="0" y="660" width="${size.width}" height="${size.height - 660}" fill="#ead7b8"/>` +
            board(460, 690, 760, 100) +
            ryeLoaf(380, 650, 460) +
            wheat(880, 940, 240, 16, C.accent),
        },
      ],
    },
    {
      name: 'buns',
      alt: 'Illustration of cardamom knots with pearl sugar on baking paper, seen from above',
      width: 1000,
      height: 1000,
      quality: 76,
      background: { colors: ['#f8ecda', '#efdcbf'], angle: 90 },
      layers: [
        {
          svg: () =>
            `<rect x="110" y="130" width="780" height="740" rx="8" fill="#fbf6ec" transform="rotate(-4 500 500)"/>` +
            knot(340, 350, 130, 41) +
            knot(660, 340, 125, 42) +
            knot(340, 660, 125, 43) +
            knot(665, 660, 132, 44) +
            sprig(880, 920, 160, -30, C.secondary),
        },
      ],
    },
  ],
};
