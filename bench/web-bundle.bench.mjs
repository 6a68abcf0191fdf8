// The dashboard's JavaScript as the build ships it (apps/web/dist, `npm run build -w apps/web`):
// what every first load fetches (the entry and its static imports), and what each lazily loaded
// screen adds on top (its chunk and the static imports the entry does not already bring). Sizes
// raw, gzip and brotli; read from the built files' own import statements. Then both first loads
// in Chromium against the server (bench/web-first-load.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measureFirstLoads } from './web-first-load.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No web build: run `npm run build -w apps/web` first.');
  process.exit(1);
}
const assets = path.join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

const sizes = new Map();
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(assets, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(start, seen = new Set()) {
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(assets, file), 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) todo.push(m[1]);
  }
  return seen;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
function line(label, set) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of set) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  console.log(
    `  ${label.padEnd(34)} ${String(set.size).padStart(3)} files ${kb(total.raw)} raw ${kb(total.gzip)} gzip ${kb(total.brotli)} brotli`,
  );
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const first = closure(entry);
console.log('JavaScript of the dashboard build:');
line('every first load (entry)', first);

// Each area's file (build/chunk-groups.ts), the post editor's screen apart.
const SCREENS = [
  ['dashboard', 'Dashboard (layout, overview)'],
  ['blog', 'Blog: posts, organise'],
  ['post-editor-page', 'Blog: post editor'],
  ['analytics', 'Analytics'],
  ['builder', 'Builder'],
];
const chunkOf = (prefix) => files.find((f) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(f));
for (const [prefix, label] of SCREENS) {
  const chunk = chunkOf(prefix);
  if (!chunk) continue;
  const added = [...closure([chunk])].filter((f) => !first.has(f));
  line(`${label}: adds`, new Set(added));
}
// The editor's own weight: what no other screen loads (Tiptap and ProseMirror with it).
const closures = new Map(
  SCREENS.flatMap(([prefix]) => {
    const chunk = chunkOf(prefix);
    return chunk ? [[prefix, closure([chunk])]] : [];
  }),
);
const editorOnly = [...(closures.get('post-editor-page') ?? [])].filter(
  (f) =>
    !first.has(f) &&
    [...closures].every(([prefix, set]) => prefix === 'post-editor-page' || !set.has(f)),
);
line('only the post editor loads', new Set(editorOnly));
const tiptap = files.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes('tiptap'));
const inFirst = tiptap.filter((f) => first.has(f));
console.log(
  `  Tiptap code is in ${tiptap.length} file(s), ${inFirst.length ? `${inFirst.length} of them in the first load (aim: none)` : 'none of them in the first load'}`,
);

// What a browser actually fetches for the two heaviest first loads (BROWSER=0 skips it).
if (process.env.BROWSER !== '0') await measureFirstLoads();
