// The landing page's JavaScript and CSS as a browser downloads them on first visit, gzip-compressed.
// Reads the built index.html and follows its script, modulepreload and stylesheet references.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let totals = { raw: 0, gzip: 0, brotli: 0 };
const rows = [];
for (const ref of new Set(refs)) {
  const body = readFileSync(path.join(dist, ref));
  const row = {
    file: ref,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  };
  rows.push(row);
  for (const k of Object.keys(totals)) totals[k] += row[k];
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Landing page assets (first visit, before any lazy route):');
for (const r of rows)
  console.log(
    `  ${r.file.padEnd(40)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  brotli ${kb(r.brotli).padStart(8)}`,
  );
console.log(
  `  ${'total'.padEnd(40)} raw ${kb(totals.raw).padStart(9)}  gzip ${kb(totals.gzip).padStart(8)}  brotli ${kb(totals.brotli).padStart(8)}`,
);
