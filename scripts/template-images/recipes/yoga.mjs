// Cedar Room Yoga's pictures, in the yoga template's palette: the studio with its cedar floor and
// north windows, and line drawings of poses from the Open Clip Art Library on calm backgrounds.
// `node scripts/template-images/compose.mjs yoga`.
import { pot, softShadowDef, verticalGradient } from '../draw.mjs';

/** The template's theme colours (packages/core/src/templates/yoga.ts), and shades of them. */
const C = {
  primary: '#2f6b66',
  secondary: '#6e4a6a',
  accent: '#e9c46a',
  text: '#1d2b2a',
  background: '#fbfbf8',
  surface: '#e8f0ec',
  cedar: '#c98f5e',
  cedarDark: '#a8703f',
  mat: '#8fb8ad',
  matPlum: '#a98aa5',
  wall: '#f3efe7',
  sky: '#dfeae8',
  leaf: '#3f7d5f',
  terracotta: '#c9805f',
};

const POSE = (n) => `people/stylized_yoga_person_ger_0${n}.svg`;
const TREE = POSE(6);
const SEATED = POSE(2);
const WARRIOR = POSE(5);
const SIDE_ANGLE = POSE(3);
const FERN = 'plants/trees/fern_mo_01.svg';

/** A cedar floor from `y` down: warm boards in perspective. */
function cedarFloor(size, y) {
  const { width, height } = size;
  const boards = Array.from({ length: 13 }, (_, i) => {
    const x = (i / 12) * width;
    const spread = (x - width / 2) * 1.9 + width / 2;
    return `<line x1="${x}" y1="${y}" x2="${spread}" y2="${height}" stroke="${C.cedarDark}" stroke-width="3" opacity="0.45"/>`;
  }).join('');
  return (
    verticalGradient('floor', '#d9a374', C.cedar) +
    `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="url(#floor)"/>` +
    boards +
    `<rect x="0" y="${y}" width="${width}" height="8" fill="${C.cedarDark}"/>`
  );
}

/** A tall window with mullions, the sky and the tops of trees outside. */
const window_ = (x, y, w, h) =>
  verticalGradient('north', '#eef5f4', '#cfe0dd') +
  `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" fill="#ffffff"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#north)"/>` +
  [0.2, 0.45, 0.7]
    .map(
      (t, i) =>
        `<circle cx="${x + w * t}" cy="${y + h * 0.92}" r="${w * (0.2 + (i % 2) * 0.06)}" fill="#a9c8bb" opacity="0.7"/>`,
    )
    .join('') +
  `<rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#ffffff"/>` +
  `<rect x="${x}" y="${y + h * 0.38}" width="${w}" height="10" fill="#ffffff"/>`;

/** A yoga mat seen in perspective on the floor. */
const mat = (cx, cy, w, color) =>
  `<path d="M ${cx - w * 0.42} ${cy - w * 0.05} L ${cx + w * 0.42} ${cy - w * 0.05} L ${cx + w / 2} ${cy + w * 0.07} L ${cx - w / 2} ${cy + w * 0.07} Z" fill="${color}"/>` +
  `<path d="M ${cx - w / 2} ${cy + w * 0.07} L ${cx + w / 2} ${cy + w * 0.07} L ${cx + w / 2} ${cy + w * 0.085} L ${cx - w / 2} ${cy + w * 0.085} Z" fill="${C.text}" opacity="0.25"/>`;

/** A rolled mat standing on its end. */
const rolledMat = (cx, floor, r, h, color) =>
  `<rect x="${cx - r}" y="${floor - h}" width="${r * 2}" height="${h}" rx="${r * 0.3}" fill="${color}"/>` +
  `<ellipse cx="${cx}" cy="${floor - h}" rx="${r}" ry="${r * 0.35}" fill="${color}"/>` +
  `<ellipse cx="${cx}" cy="${floor - h}" rx="${r * 0.55}" ry="${r * 0.18}" fill="${C.text}" opacity="0.2"/>`;

/** A cork block. */
const block = (x, floor, w) =>
  `<rect x="${x}" y="${floor - w * 0.5}" width="${w}" height="${w * 0.5}" rx="${w * 0.06}" fill="#caa36f"/>` +
  `<rect x="${x}" y="${floor - w * 0.5}" width="${w}" height="${w * 0.12}" rx="${w * 0.06}" fill="#dcb985"/>`;

/** A round bolster lying on the floor. */
const bolster = (cx, floor, w, color) =>
  `<rect x="${cx - w / 2}" y="${floor - w * 0.28}" width="${w}" height="${w * 0.28}" rx="${w * 0.14}" fill="${color}"/>` +
  `<rect x="${cx - w / 2 + w * 0.08}" y="${floor - w * 0.28}" width="${w * 0.04}" height="${w * 0.28}" fill="#ffffff" opacity="0.2"/>` +
  `<rect x="${cx + w / 2 - w * 0.12}" y="${floor - w * 0.28}" width="${w * 0.04}" height="${w * 0.28}" fill="#ffffff" opacity="0.2"/>`;

/** A folded blanket. */
const blanket = (cx, floor, w, color, stripe) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${cx - w / 2 + i * 4}" y="${floor - (i + 1) * w * 0.12}" width="${w - i * 8}" height="${w * 0.12}" rx="${w * 0.05}" fill="${color}" stroke="rgba(0,0,0,0.1)" stroke-width="2"/>` +
        `<rect x="${cx - w * 0.3}" y="${floor - (i + 1) * w * 0.12}" width="${w * 0.04}" height="${w * 0.12}" fill="${stripe}"/>`,
    )
    .join('');

