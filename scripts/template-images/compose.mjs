// Composes the pictures a built-in template ships from a recipe and rasterises them with sharp:
// a background in the template's palette, shapes drawn in SVG for the project, and clip art from
// the Open Clip Art Library (Debian's openclipart-svg, public domain) placed, scaled, turned and
// tinted. It writes apps/server/assets/templates/{templateId}/{name}.jpg (or .webp) and prints
// the entries for TEMPLATE_IMAGES (packages/core/src/templates/images.ts). Only the written files
// are committed: nothing here runs in the server or in CI. See README.md next to this file.
//
//   node scripts/template-images/compose.mjs salon            every image of recipes/salon.mjs
//   node scripts/template-images/compose.mjs salon hero team  only these
//   node scripts/template-images/compose.mjs --find scissors  clip art whose path matches
//   node scripts/template-images/compose.mjs --sheet flower   a numbered contact sheet in /tmp
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
export const CLIPART = process.env.OPENCLIPART_DIR ?? '/usr/share/openclipart/svg';
export const ASSETS = path.join(root, 'apps/server/assets/templates');
const PREVIEWS = path.join(process.env.TMPDIR ?? '/tmp', 'template-images');
const MAX_BYTES = 2 * 1024 * 1024;
const COMPOSER = 'composed for Tessera by scripts/template-images/compose.mjs';

/**
 * @typedef {string | { colors: string[], angle?: number } | { radial: string[], cx?: number, cy?: number }} Background
 * @typedef {{ width: number, height: number }} Size
 * @typedef {{ svg: string | ((size: Size) => string) }} SvgLayer
 *   Markup drawn for the project, in the image's own pixels (0 0 width height).
 * @typedef {{
 *   clipart: string, x: number, y: number, width?: number, height?: number, rotate?: number,
 *   flip?: boolean, fill?: string, recolor?: string, opacity?: number,
 *   shadow?: boolean | { blur?: number, dx?: number, dy?: number, opacity?: number },
 * }} ClipartLayer
 *   A piece of clip art by its path under /usr/share/openclipart/svg. x and y place its centre
 *   and width (or height) sizes it, all as fractions of the image's width and height; rotate in
 *   degrees; fill paints it one flat colour (a silhouette), recolor tints it keeping its shading.
 * @typedef {{
 *   name: string, alt: string, width: number, height: number, format?: 'jpg' | 'webp',
 *   quality?: number, background: Background, layers?: (SvgLayer | ClipartLayer)[],
 * }} ImageRecipe
 * @typedef {{ template: string, images: ImageRecipe[] }} Recipe
 */

