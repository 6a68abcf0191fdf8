// The pictures of the trades template, drawn as flat illustrations in its palette (navy, safety
// orange, white): the firm's van on a Leeds street of red-brick terraces, a new combi boiler, a
// fitted bathroom, the tools of a repair and the team in their work shirts.
import { portrait, softShadowDef, verticalGradient } from '../draw.mjs';

const NAVY = '#1e3a5f';
const ORANGE = '#c2410c';
const BRIGHT = '#f59e0b';
const BRICK = '#a4513a';

/** A terrace of red-brick houses along `ground`, each `w` wide: windows, doors and chimneys. */
function terrace(x0, ground, count, w, h, colors) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + i * w;
    const color = colors[i % colors.length];
    out +=
      `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${color}"/>` +
      `<path d="M ${x - 4} ${ground - h} L ${x + w / 2} ${ground - h - h * 0.28} L ${x + w + 4} ${ground - h} Z" fill="#4a3b3b"/>` +
      `<rect x="${x + w * 0.68}" y="${ground - h - h * 0.3}" width="${w * 0.12}" height="${h * 0.2}" fill="#7a4232"/>` +
      `<rect x="${x + w * 0.12}" y="${ground - h * 0.82}" width="${w * 0.3}" height="${h * 0.26}" fill="#dfe9f0"/>` +
      `<rect x="${x + w * 0.58}" y="${ground - h * 0.82}" width="${w * 0.3}" height="${h * 0.26}" fill="#dfe9f0"/>` +
      `<rect x="${x + w * 0.12}" y="${ground - h * 0.42}" width="${w * 0.3}" height="${h * 0.26}" fill="#dfe9f0"/>` +
      `<rect x="${x + w * 0.6}" y="${ground - h * 0.44}" width="${w * 0.22}" height="${h * 0.44}" fill="${['#2f4f6f', '#1f3d2f', '#5b2333'][i % 3]}"/>` +
      `<line x1="${x + w}" y1="${ground - h}" x2="${x + w}" y2="${ground}" stroke="#6d3426" stroke-width="3"/>`;
  }
  return out;
}

/** The firm's van seen from the side, wheels on `ground`, `w` long. */
function van(x, ground, w) {
  const h = w * 0.5;
  const top = ground - h - w * 0.06;
  return (
    `<g filter="url(#soft)">` +
    `<path d="M ${x} ${top + h * 0.1} Q ${x} ${top} ${x + w * 0.05} ${top} L ${x + w * 0.7} ${top} Q ${x + w * 0.78} ${top} ${x + w * 0.84} ${top + h * 0.25} L ${x + w * 0.96} ${top + h * 0.45} Q ${x + w} ${top + h * 0.5} ${x + w} ${top + h * 0.6} L ${x + w} ${top + h * 0.92} Q ${x + w} ${top + h} ${x + w * 0.97} ${top + h} L ${x + w * 0.03} ${top + h} Q ${x} ${top + h} ${x} ${top + h * 0.9} Z" fill="#ffffff"/>` +
    `<path d="M ${x + w * 0.74} ${top + h * 0.08} L ${x + w * 0.8} ${top + h * 0.08} Q ${x + w * 0.83} ${top + h * 0.1} ${x + w * 0.86} ${top + h * 0.2} L ${x + w * 0.93} ${top + h * 0.44} L ${x + w * 0.74} ${top + h * 0.44} Z" fill="#9fc3dc"/>` +
    `<rect x="${x}" y="${top + h * 0.62}" width="${w}" height="${h * 0.1}" fill="${ORANGE}"/>` +
    `<rect x="${x}" y="${top + h * 0.72}" width="${w}" height="${h * 0.04}" fill="${NAVY}"/>` +
    `<text x="${x + w * 0.05}" y="${top + h * 0.3}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${w * 0.072}" fill="${NAVY}">WHITAKER</text>` +
    `<text x="${x + w * 0.05}" y="${top + h * 0.42}" font-family="Arial, Helvetica, sans-serif" font-size="${w * 0.036}" fill="${NAVY}">Plumbing &amp; Heating · Leeds</text>` +
    `<text x="${x + w * 0.05}" y="${top + h * 0.54}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${w * 0.036}" fill="${ORANGE}">24 HR CALL-OUT</text>` +
    `<line x1="${x + w * 0.7}" y1="${top + h * 0.05}" x2="${x + w * 0.7}" y2="${top + h * 0.95}" stroke="#d5dbe3" stroke-width="3"/>` +
    `<rect x="${x + w * 0.76}" y="${top + h * 0.52}" width="${w * 0.05}" height="${h * 0.04}" rx="3" fill="#8a95a5"/>` +
    `<rect x="${x + w * 0.97}" y="${top + h * 0.55}" width="${w * 0.03}" height="${h * 0.08}" fill="${BRIGHT}"/>` +
    [0.2, 0.8]
      .map(
        (t) =>
          `<circle cx="${x + w * t}" cy="${ground - w * 0.06}" r="${w * 0.085}" fill="#1f2530"/><circle cx="${x + w * t}" cy="${ground - w * 0.06}" r="${w * 0.04}" fill="#b9c0cb"/>`,
      )
      .join('') +
    `</g>`
  );
}

