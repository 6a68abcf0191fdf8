// The pictures of the coach template, drawn as flat illustrations in its palette (deep teal,
// terracotta, warm sand): a path towards the sunrise for the hero, the coaching room, Ruth's
// portrait and the notebook clients fill in before a first session.
import { portrait, pot, softShadowDef, verticalGradient } from '../draw.mjs';

const TEAL = '#1f5f5b';
const DEEP = '#163f3d';
const SAND = '#e9b872';
const CLAY = '#a5482f';
const CREAM = '#fbfaf7';

/** A rolling hill from the left edge to the right, its crest at `y`, filled to the bottom. */
const hill = ({ width, height }, y, lift, color) =>
  `<path d="M 0 ${y + lift} C ${width * 0.3} ${y - lift} ${width * 0.6} ${y + lift * 1.5} ${width} ${y - lift * 0.5} L ${width} ${height} L 0 ${height} Z" fill="${color}"/>`;

/** A leafy plant in a pot: an arc of long leaves over the pot, standing on `floor`. */
function plant(x, floor, size, leaf, potColor) {
  const leaves = [-60, -38, -18, 0, 18, 38, 60]
    .map(
      (angle, i) =>
        `<path d="M 0 0 Q ${size * 0.22} ${-size * 0.5} 0 ${-size * (0.85 + (i % 2) * 0.15)} Q ${-size * 0.22} ${-size * 0.5} 0 0 Z" fill="${leaf}" transform="rotate(${angle})" opacity="${0.85 + (i % 3) * 0.05}"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${floor - size * 0.42})">${leaves}</g>${pot(x, floor, size * 0.5, size * 0.42, potColor, potColor)}`;
}

/** A simple armchair seen from the front at an angle: back, seat, arms and legs. */
function armchair(x, floor, w, color, shade, flip = false) {
  const h = w * 0.95;
  const t = flip ? `translate(${x * 2} 0) scale(-1 1)` : '';
  return `<g transform="${t}"><rect x="${x - w / 2}" y="${floor - h}" width="${w * 0.9}" height="${h * 0.7}" rx="${w * 0.12}" fill="${shade}"/><rect x="${x - w / 2 - w * 0.06}" y="${floor - h * 0.52}" width="${w * 1.1}" height="${h * 0.3}" rx="${w * 0.08}" fill="${color}"/><rect x="${x - w / 2 - w * 0.1}" y="${floor - h * 0.62}" width="${w * 0.18}" height="${h * 0.42}" rx="${w * 0.08}" fill="${color}"/><rect x="${x + w / 2 - w * 0.06}" y="${floor - h * 0.62}" width="${w * 0.18}" height="${h * 0.42}" rx="${w * 0.08}" fill="${shade}"/><rect x="${x - w / 2}" y="${floor - h * 0.22}" width="${w * 0.06}" height="${h * 0.22}" fill="#3b2a22"/><rect x="${x + w * 0.42}" y="${floor - h * 0.22}" width="${w * 0.06}" height="${h * 0.22}" fill="#3b2a22"/></g>`;
}

const cup = (x, y, s, color) =>
  `<path d="M ${x - s} ${y - s * 1.1} L ${x + s} ${y - s * 1.1} L ${x + s * 0.8} ${y} L ${x - s * 0.8} ${y} Z" fill="${color}"/><path d="M ${x + s * 0.95} ${y - s * 0.9} q ${s * 0.6} ${s * 0.1} ${s * 0.1} ${s * 0.7}" stroke="${color}" stroke-width="${s * 0.2}" fill="none"/>`;

export default {
  template: 'coach',
  images: [
    {
      name: 'hero',
      alt: 'A path winding up over green hills towards the morning sun, in soft teal and gold.',
      width: 1800,
      height: 1000,
      quality: 78,
      background: { colors: ['#f6dcae', '#f2c88f', '#cfd8c7'], angle: 90 },
      layers: [
        {
          svg: (size) =>
            `<circle cx="${size.width * 0.72}" cy="${size.height * 0.38}" r="260" fill="#fff1d1" opacity="0.35"/><circle cx="${size.width * 0.72}" cy="${size.height * 0.38}" r="120" fill="#fff6e0"/>` +
            hill(size, size.height * 0.5, 40, '#9fb8a8') +
            hill(size, size.height * 0.6, -50, '#6f9a8c') +
            hill(size, size.height * 0.72, 45, '#3f7770') +
            hill(size, size.height * 0.84, -30, TEAL) +
            `<path d="M ${size.width * 0.42} ${size.height} C ${size.width * 0.5} ${size.height * 0.85} ${size.width * 0.75} ${size.height * 0.82} ${size.width * 0.62} ${size.height * 0.7} S ${size.width * 0.66} ${size.height * 0.56} ${size.width * 0.71} ${size.height * 0.5}" stroke="${SAND}" stroke-width="34" fill="none" stroke-linecap="round" opacity="0.95"/>` +
            `<path d="M ${size.width * 0.42} ${size.height} C ${size.width * 0.5} ${size.height * 0.85} ${size.width * 0.75} ${size.height * 0.82} ${size.width * 0.62} ${size.height * 0.7} S ${size.width * 0.66} ${size.height * 0.56} ${size.width * 0.71} ${size.height * 0.5}" stroke="#f6dcae" stroke-width="8" fill="none" stroke-dasharray="2 26" stroke-linecap="round"/>` +
            [0.08, 0.16, 0.86, 0.93]
              .map(
                (t, i) =>
                  `<g fill="${DEEP}"><rect x="${size.width * t - 6}" y="${size.height * (0.78 + (i % 2) * 0.04)}" width="12" height="70"/><circle cx="${size.width * t}" cy="${size.height * (0.74 + (i % 2) * 0.04)}" r="${58 - i * 6}"/></g>`,
              )
              .join(''),
        },
      ],
    },
    {
      name: 'session',
      alt: 'A calm coaching room: two armchairs facing each other by a tall window, a low table with two cups and a large plant.',
      width: 1000,
      height: 1250,
      quality: 78,
      background: '#eef2ee',
      layers: [
        {
          svg: (size) =>
            verticalGradient('window', '#cfe3df', '#f8ecd3') +
            softShadowDef('soft', 14, 0.16) +
            `<rect x="0" y="${size.height * 0.72}" width="${size.width}" height="${size.height * 0.28}" fill="#d8cdbd"/>` +
            `<rect x="${size.width * 0.3}" y="${size.height * 0.1}" width="${size.width * 0.4}" height="${size.height * 0.5}" rx="200" fill="#ffffff"/>` +
            `<rect x="${size.width * 0.32}" y="${size.height * 0.115}" width="${size.width * 0.36}" height="${size.height * 0.47}" rx="180" fill="url(#window)"/>` +
            `<line x1="${size.width * 0.5}" y1="${size.height * 0.115}" x2="${size.width * 0.5}" y2="${size.height * 0.585}" stroke="#ffffff" stroke-width="10"/>` +
            `<line x1="${size.width * 0.32}" y1="${size.height * 0.36}" x2="${size.width * 0.68}" y2="${size.height * 0.36}" stroke="#ffffff" stroke-width="10"/>` +
            `<rect x="${size.width * 0.05}" y="${size.height * 0.715}" width="${size.width * 0.9}" height="10" fill="#c2b5a2"/>` +
            `<ellipse cx="${size.width * 0.5}" cy="${size.height * 0.92}" rx="${size.width * 0.42}" ry="${size.height * 0.05}" fill="${SAND}" opacity="0.6"/>` +
            `<g filter="url(#soft)">${armchair(size.width * 0.22, size.height * 0.9, 260, TEAL, DEEP)}${armchair(size.width * 0.78, size.height * 0.9, 260, CLAY, '#86391f', true)}</g>` +
            `<ellipse cx="${size.width * 0.5}" cy="${size.height * 0.8}" rx="95" ry="18" fill="#7a5a42"/><rect x="${size.width * 0.5 - 6}" y="${size.height * 0.8}" width="12" height="${size.height * 0.1}" fill="#7a5a42"/>` +
            cup(size.width * 0.46, size.height * 0.8 - 14, 16, CREAM) +
            cup(size.width * 0.54, size.height * 0.8 - 14, 16, SAND) +
            plant(size.width * 0.9, size.height * 0.74, 300, '#4e7f66', '#c87a5a'),
        },
      ],
    },
    {
      name: 'portrait',
      alt: 'Ruth Adeyemi, a coach with short curly hair, in a terracotta top against a deep teal wall.',
      width: 900,
      height: 1125,
      quality: 78,
      background: { radial: ['#2d7a74', TEAL, DEEP], cx: 0.5, cy: 0.35 },
      layers: [
        {
          svg: (size) =>
            `<circle cx="${size.width * 0.5}" cy="${size.height * 0.42}" r="${size.width * 0.36}" fill="${SAND}" opacity="0.9"/>` +
            portrait({
              x: size.width * 0.5,
              bottom: size.height + 10,
              scale: 1.35,
              skin: '#7b4a32',
              hair: '#1d1411',
              style: 'curly',
              top: CLAY,
              collar: '#86391f',
              earring: '#f1d08a',
            }),
        },
      ],
    },
    {
      name: 'notebook',
      alt: 'An open notebook with handwritten goals, a pen and a cup of coffee on a wooden desk, seen from above.',
      width: 1000,
      height: 1000,
      quality: 78,
      background: '#c9a27c',
      layers: [
        {
          svg: (size) => {
            const lines = [];
            for (let i = 0; i < 9; i++) {
              const y = 300 + i * 48;
              lines.push(
                `<line x1="210" y1="${y}" x2="470" y2="${y}" stroke="#c6cfd8" stroke-width="2"/>`,
                `<line x1="540" y1="${y}" x2="800" y2="${y}" stroke="#c6cfd8" stroke-width="2"/>`,
              );
            }
            const scribble = (x, y, w, color) =>
              `<path d="M ${x} ${y} q ${w * 0.1} -14 ${w * 0.2} 0 t ${w * 0.2} 0 t ${w * 0.2} 0 t ${w * 0.2} 0 t ${w * 0.2} 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
            return (
              softShadowDef('soft', 16, 0.28) +
              Array.from(
                { length: 8 },
                (_, i) =>
                  `<rect x="0" y="${i * 125}" width="${size.width}" height="3" fill="#b48c66" opacity="0.5"/>`,
              ).join('') +
              `<g filter="url(#soft)" transform="rotate(-6 500 500)"><rect x="180" y="220" width="640" height="520" rx="14" fill="${TEAL}"/><rect x="196" y="232" width="304" height="496" rx="6" fill="${CREAM}"/><rect x="504" y="232" width="304" height="496" rx="6" fill="#ffffff"/>${lines.join('')}` +
              `<text x="214" y="282" font-family="Georgia, serif" font-size="30" fill="${DEEP}">Next step</text>` +
              scribble(214, 340, 220, '#2a3a4a') +
              scribble(214, 388, 180, '#2a3a4a') +
              scribble(214, 436, 240, '#2a3a4a') +
              `<circle cx="232" cy="520" r="12" fill="none" stroke="${CLAY}" stroke-width="4"/>` +
              scribble(258, 532, 160, CLAY) +
              `<text x="556" y="282" font-family="Georgia, serif" font-size="30" fill="${DEEP}">What I want</text>` +
              scribble(556, 340, 200, '#2a3a4a') +
              scribble(556, 388, 230, '#2a3a4a') +
              `<path d="M 560 470 l 14 14 l 26 -30" stroke="${TEAL}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
              scribble(620, 484, 150, '#2a3a4a') +
              `</g>` +
              `<g filter="url(#soft)" transform="rotate(28 820 760)"><rect x="560" y="752" width="330" height="18" rx="9" fill="${CLAY}"/><path d="M 890 752 l 34 9 l -34 9 Z" fill="#3b2a22"/></g>` +
              `<g filter="url(#soft)"><circle cx="850" cy="200" r="110" fill="${CREAM}"/><circle cx="850" cy="200" r="80" fill="#5a3826"/><circle cx="830" cy="180" r="22" fill="#7c5236" opacity="0.8"/></g>`
            );
          },
        },
      ],
    },
  ],
};