const escapeAttribute = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The background as SVG markup covering the whole image. */
function backgroundSvg(background, { width, height }) {
  const rect = (fill) => `<rect width="${width}" height="${height}" fill="${fill}"/>`;
  if (typeof background === 'string') return rect(escapeAttribute(background));
  const stops = (colors) =>
    colors
      .map((color, i) => {
        const offset = colors.length === 1 ? 0 : (i / (colors.length - 1)) * 100;
        return `<stop offset="${offset}%" stop-color="${escapeAttribute(color)}"/>`;
      })
      .join('');
  if ('radial' in background) {
    const cx = background.cx ?? 0.5;
    const cy = background.cy ?? 0.4;
    return `<defs><radialGradient id="bg" cx="${cx}" cy="${cy}" r="0.85">${stops(background.radial)}</radialGradient></defs>${rect('url(#bg)')}`;
  }
  // A linear gradient at `angle` degrees (0 runs left to right, 90 top to bottom).
  const radians = ((background.angle ?? 135) * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const at = (value) => `${(value * 100).toFixed(2)}%`;
  return `<defs><linearGradient id="bg" x1="${at(0.5 - dx)}" y1="${at(0.5 - dy)}" x2="${at(0.5 + dx)}" y2="${at(0.5 + dy)}">${stops(background.colors)}</linearGradient></defs>${rect('url(#bg)')}`;
}

const svgDocument = (markup, { width, height }) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${markup}</svg>`,
  );

/** RGBA pixels of a sharp pipeline. */
async function rgba(image) {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const fromRgba = ({ data, width, height }) => sharp(data, { raw: { width, height, channels: 4 } });

function parseColor(hex) {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

/** Paints every pixel `color`, keeping its transparency: a silhouette. */
function paint(pixels, color) {
  const [r, g, b] = parseColor(color);
  const data = Buffer.from(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  }
  return { ...pixels, data };
}

function fade(pixels, opacity) {
  if (opacity >= 1) return pixels;
  const data = Buffer.from(pixels.data);
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i] * opacity);
  return { ...pixels, data };
}

const UNITS = { px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };
const length = (value) => {
  const match = /^\s*([\d.]+)\s*([a-z]*)/i.exec(value ?? '');
  return match ? Number(match[1]) * (UNITS[match[2].toLowerCase()] ?? 1) : null;
};

/** The file with its root element sized and framed anew: `viewBox` in its own units. */
function reframe(text, viewBox, width, height) {
  return text.replace(/<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(width|height|viewBox|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '')
      .replace(
        /^<svg\b/,
        `<svg width="${width}" height="${height}" viewBox="${viewBox.join(' ')}" preserveAspectRatio="none"`,
      ),
  );
}

const framed = new Map();

/**
 * A clip art file's text and the box its drawing actually covers, in its own units: many old
 * files draw partly or wholly outside their page, so the page cannot be trusted. A wide area
 * around the page is rendered small and the drawn pixels measured.
 */
async function clipartFrame(file) {
  if (framed.has(file)) return framed.get(file);
  const source = path.join(CLIPART, file);
  if (!existsSync(source)) throw new Error(`No clip art ${file} under ${CLIPART}`);
  const text = readFileSync(source, 'utf8');
  const tag = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1] ?? null;
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const page =
    box?.length === 4
      ? box
      : [0, 0, length(attribute('width')) ?? 500, length(attribute('height')) ?? 500];
  const [px, py, pw, ph] = page;
  const probe = [px - 2 * pw, py - 2 * ph, 5 * pw, 5 * ph];
  const probeSize = 2000;
  const scale = probeSize / Math.max(probe[2], probe[3]);
  const probeWidth = Math.max(1, Math.round(probe[2] * scale));
  const probeHeight = Math.max(1, Math.round(probe[3] * scale));
  const { data, info } = await sharp(Buffer.from(reframe(text, probe, probeWidth, probeHeight)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3] > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) throw new Error(`Clip art ${file} draws nothing that can be rendered`);
  const frame = [
    probe[0] + (x0 - 1) / scale,
    probe[1] + (y0 - 1) / scale,
    (x1 - x0 + 3) / scale,
    (y1 - y0 + 3) / scale,
  ];
  const result = { text, frame };
  framed.set(file, result);
  return result;
}

/** The clip art cropped to its drawing, `targetWidth` (or `targetHeight`) pixels across. */
async function renderClipart(file, targetWidth, targetHeight) {
  const { text, frame } = await clipartFrame(file);
  const ratio = frame[3] / frame[2];
  const width = Math.max(1, Math.round(targetWidth ?? targetHeight / ratio));
  const height = Math.max(1, Math.round(targetWidth ? targetWidth * ratio : targetHeight));
  return sharp(Buffer.from(reframe(text, frame, width, height)));
}

/** One clip-art layer's pixels, ready to composite, and where its top-left corner goes. */
async function clipartLayer(layer, size) {
  const width = layer.width ? layer.width * size.width : undefined;
  const height = !width && layer.height ? layer.height * size.height : undefined;
  if (!width && !height) throw new Error(`Clip art ${layer.clipart} needs a width or a height`);
  let image = await renderClipart(layer.clipart, width, height);
  if (layer.recolor) image = image.tint(layer.recolor);
  if (layer.flip) image = image.flop();
  let pixels = await rgba(image);
  if (layer.rotate) {
    pixels = await rgba(
      fromRgba(pixels).rotate(layer.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } }),
    );
  }
  if (layer.fill) pixels = paint(pixels, layer.fill);
  pixels = fade(pixels, layer.opacity ?? 1);
  const left = Math.round(layer.x * size.width - pixels.width / 2);
  const top = Math.round(layer.y * size.height - pixels.height / 2);
  const pieces = [];
  if (layer.shadow) {
    const shadow = layer.shadow === true ? {} : layer.shadow;
    const blur = shadow.blur ?? Math.max(4, Math.round(pixels.width / 40));
    const pad = blur * 3;
    const dark = fade(paint(pixels, '#000000'), shadow.opacity ?? 0.22);
    const blurred = await rgba(
      fromRgba(dark)
        .extend({
          top: pad,
          bottom: pad,
          left: pad,
          right: pad,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .blur(blur),
    );
    pieces.push({
      pixels: blurred,
      left: left - pad + (shadow.dx ?? Math.round(blur * 0.6)),
      top: top - pad + (shadow.dy ?? Math.round(blur * 1.2)),
    });
  }
  pieces.push({ pixels, left, top });
  return pieces;
}

/** The part of `pixels` at (left, top) that falls inside the image, or none. */
async function clip({ pixels, left, top }, size) {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(size.width, left + pixels.width);
  const y1 = Math.min(size.height, top + pixels.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const input = await fromRgba(pixels)
    .extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 })
    .png()
    .toBuffer();
  return { input, left: x0, top: y0 };
}

/** The image of one recipe as encoded bytes. */
export async function composeImage(recipe) {
  const size = { width: recipe.width, height: recipe.height };
  const overlays = [];
  for (const layer of recipe.layers ?? []) {
    if ('svg' in layer) {
      const markup = typeof layer.svg === 'function' ? layer.svg(size) : layer.svg;
      overlays.push({ input: await sharp(svgDocument(markup, size)).png().toBuffer() });
    } else {
      for (const piece of await clipartLayer(layer, size)) {
        const placed = await clip(piece, size);
        if (placed) overlays.push(placed);
      }
    }
  }
  const base = await sharp(svgDocument(backgroundSvg(recipe.background, size), size))
    .png()
    .toBuffer();
  const composed = await sharp(base).composite(overlays).png().toBuffer();
  const flat = sharp(composed).flatten({ background: '#ffffff' });
  return (recipe.format ?? 'jpg') === 'webp'
    ? flat.webp({ quality: recipe.quality ?? 76, effort: 6 }).toBuffer()
    : flat.jpeg({ quality: recipe.quality ?? 78, mozjpeg: true }).toBuffer();
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) =>
    name[0] === '#'
      ? String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)))
      : (ENTITIES[name] ?? whole),
  );

/** Who made a clip art file and under which licence, from its RDF metadata. */
export function clipartInfo(file) {
  const text = readFileSync(path.join(CLIPART, file), 'utf8');
  const raw = /<dc:creator>[\s\S]*?<dc:title>([^<]*)<\/dc:title>/.exec(text)?.[1];
  const creator =
    raw &&
    decode(raw)
      .replace(/^mailto:/, '')
      .trim();
  const licence = /cc:license[^>]*rdf:resource="([^"]*)"/i.exec(text)?.[1] ?? '';
  return {
    author: creator && !/^(anonymous|unknown)$/i.test(creator) ? creator : null,
    // Debian's copyright file puts the whole library in the public domain; a piece that names
    // CC0 itself says so.
    licence: /publicdomain\/zero/i.test(licence) ? 'CC0-1.0' : 'Public domain',
  };
}

/** The TEMPLATE_IMAGES entry of one image. */
export function entryFor(template, recipe) {
  const files = [
    ...new Set((recipe.layers ?? []).filter((layer) => 'clipart' in layer).map((l) => l.clipart)),
  ];
  const infos = files.map(clipartInfo);
  const named = [...new Set(infos.map((info) => info.author).filter(Boolean))];
  const unnamed = infos.some((info) => !info.author);
  const authors = [...named, ...(unnamed ? ['Open Clip Art Library contributors'] : [])];
  return {
    file: `${template}/${recipe.name}.${recipe.format ?? 'jpg'}`,
    alt: recipe.alt,
    source: files.length
      ? `Open Clip Art Library (Debian openclipart-svg): ${files.join(', ')}; ${COMPOSER}`
      : `Drawn for Tessera in scripts/template-images/recipes/${template}.mjs; ${COMPOSER}`,
    author: files.length ? authors.join(', ') : 'Tessera contributors',
    licence: files.length
      ? infos.every((info) => info.licence === 'CC0-1.0')
        ? 'CC0-1.0'
        : 'Public domain'
      : 'CC0-1.0',
  };
}

const quote = (value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function printEntries(template, entries) {
  console.log(`\n// Paste into TEMPLATE_IMAGES (packages/core/src/templates/images.ts):`);
  for (const [name, entry] of entries) {
    console.log(`  ${quote(`${template}/${name}`)}: {`);
    for (const [field, value] of Object.entries(entry))
      console.log(`    ${field}: ${quote(value)},`);
    console.log('  },');
  }
}

