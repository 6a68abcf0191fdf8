// The pictures of the photographer template: the Lake District drawn as layered flat shapes,
// the fells, tarns and woods the copy names, with small silhouettes of couples and families,
// presented as the photographer's work in a quiet, painterly style.

/** A repeatable pseudo-random sequence, so every run draws the same ridges. */
function random(seed) {
  let value = seed;
  return () => {
    value = (value * 16807) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

/**
 * A ridge of fells across the whole width, drawn by midpoint displacement: its highest points
 * near `top`, its lowest near `base` (pixels from the top), filled down to the bottom edge.
 */
function ridge({ width, height }, { seed, top, base, color, peaks = 3, rough = 0.42 }) {
  const next = random(seed * 7919 + 1);
  let ys = [next(), next()];
  let spread = 1;
  for (let level = 0; level < 7; level++) {
    const refined = [];
    for (let i = 0; i < ys.length - 1; i++) {
      refined.push(ys[i], (ys[i] + ys[i + 1]) / 2 + (next() - 0.5) * spread);
    }
    refined.push(ys[ys.length - 1]);
    ys = refined;
    spread *= level < Math.log2(peaks) + 1 ? 0.9 : rough;
  }
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const points = ys.map((v, i) => [
    (i / (ys.length - 1)) * width,
    base - ((v - low) / (high - low || 1)) * (base - top),
  ]);
  const d = `M 0 ${height} ${points.map(([x, y]) => `L ${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')} L ${width} ${height} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

const sky = (id, colors) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${colors
    .map((c, i) => `<stop offset="${i / (colors.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient></defs>`;

const sun = (x, y, r, color, glow) =>
  `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${glow}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${glow}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

/** A pine: stacked triangles on a short trunk, its foot at (x, y). */
const pine = (x, y, h, color) => {
  const w = h * 0.42;
  const tiers = [0, 0.28, 0.52]
    .map((t, i) => {
      const tw = w * (1 - i * 0.22);
      const top = y - h * (0.55 + t * 0.85);
      const bottom = y - h * (0.12 + t * 0.8);
      return `<path d="M ${x} ${top} L ${x + tw / 2} ${bottom} L ${x - tw / 2} ${bottom} Z" fill="${color}"/>`;
    })
    .join('');
  return `<rect x="${x - h * 0.025}" y="${y - h * 0.15}" width="${h * 0.05}" height="${h * 0.15}" fill="${color}"/>${tiers}`;
};

const forest = (y, from, to, count, h, color, seed) => {
  const next = random(seed);
  let trees = '';
  for (let i = 0; i < count; i++) {
    const x = from + ((to - from) * (i + next() * 0.6)) / count;
    trees += pine(x, y + next() * h * 0.15, h * (0.7 + next() * 0.5), color);
  }
  return trees;
};

/** A standing person, feet at (x, y), `h` tall; `dress` draws a long flared dress and a veil. */
function person(x, y, h, color, { dress = false, veil = false, arm = 0 } = {}) {
  const head = h * 0.12;
  const shoulderY = y - h * 0.8;
  const body = dress
    ? `<path d="M ${x - h * 0.09} ${shoulderY} L ${x + h * 0.09} ${shoulderY} L ${x + h * 0.1} ${y - h * 0.48} L ${x + h * 0.26} ${y} L ${x - h * 0.22} ${y} L ${x - h * 0.09} ${y - h * 0.48} Z" fill="${color}"/>`
    : `<path d="M ${x - h * 0.11} ${shoulderY} L ${x + h * 0.11} ${shoulderY} L ${x + h * 0.1} ${y - h * 0.42} L ${x + h * 0.08} ${y} L ${x + h * 0.015} ${y} L ${x} ${y - h * 0.36} L ${x - h * 0.015} ${y} L ${x - h * 0.08} ${y} L ${x - h * 0.1} ${y - h * 0.42} Z" fill="${color}"/>`;
  const veilShape = veil
    ? `<path d="M ${x} ${y - h * 0.92} Q ${x - h * 0.35} ${y - h * 0.75} ${x - h * 0.5} ${y - h * 0.35} Q ${x - h * 0.25} ${y - h * 0.6} ${x - h * 0.05} ${y - h * 0.82} Z" fill="${color}" opacity="0.55"/>`
    : '';
  const armShape = arm
    ? `<path d="M ${x + h * 0.09} ${shoulderY + h * 0.02} L ${x + h * 0.09 + arm} ${y - h * 0.62} L ${x + h * 0.09 + arm} ${y - h * 0.58} L ${x + h * 0.07} ${shoulderY + h * 0.1} Z" fill="${color}"/>`
    : '';
  return `${veilShape}<circle cx="${x}" cy="${shoulderY - head * 0.85}" r="${head * 0.72}" fill="${color}"/><rect x="${x - h * 0.03}" y="${shoulderY - head * 0.3}" width="${h * 0.06}" height="${head * 0.5}" fill="${color}"/>${body}${armShape}`;
}

/** A couple side by side, holding hands: he on the left, she in a dress on the right. */
const couple = (x, y, h, color, veil = true) =>
  person(x - h * 0.13, y, h, color, { arm: h * 0.06 }) +
  person(x + h * 0.13, y, h * 0.93, color, { dress: true, veil });

const dog = (x, y, h, color) =>
  `<g fill="${color}"><ellipse cx="${x}" cy="${y - h * 0.55}" rx="${h * 0.55}" ry="${h * 0.22}"/><rect x="${x - h * 0.45}" y="${y - h * 0.55}" width="${h * 0.1}" height="${h * 0.55}"/><rect x="${x + h * 0.32}" y="${y - h * 0.55}" width="${h * 0.1}" height="${h * 0.55}"/><circle cx="${x + h * 0.6}" cy="${y - h * 0.85}" r="${h * 0.2}"/><path d="M ${x + h * 0.7} ${y - h * 0.8} L ${x + h * 0.95} ${y - h * 0.72} L ${x + h * 0.72} ${y - h * 0.68} Z"/><path d="M ${x - h * 0.5} ${y - h * 0.6} Q ${x - h * 0.8} ${y - h * 0.9} ${x - h * 0.75} ${y - h * 1.0}" stroke="${color}" stroke-width="${h * 0.07}" fill="none" stroke-linecap="round"/></g>`;

const stars = ({ width, height }, count, seed, limit = 0.55) => {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${next() * width}" cy="${next() * height * limit}" r="${0.8 + next() * 2.2}" fill="#fffbe8" opacity="${0.4 + next() * 0.6}"/>`;
  }
  return out;
};

/** Still water from `y` down: a gradient, the sun's path and a few ripples. */
const lake = ({ width, height }, y, id, top, bottom, shimmer, sx = width / 2) =>
  `${sky(id, [top, bottom])}<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="url(#${id})"/>` +
  [0.08, 0.2, 0.34, 0.5, 0.7]
    .map(
      (t, i) =>
        `<rect x="${sx - width * (0.05 + t * 0.12)}" y="${y + (height - y) * t}" width="${width * (0.1 + t * 0.24)}" height="${3 + i}" rx="2" fill="${shimmer}" opacity="${0.55 - t * 0.45}"/>`,
    )
    .join('');

const grain = ({ width, height }) =>
  `<defs><filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.07 0"/></filter></defs><rect width="${width}" height="${height}" filter="url(#grain)"/>`;

export default {
  template: 'photographer',
  images: [
    {
      name: 'hero',
      alt: 'Sunrise over Derwentwater from Friar’s Crag: a couple stands on the rocks above the still lake, the fells layered behind them.',
      width: 1800,
      height: 1050,
      quality: 76,
      background: '#f4c9a0',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#7d8fb3', '#e7a98c', '#f6d3a8']) +
            `<rect width="${size.width}" height="${size.height * 0.62}" fill="url(#s)"/>` +
            sun(size.width * 0.66, size.height * 0.5, 46, '#fff1d2', '#ffd7a3') +
            ridge(size, {
              seed: 3,
              top: 0.3 * size.height,
              base: 0.5 * size.height,
              color: '#9a8fa8',
              peaks: 3,
            }) +
            ridge(size, {
              seed: 7,
              top: 0.4 * size.height,
              base: 0.56 * size.height,
              color: '#6f6a86',
              peaks: 4,
            }) +
            ridge(size, {
              seed: 11,
              top: 0.5 * size.height,
              base: 0.6 * size.height,
              color: '#4c4b66',
              peaks: 6,
            }) +
            lake(size, size.height * 0.6, 'w', '#e9b894', '#5b5f7c', '#fff1d2', size.width * 0.66) +
            forest(size.height * 0.63, size.width * 0.7, size.width + 40, 14, 130, '#2a2b3d', 5) +
            `<path d="M ${size.width} ${size.height} L ${size.width} ${size.height * 0.8} Q ${size.width * 0.88} ${size.height * 0.72} ${size.width * 0.74} ${size.height * 0.78} Q ${size.width * 0.67} ${size.height * 0.82} ${size.width * 0.64} ${size.height} Z" fill="#1f2030"/>` +
            couple(size.width * 0.81, size.height * 0.765, 150, '#1f2030') +
            grain(size),
        },
      ],
    },
    {
      name: 'elopement-ridge',
      alt: 'A couple holding hands on the ridge of Cat Bells at sunset, her veil lifting in the wind, the valley in haze below.',
      width: 1000,
      height: 1333,
      quality: 76,
      background: '#f0b27a',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#5d6b9c', '#d98f7a', '#f6c38a']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            sun(size.width * 0.3, size.height * 0.5, 38, '#fff0cf', '#ffcf94') +
            ridge(size, {
              seed: 2,
              top: 0.45 * size.height,
              base: 0.6 * size.height,
              color: '#b98c95',
              peaks: 2,
            }) +
            ridge(size, {
              seed: 9,
              top: 0.55 * size.height,
              base: 0.68 * size.height,
              color: '#8a6f86',
              peaks: 3,
            }) +
            ridge(size, {
              seed: 13,
              top: 0.64 * size.height,
              base: 0.74 * size.height,
              color: '#5d5170',
              peaks: 3,
            }) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.86} Q ${size.width * 0.35} ${size.height * 0.74} ${size.width * 0.62} ${size.height * 0.79} Q ${size.width * 0.85} ${size.height * 0.83} ${size.width} ${size.height * 0.9} L ${size.width} ${size.height} Z" fill="#2f2a40"/>` +
            couple(size.width * 0.55, size.height * 0.79, 170, '#2f2a40') +
            grain(size),
        },
      ],
    },
    {
      name: 'elopement-lake',
      alt: 'A wooden rowing boat with a couple in it on Buttermere in the early morning, mist on the water and the fells reflected.',
      width: 1200,
      height: 1000,
      quality: 76,
      background: '#cfdde0',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#a9c2c9', '#e6ece6']) +
            `<rect width="${size.width}" height="${size.height * 0.55}" fill="url(#s)"/>` +
            ridge(size, {
              seed: 4,
              top: 0.18 * size.height,
              base: 0.45 * size.height,
              color: '#8fa6a8',
              peaks: 2,
              rough: 0.15,
            }) +
            ridge(size, {
              seed: 8,
              top: 0.32 * size.height,
              base: 0.52 * size.height,
              color: '#6b8584',
              peaks: 3,
            }) +
            forest(size.height * 0.56, -20, size.width + 20, 34, 80, '#3e5553', 3) +
            lake(size, size.height * 0.55, 'w', '#7f9a9a', '#c9d8d6', '#ffffff', size.width * 0.5) +
            `<defs><clipPath id="water"><rect x="0" y="${size.height * 0.55}" width="${size.width}" height="${size.height * 0.45}"/></clipPath></defs><g clip-path="url(#water)"><g transform="scale(1 -1) translate(0 ${-size.height * 1.1})" opacity="0.28">${ridge(size, { seed: 8, top: 0.32 * size.height, base: 0.52 * size.height, color: '#3e5553', peaks: 3 })}</g></g>` +
            `<rect x="0" y="${size.height * 0.55}" width="${size.width}" height="${size.height * 0.12}" fill="#ffffff" opacity="0.35"/>` +
            `<path d="M ${size.width * 0.4} ${size.height * 0.78} L ${size.width * 0.66} ${size.height * 0.78} Q ${size.width * 0.63} ${size.height * 0.83} ${size.width * 0.6} ${size.height * 0.83} L ${size.width * 0.45} ${size.height * 0.83} Q ${size.width * 0.42} ${size.height * 0.82} ${size.width * 0.4} ${size.height * 0.78} Z" fill="#5a3e2e"/>` +
            `<line x1="${size.width * 0.47}" y1="${size.height * 0.74}" x2="${size.width * 0.36}" y2="${size.height * 0.86}" stroke="#5a3e2e" stroke-width="5"/>` +
            person(size.width * 0.49, size.height * 0.79, 70, '#2c3638', { arm: 10 }) +
            person(size.width * 0.58, size.height * 0.79, 66, '#f6f3ec', { dress: true }) +
            `<rect x="${size.width * 0.38}" y="${size.height * 0.845}" width="${size.width * 0.3}" height="4" rx="2" fill="#2c3638" opacity="0.2"/>` +
            grain(size),
        },
      ],
    },
    {
      name: 'elopement-tarn',
      alt: 'A couple dancing by Blea Tarn after dark under a sky full of stars, a lantern glowing on the grass beside them.',
      width: 1000,
      height: 1333,
      quality: 76,
      background: '#141a33',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#0c1128', '#1e2a52', '#3b4a74']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            stars(size, 220, 21) +
            `<path d="M ${size.width * 0.1} ${size.height * 0.05} Q ${size.width * 0.55} ${size.height * 0.3} ${size.width * 0.95} ${size.height * 0.12}" stroke="#c9d2f0" stroke-width="160" fill="none" opacity="0.05"/>` +
            ridge(size, {
              seed: 5,
              top: 0.5 * size.height,
              base: 0.64 * size.height,
              color: '#1a2240',
              peaks: 2,
            }) +
            lake(size, size.height * 0.66, 'w', '#2b3863', '#121a36', '#c9d2f0', size.width * 0.6) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.8} Q ${size.width * 0.5} ${size.height * 0.74} ${size.width} ${size.height * 0.82} L ${size.width} ${size.height} Z" fill="#0b1024"/>` +
            `<circle cx="${size.width * 0.28}" cy="${size.height * 0.775}" r="60" fill="#ffcf7a" opacity="0.25"/><rect x="${size.width * 0.27}" y="${size.height * 0.765}" width="22" height="30" rx="4" fill="#ffd98f"/>` +
            person(size.width * 0.5, size.height * 0.79, 150, '#05081a', { arm: 30 }) +
            person(size.width * 0.58, size.height * 0.79, 140, '#05081a', { dress: true }) +
            grain(size),
        },
      ],
    },
    {
      name: 'elopement-woods',
      alt: 'A couple walking hand in hand along a path through tall pines at Tarn Hows, low sun falling between the trunks.',
      width: 1000,
      height: 1333,
      quality: 76,
      background: '#e9d6a8',
      layers: [
        {
          svg: (size) => {
            const next = random(31);
            let trunks = '';
            for (let i = 0; i < 11; i++) {
              const x = (i / 10) * size.width + (next() - 0.5) * 60;
              const w = 18 + next() * 34;
              const shade = ['#4b5a3c', '#3a4730', '#5e6b47'][i % 3];
              trunks += `<rect x="${x - w / 2}" y="0" width="${w}" height="${size.height * (0.72 + next() * 0.1)}" fill="${shade}" opacity="${0.55 + next() * 0.45}"/>`;
            }
            return (
              sky('s', ['#f6e7bd', '#e3c98f', '#b8a36a']) +
              `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
              `<circle cx="${size.width * 0.65}" cy="${size.height * 0.45}" r="${size.width * 0.45}" fill="#fff6d8" opacity="0.45"/>` +
              forest(size.height * 0.72, -60, size.width + 60, 9, 560, '#7f8c5d', 17) +
              trunks +
              `<path d="M 0 ${size.height} L 0 ${size.height * 0.74} Q ${size.width * 0.5} ${size.height * 0.7} ${size.width} ${size.height * 0.74} L ${size.width} ${size.height} Z" fill="#6e6a3c"/>` +
              `<path d="M ${size.width * 0.42} ${size.height} Q ${size.width * 0.5} ${size.height * 0.82} ${size.width * 0.53} ${size.height * 0.72} L ${size.width * 0.57} ${size.height * 0.72} Q ${size.width * 0.62} ${size.height * 0.85} ${size.width * 0.78} ${size.height} Z" fill="#c9b27a"/>` +
              couple(size.width * 0.55, size.height * 0.8, 190, '#2d3323', false) +
              grain(size)
            );
          },
        },
      ],
    },
    {
      name: 'landscape-winter',
      alt: 'A couple in warm coats exchanging vows on a snowy summit near Helvellyn under a pale winter sky.',
      width: 1000,
      height: 1000,
      quality: 76,
      background: '#dfe7ee',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#b9c9da', '#eef2f5']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            sun(size.width * 0.75, size.height * 0.22, 30, '#ffffff', '#ffffff') +
            ridge(size, {
              seed: 6,
              top: 0.35 * size.height,
              base: 0.55 * size.height,
              color: '#c6d2de',
              peaks: 3,
            }) +
            ridge(size, {
              seed: 12,
              top: 0.48 * size.height,
              base: 0.62 * size.height,
              color: '#a9b8c8',
              peaks: 4,
            }) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.72} Q ${size.width * 0.45} ${size.height * 0.62} ${size.width} ${size.height * 0.7} L ${size.width} ${size.height} Z" fill="#f7f9fb"/>` +
            `<path d="M 0 ${size.height * 0.74} Q ${size.width * 0.45} ${size.height * 0.64} ${size.width} ${size.height * 0.72}" stroke="#c6d2de" stroke-width="4" fill="none"/>` +
            person(size.width * 0.44, size.height * 0.7, 150, '#34405a', { arm: 30 }) +
            person(size.width * 0.56, size.height * 0.7, 142, '#8a3b3b', {
              dress: true,
              veil: false,
            }) +
            stars({ width: size.width, height: size.height * 1.6 }, 90, 44, 1).replaceAll(
              '#fffbe8',
              '#ffffff',
            ) +
            grain(size),
        },
      ],
    },
    {
      name: 'portrait-meadow',
      alt: 'A woman in a long summer dress walking through tall grass on Latrigg in golden evening light, Skiddaw behind her.',
      width: 1000,
      height: 1333,
      quality: 76,
      background: '#f2c77f',
      layers: [
        {
          svg: (size) => {
            const next = random(8);
            let grass = '';
            for (let i = 0; i < 160; i++) {
              const x = next() * size.width;
              const y = size.height * (0.72 + next() * 0.3);
              const h = 40 + next() * 90;
              grass += `<path d="M ${x} ${y} q ${(next() - 0.5) * 30} ${-h / 2} ${(next() - 0.5) * 40} ${-h}" stroke="${['#b8893d', '#d2a65a', '#8e6a2e'][i % 3]}" stroke-width="${2 + next() * 3}" fill="none" stroke-linecap="round"/>`;
            }
            return (
              sky('s', ['#e9b46c', '#f7dca6']) +
              `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
              sun(size.width * 0.78, size.height * 0.55, 44, '#fff4d6', '#ffe1a3') +
              ridge(size, {
                seed: 14,
                top: 0.3 * size.height,
                base: 0.6 * size.height,
                color: '#c2946a',
                peaks: 1,
                rough: 0.1,
              }) +
              ridge(size, {
                seed: 15,
                top: 0.58 * size.height,
                base: 0.7 * size.height,
                color: '#a97f4d',
                peaks: 2,
              }) +
              `<path d="M 0 ${size.height} L 0 ${size.height * 0.72} Q ${size.width * 0.5} ${size.height * 0.68} ${size.width} ${size.height * 0.73} L ${size.width} ${size.height} Z" fill="#c99a52"/>` +
              person(size.width * 0.42, size.height * 0.86, 420, '#5a3a2a', { dress: true }) +
              `<path d="M ${size.width * 0.42} ${size.height * 0.86 - 420 * 0.93} q -60 30 -70 160" stroke="#5a3a2a" stroke-width="26" fill="none" stroke-linecap="round"/>` +
              grass +
              grain(size)
            );
          },
        },
      ],
    },
    {
      name: 'portrait-family',
      alt: 'A family of four walking along the pebbly shore of Derwentwater, the two children running ahead towards the water.',
      width: 1000,
      height: 1200,
      quality: 76,
      background: '#c9dbe0',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#9fbfd0', '#e9eee6']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            ridge(size, {
              seed: 18,
              top: 0.28 * size.height,
              base: 0.48 * size.height,
              color: '#8aa1a8',
              peaks: 2,
            }) +
            ridge(size, {
              seed: 19,
              top: 0.42 * size.height,
              base: 0.55 * size.height,
              color: '#5f7b7c',
              peaks: 3,
            }) +
            lake(size, size.height * 0.56, 'w', '#7aa0a8', '#b7cfd0', '#ffffff', size.width * 0.3) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.76} Q ${size.width * 0.5} ${size.height * 0.7} ${size.width} ${size.height * 0.78} L ${size.width} ${size.height} Z" fill="#b8ab96"/>` +
            Array.from({ length: 60 }, (_, i) => {
              const next = random(100 + i);
              return `<ellipse cx="${next() * size.width}" cy="${size.height * (0.8 + next() * 0.2)}" rx="${6 + next() * 12}" ry="${4 + next() * 6}" fill="#8f8471" opacity="0.6"/>`;
            }).join('') +
            person(size.width * 0.6, size.height * 0.86, 300, '#33464d', { arm: 40 }) +
            person(size.width * 0.72, size.height * 0.86, 280, '#a04e3a', { dress: true }) +
            person(size.width * 0.35, size.height * 0.83, 150, '#d8a02f') +
            person(size.width * 0.22, size.height * 0.82, 120, '#3b6f8a', { arm: 20 }) +
            grain(size),
        },
      ],
    },
    {
      name: 'portrait-dog',
      alt: 'A woman sitting on the crag at Walla Crag with her spaniel beside her, looking out over the lake and the fells.',
      width: 1000,
      height: 1333,
      quality: 76,
      background: '#d3c6d8',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#8e93b8', '#e2c3c2', '#f3ddc4']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            ridge(size, {
              seed: 22,
              top: 0.32 * size.height,
              base: 0.5 * size.height,
              color: '#a49ab3',
              peaks: 2,
            }) +
            lake(size, size.height * 0.52, 'w', '#c7b3bf', '#8c8aa8', '#ffffff', size.width * 0.6) +
            ridge(size, {
              seed: 23,
              top: 0.5 * size.height,
              base: 0.6 * size.height,
              color: '#6c6785',
              peaks: 3,
            }) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.66} L ${size.width * 0.3} ${size.height * 0.7} L ${size.width * 0.7} ${size.height * 0.74} L ${size.width} ${size.height * 0.8} L ${size.width} ${size.height} Z" fill="#3b3549"/>` +
            // Sitting: head, back and bent knees.
            `<g fill="#231f2e"><circle cx="${size.width * 0.42}" cy="${size.height * 0.57}" r="30"/><path d="M ${size.width * 0.38} ${size.height * 0.6} L ${size.width * 0.46} ${size.height * 0.6} L ${size.width * 0.48} ${size.height * 0.71} L ${size.width * 0.36} ${size.height * 0.71} Z"/><path d="M ${size.width * 0.46} ${size.height * 0.7} L ${size.width * 0.56} ${size.height * 0.655} L ${size.width * 0.6} ${size.height * 0.72} L ${size.width * 0.56} ${size.height * 0.72} L ${size.width * 0.54} ${size.height * 0.685} L ${size.width * 0.46} ${size.height * 0.725} Z"/><path d="M ${size.width * 0.42} ${size.height * 0.56} q -30 20 -34 80" stroke="#231f2e" stroke-width="16" fill="none" stroke-linecap="round"/></g>` +
            dog(size.width * 0.24, size.height * 0.7, 105, '#231f2e') +
            grain(size),
        },
      ],
    },
    {
      name: 'about',
      alt: 'A camera on a tripod on a grassy fellside at dawn, pointing out over a valley of mist towards the peaks.',
      width: 1000,
      height: 1250,
      quality: 76,
      background: '#e8d9c8',
      layers: [
        {
          svg: (size) =>
            sky('s', ['#b9b6c9', '#f0d8c0']) +
            `<rect width="${size.width}" height="${size.height}" fill="url(#s)"/>` +
            sun(size.width * 0.7, size.height * 0.42, 34, '#fff4e0', '#ffe0b8') +
            ridge(size, {
              seed: 26,
              top: 0.3 * size.height,
              base: 0.48 * size.height,
              color: '#a9a3b8',
              peaks: 2,
            }) +
            `<rect x="0" y="${size.height * 0.47}" width="${size.width}" height="${size.height * 0.1}" fill="#ffffff" opacity="0.55"/>` +
            ridge(size, {
              seed: 27,
              top: 0.5 * size.height,
              base: 0.62 * size.height,
              color: '#8c8398',
              peaks: 3,
            }) +
            `<path d="M 0 ${size.height} L 0 ${size.height * 0.7} Q ${size.width * 0.6} ${size.height * 0.64} ${size.width} ${size.height * 0.76} L ${size.width} ${size.height} Z" fill="#56604a"/>` +
            // A tripod and a camera.
            `<g stroke="#1d1e22" stroke-width="9" stroke-linecap="round"><line x1="${size.width * 0.38}" y1="${size.height * 0.6}" x2="${size.width * 0.3}" y2="${size.height * 0.86}"/><line x1="${size.width * 0.38}" y1="${size.height * 0.6}" x2="${size.width * 0.46}" y2="${size.height * 0.87}"/><line x1="${size.width * 0.38}" y1="${size.height * 0.6}" x2="${size.width * 0.39}" y2="${size.height * 0.9}"/></g>` +
            `<g fill="#1d1e22"><rect x="${size.width * 0.3}" y="${size.height * 0.53}" width="${size.width * 0.17}" height="${size.height * 0.07}" rx="10"/><rect x="${size.width * 0.33}" y="${size.height * 0.515}" width="${size.width * 0.06}" height="${size.height * 0.025}" rx="4"/><circle cx="${size.width * 0.47}" cy="${size.height * 0.565}" r="${size.width * 0.04}"/></g><circle cx="${size.width * 0.47}" cy="${size.height * 0.565}" r="${size.width * 0.022}" fill="#4d5870"/>` +
            `<rect x="${size.width * 0.31}" y="${size.height * 0.545}" width="10" height="6" fill="#c96f4a"/>` +
            grain(size),
        },
      ],
    },
  ],
};