/** A hanging paper lamp, lit. */
const paperLamp = (x, y, r) =>
  `<line x1="${x}" y1="0" x2="${x}" y2="${y - r}" stroke="${C.text}" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="${C.accent}" opacity="0.16"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff3d4"/>` +
  [-0.5, 0, 0.5]
    .map(
      (t) =>
        `<ellipse cx="${x}" cy="${y + r * t}" rx="${r * Math.sqrt(1 - t * t)}" ry="${r * 0.08}" fill="none" stroke="#e8d6a8" stroke-width="2"/>`,
    )
    .join('');

/** @type {import('../compose.mjs').Recipe} */
export default {
  template: 'yoga',
  images: [
    {
      name: 'hero',
      alt: 'Line drawing of a woman in tree pose on a teal mat in a studio with a cedar floor, tall north windows and a fern',
      width: 1000,
      height: 1000,
      quality: 78,
      background: C.wall,
      layers: [
        {
          svg: (size) =>
            window_(120, 110, 300, 560) +
            window_(580, 110, 300, 560) +
            cedarFloor(size, 760) +
            mat(500, 860, 520, C.mat) +
            pot(860, 960, 130, 120, C.terracotta, '#b06a4d'),
        },
        { clipart: TREE, x: 0.5, y: 0.54, height: 0.62, fill: C.text },
        { clipart: FERN, x: 0.86, y: 0.72, height: 0.3, fill: C.leaf, rotate: -10 },
        { clipart: FERN, x: 0.88, y: 0.73, height: 0.26, fill: C.primary, rotate: 14 },
      ],
    },
    {
      name: 'studio',
      alt: 'Illustration of the empty studio: a cedar floor, tall windows onto trees, rolled mats, cork blocks, bolsters and folded blankets',
      width: 1200,
      height: 900,
      quality: 76,
      background: C.wall,
      layers: [
        {
          svg: (size) =>
            softShadowDef('soft', 8, 0.12) +
            window_(110, 90, 240, 470) +
            window_(480, 90, 240, 470) +
            window_(850, 90, 240, 470) +
            cedarFloor(size, 640) +
            `<rect x="60" y="560" width="480" height="18" rx="4" fill="${C.cedarDark}"/>` +
            rolledMat(110, 560, 26, 150, C.mat) +
            rolledMat(170, 560, 26, 150, C.matPlum) +
            rolledMat(230, 560, 26, 150, C.mat) +
            rolledMat(290, 560, 26, 150, C.primary) +
            block(340, 560, 80) +
            block(430, 560, 80) +
            block(385, 520, 80) +
            bolster(880, 640, 240, C.secondary) +
            bolster(860, 590, 220, C.primary) +
            blanket(640, 640, 170, '#efe4cf', C.secondary) +
            mat(520, 790, 420, C.mat),
        },
      ],
    },
    {
      name: 'flow',
      alt: 'Line drawing of a woman in warrior two pose, arms stretched wide, on a teal mat',
      width: 1200,
      height: 900,
      quality: 78,
      background: { radial: ['#f4f8f6', C.surface], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            `<circle cx="600" cy="400" r="300" fill="${C.accent}" opacity="0.25"/>` +
            `<rect x="0" y="730" width="1200" height="170" fill="#d5e3dd"/>` +
            mat(600, 760, 760, C.mat),
        },
        { clipart: WARRIOR, x: 0.5, y: 0.47, width: 0.62, fill: C.text },
      ],
    },
    {
      name: 'yin',
      alt: 'Line drawing of a woman sitting cross-legged in meditation under a paper lamp, beside a bolster and a folded blanket',
      width: 1200,
      height: 900,
      quality: 78,
      background: { colors: ['#e7e0ea', '#d6cbd8'], angle: 90 },
      layers: [
        {
          svg: () =>
            `<rect x="0" y="700" width="1200" height="200" fill="#c8b9c9"/>` +
            paperLamp(930, 220, 70) +
            mat(560, 770, 640, C.matPlum) +
            bolster(950, 730, 260, C.primary) +
            blanket(240, 740, 180, '#f1e8d6', C.primary),
        },
        { clipart: SEATED, x: 0.47, y: 0.5, height: 0.62, fill: C.text },
      ],
    },
    {
      name: 'prenatal',
      alt: 'Line drawing of a woman in a gentle side stretch on a mat, with a bolster, blocks and a blanket beside her',
      width: 1200,
      height: 900,
      quality: 78,
      background: { radial: ['#fbf5ea', '#f1e4cc'], cx: 0.5, cy: 0.4 },
      layers: [
        {
          svg: () =>
            `<circle cx="560" cy="420" r="280" fill="${C.surface}"/>` +
            `<rect x="0" y="720" width="1200" height="180" fill="#e9d6b4"/>` +
            mat(540, 760, 700, C.mat) +
            bolster(1010, 740, 230, C.secondary) +
            block(90, 740, 90) +
            block(110, 695, 90),
        },
        { clipart: SIDE_ANGLE, x: 0.47, y: 0.55, width: 0.56, fill: C.text },
      ],
    },
  ],
};