function allClipart(dir = CLIPART) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return allClipart(full);
    return name.endsWith('.svg') ? [path.relative(CLIPART, full)] : [];
  });
}

function matching(word) {
  const needle = word.toLowerCase();
  return allClipart()
    .filter((file) => file.toLowerCase().includes(needle))
    .sort();
}

/** A grid of the matching clip art, numbered in the order `--find` lists it. */
async function contactSheet(word) {
  const files = matching(word).slice(0, 48);
  const tile = 200;
  const columns = 8;
  const rows = Math.max(1, Math.ceil(files.length / columns));
  const size = { width: columns * tile, height: rows * (tile + 24) };
  const overlays = [];
  for (const [i, file] of files.entries()) {
    const left = (i % columns) * tile;
    const top = Math.floor(i / columns) * (tile + 24);
    try {
      const image = await (
        await renderClipart(file, tile - 20)
      )
        .resize({ width: tile - 20, height: tile - 20, fit: 'inside' })
        .png()
        .toBuffer();
      overlays.push({ input: image, left: left + 10, top: top + 10 });
    } catch {
      // A file librsvg cannot read is left blank.
    }
    const label = `<text x="${left + 8}" y="${top + tile + 16}" font-family="sans-serif" font-size="14">${i + 1}</text>`;
    overlays.push({ input: svgDocument(label, size), left: 0, top: 0 });
  }
  const out = path.join('/tmp', `clipart-${word.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await sharp(svgDocument(backgroundSvg('#ffffff', size), size))
    .composite(overlays)
    .png()
    .toFile(out);
  files.forEach((file, i) => console.log(`${String(i + 1).padStart(3)}  ${file}`));
  console.log(`\nContact sheet: ${out}`);
}

async function main(args) {
  if (!existsSync(CLIPART)) {
    console.error(
      `No clip art at ${CLIPART}: apt-get install -y openclipart-svg (or set OPENCLIPART_DIR).`,
    );
    process.exit(1);
  }
  if (args[0] === '--find') {
    for (const file of matching(args[1] ?? '')) {
      const { author } = clipartInfo(file);
      console.log(`${file}${author ? `  (${author})` : ''}`);
    }
    return;
  }
  if (args[0] === '--sheet') return contactSheet(args[1] ?? '');
  const [template, ...only] = args;
  if (!template) {
    console.error('Usage: node scripts/template-images/compose.mjs <templateId> [name ...]');
    process.exit(1);
  }
  const recipeFile = path.join(import.meta.dirname, 'recipes', `${template}.mjs`);
  /** @type {Recipe} */
  const recipe = (await import(pathToFileURL(recipeFile).href)).default;
  if (recipe.template !== template) throw new Error(`${recipeFile} is not for ${template}`);
  const outDir = path.join(ASSETS, template);
  mkdirSync(outDir, { recursive: true });
  const chosen = recipe.images.filter((image) => !only.length || only.includes(image.name));
  const entries = [];
  for (const image of chosen) {
    const bytes = await composeImage(image);
    const entry = entryFor(template, image);
    writeFileSync(path.join(ASSETS, entry.file), bytes);
    // A PNG of the encoded picture, for image viewers that show PNG only.
    const preview = path.join(PREVIEWS, template, `${image.name}.png`);
    mkdirSync(path.dirname(preview), { recursive: true });
    await sharp(bytes).png().toFile(preview);
    console.log(
      `${entry.file}  ${image.width}x${image.height}  ${(bytes.length / 1024).toFixed(0)} KB`,
    );
    entries.push([image.name, entry]);
  }
  const total = readdirSync(outDir).reduce(
    (sum, name) => sum + statSync(path.join(outDir, name)).size,
    0,
  );
  console.log(`\nPreviews (PNG): ${path.join(PREVIEWS, template)}`);
  console.log(
    `${template}: ${(total / 1024).toFixed(0)} KB in apps/server/assets/templates/${template} (at most ${MAX_BYTES / 1024} KB)`,
  );
  if (total > MAX_BYTES) console.warn('Over the limit: lower the quality or the sizes.');
  printEntries(template, entries);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2));
}