const pipe = (d, color, width) =>
  `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

export default {
  template: 'trades',
  images: [
    {
      name: 'hero',
      alt: 'The white Whitaker Plumbing & Heating van parked on a Leeds street of red-brick terraced houses on a bright morning.',
      width: 1800,
      height: 1000,
      quality: 78,
      background: { colors: ['#8fb8d8', '#d7e7f0'], angle: 90 },
      layers: [
        {
          svg: (size) =>
            softShadowDef('soft', 10, 0.3) +
            `<circle cx="${size.width * 0.3}" cy="${size.height * 0.2}" r="70" fill="#fff6d8" opacity="0.9"/>` +
            terrace(-30, size.height * 0.74, 10, 190, 380, [BRICK, '#9a4a35', '#b05c43']) +
            `<rect x="0" y="${size.height * 0.74}" width="${size.width}" height="${size.height * 0.06}" fill="#b9b3aa"/>` +
            `<rect x="0" y="${size.height * 0.8}" width="${size.width}" height="${size.height * 0.2}" fill="#4a4f57"/>` +
            Array.from(
              { length: 9 },
              (_, i) =>
                `<rect x="${i * 220 + 40}" y="${size.height * 0.91}" width="110" height="8" fill="#e7e2d6"/>`,
            ).join('') +
            van(size.width * 0.6, size.height * 0.86, 600),
        },
      ],
    },
    {
      name: 'boiler',
      alt: 'A new white combi boiler on a kitchen wall with its copper pipes neatly run below it and a smart thermostat beside it.',
      width: 1200,
      height: 900,
      quality: 78,
      background: '#e8edf2',
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 14, 0.22) +
            Array.from(
              { length: 12 },
              (_, i) =>
                `<line x1="0" y1="${i * 80}" x2="1200" y2="${i * 80}" stroke="#dde4ea" stroke-width="3"/>`,
            ).join('') +
            `<rect x="0" y="760" width="1200" height="140" fill="#c9d2db"/><rect x="0" y="752" width="1200" height="14" fill="#f7f9fb"/>` +
            `<g filter="url(#soft)"><rect x="420" y="120" width="360" height="470" rx="22" fill="#ffffff"/></g>` +
            `<rect x="440" y="140" width="320" height="300" rx="12" fill="#f4f6f8"/>` +
            `<rect x="520" y="470" width="160" height="60" rx="10" fill="#1f2937"/><text x="600" y="512" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#7dd3fc" text-anchor="middle">55°</text>` +
            `<circle cx="470" cy="500" r="16" fill="#d1d8e0"/><circle cx="730" cy="500" r="16" fill="#d1d8e0"/>` +
            `<text x="600" y="200" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${NAVY}" text-anchor="middle" letter-spacing="4">COMBI</text>` +
            pipe('M 470 590 L 470 760', '#c47a3c', 16) +
            pipe('M 530 590 L 530 680 L 300 680 L 300 760', '#c47a3c', 16) +
            pipe('M 600 590 L 600 760', '#c47a3c', 16) +
            pipe('M 670 590 L 670 700 L 900 700 L 900 760', '#c47a3c', 16) +
            pipe('M 730 590 L 730 760', '#9aa4b1', 14) +
            [470, 530, 600, 670]
              .map(
                (x) => `<rect x="${x - 16}" y="620" width="32" height="18" rx="4" fill="${NAVY}"/>`,
              )
              .join('') +
            `<g filter="url(#soft)"><rect x="920" y="300" width="150" height="150" rx="75" fill="#ffffff"/></g><circle cx="995" cy="375" r="58" fill="none" stroke="${ORANGE}" stroke-width="8" stroke-dasharray="250 400" transform="rotate(130 995 375)"/><text x="995" y="392" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="${NAVY}" text-anchor="middle">21°</text>` +
            `<rect x="120" y="300" width="180" height="150" rx="10" fill="#ffffff" opacity="0.8"/><rect x="140" y="320" width="140" height="110" fill="#bcd7e8"/>`,
        },
      ],
    },
    {
      name: 'bathroom',
      alt: 'A newly fitted bathroom with white metro tiles, a walk-in shower with a glass screen, a wall-hung basin and a plant.',
      width: 1200,
      height: 900,
      quality: 78,
      background: '#f4f6f7',
      layers: [
        {
          svg: () => {
            const tiles = [];
            for (let row = 0; row < 16; row++) {
              for (let col = 0; col < 14; col++) {
                const x = col * 90 + (row % 2 ? 45 : 0) - 45;
                tiles.push(
                  `<rect x="${x}" y="${row * 40}" width="86" height="36" rx="6" fill="#ffffff"/>`,
                );
              }
            }
            return (
              softShadowDef('soft', 12, 0.18) +
              verticalGradient('glass', '#dcecf3', '#eef6f9') +
              `<rect width="1200" height="640" fill="#dfe5e8"/>` +
              tiles.join('') +
              `<rect x="0" y="640" width="1200" height="260" fill="#5f6b73"/>` +
              Array.from(
                { length: 8 },
                (_, i) =>
                  `<line x1="${i * 160}" y1="640" x2="${i * 160 - 80}" y2="900" stroke="#56616a" stroke-width="4"/>`,
              ).join('') +
              `<rect x="70" y="70" width="420" height="575" fill="url(#glass)" opacity="0.7"/><rect x="484" y="70" width="10" height="575" fill="#b8c4cc"/>` +
              `<rect x="150" y="100" width="14" height="200" fill="#2b2f36"/><rect x="110" y="100" width="110" height="14" rx="7" fill="#2b2f36"/><rect x="90" y="112" width="90" height="14" rx="6" fill="#2b2f36"/>` +
              Array.from(
                { length: 7 },
                (_, i) =>
                  `<line x1="${100 + i * 12}" y1="135" x2="${90 + i * 14}" y2="${220 + (i % 3) * 30}" stroke="#9ccbe0" stroke-width="3" opacity="0.7"/>`,
              ).join('') +
              `<rect x="250" y="320" width="90" height="36" rx="8" fill="#2b2f36"/>` +
              `<g filter="url(#soft)"><rect x="700" y="360" width="300" height="110" rx="18" fill="#ffffff"/><rect x="720" y="470" width="260" height="90" rx="10" fill="#8b6a4f"/></g>` +
              `<rect x="840" y="320" width="14" height="50" fill="#2b2f36"/><rect x="840" y="320" width="60" height="14" rx="7" fill="#2b2f36"/>` +
              `<rect x="730" y="90" width="240" height="200" rx="100" fill="#c9d9e0" stroke="#2b2f36" stroke-width="8"/>` +
              `<rect x="1060" y="180" width="80" height="10" rx="5" fill="#2b2f36"/><rect x="1060" y="190" width="70" height="150" rx="8" fill="${ORANGE}" opacity="0.85"/>` +
              `<g transform="translate(600 640)"><path d="M -40 0 L 40 0 L 30 -80 L -30 -80 Z" fill="${NAVY}"/>${[-50, -25, 0, 25, 50].map((a) => `<path d="M 0 -80 Q 20 -160 0 -240 Q -20 -160 0 -80 Z" fill="#4d8a5e" transform="rotate(${a} 0 -80)"/>`).join('')}</g>`
            );
          },
        },
      ],
    },
    {
      name: 'tools',
      alt: 'A plumber’s tools laid out on a dust sheet: pipe wrench, adjustable spanner, PTFE tape, a new tap cartridge and copper fittings.',
      width: 1200,
      height: 900,
      quality: 78,
      background: '#d9d2c5',
      layers: [
        {
          svg: () =>
            softShadowDef('soft', 10, 0.3) +
            Array.from(
              { length: 30 },
              (_, i) =>
                `<path d="M 0 ${i * 34} q 300 ${(i % 3) * 8 - 8} 600 0 t 600 0" stroke="#cfc7b8" stroke-width="3" fill="none"/>`,
            ).join('') +
            `<g filter="url(#soft)">` +
            // Pipe wrench.
            `<g transform="rotate(-28 420 460)"><rect x="180" y="440" width="460" height="44" rx="14" fill="${ORANGE}"/><rect x="600" y="420" width="110" height="80" rx="8" fill="#4b5563"/><path d="M 700 420 L 770 400 L 770 440 L 710 446 Z" fill="#4b5563"/><path d="M 700 500 L 770 520 L 770 480 L 710 474 Z" fill="#4b5563"/><rect x="630" y="440" width="40" height="40" fill="#9ca3af"/></g>` +
            // Adjustable spanner.
            `<g transform="rotate(18 760 620)"><rect x="560" y="600" width="380" height="36" rx="18" fill="#9ca3af"/><circle cx="950" cy="618" r="58" fill="#9ca3af"/><rect x="960" y="596" width="60" height="44" fill="#d9d2c5"/></g>` +
            // PTFE tape.
            `<circle cx="260" cy="720" r="72" fill="#ffffff"/><circle cx="260" cy="720" r="34" fill="#d9d2c5"/><circle cx="260" cy="720" r="72" fill="none" stroke="#e5e7eb" stroke-width="6"/>` +
            // Copper fittings.
            `<g fill="#c47a3c"><rect x="880" y="160" width="140" height="34" rx="8"/><rect x="870" y="154" width="20" height="46" rx="4" fill="#a86228"/><rect x="1010" y="154" width="20" height="46" rx="4" fill="#a86228"/><path d="M 760 250 L 840 250 L 840 330 L 806 330 L 806 284 L 760 284 Z"/><rect x="960" y="260" width="34" height="120" rx="8"/></g>` +
            // Tap cartridge.
            `<g transform="rotate(-12 320 230)"><rect x="250" y="200" width="140" height="60" rx="10" fill="#d1d5db"/><rect x="390" y="212" width="50" height="36" rx="6" fill="#9ca3af"/><rect x="230" y="210" width="20" height="40" rx="4" fill="${NAVY}"/></g>` +
            `</g>`,
        },
      ],
    },
    {
      name: 'team',
      alt: 'The Whitaker team of four, side by side in navy work shirts with orange collars.',
      width: 1200,
      height: 900,
      quality: 78,
      background: { radial: ['#2d5480', NAVY, '#152a46'], cx: 0.5, cy: 0.3 },
      layers: [
        {
          svg: (size) =>
            `<rect x="0" y="${size.height * 0.78}" width="${size.width}" height="${size.height * 0.22}" fill="#152a46" opacity="0.6"/>` +
            portrait({
              x: 190,
              bottom: size.height + 20,
              scale: 0.95,
              skin: '#e8b894',
              hair: '#6b4b2f',
              style: 'bun',
              top: '#2b4c74',
              collar: ORANGE,
            }) +
            portrait({
              x: 1010,
              bottom: size.height + 20,
              scale: 0.95,
              skin: '#c98e68',
              hair: '#1c1816',
              style: 'bob',
              top: '#2b4c74',
              collar: ORANGE,
              earring: BRIGHT,
            }) +
            portrait({
              x: 440,
              bottom: size.height + 10,
              scale: 1.1,
              skin: '#f0c4a2',
              hair: '#3a2a1e',
              style: 'short',
              top: '#34598a',
              collar: ORANGE,
              beard: '#4a3526',
            }) +
            portrait({
              x: 760,
              bottom: size.height + 10,
              scale: 1.1,
              skin: '#eab996',
              hair: '#8a5a32',
              style: 'short',
              top: '#34598a',
              collar: ORANGE,
            }),
        },
      ],
    },
  ],
};
