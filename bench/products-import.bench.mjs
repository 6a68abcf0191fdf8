// Importing a 10,000-row products file (2,000 products with three sizes each, and 4,000 without
// options) through the API with app.inject, on embedded PGlite on disk and, with
// BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL: the preview, the import that creates
// everything, the same file again (all unchanged) and a file that changes every price. Prints
// each one's time and the process's peak memory (resident set, sampled every 10 ms; client and
// server run in one process).
import { randomBytes } from 'node:crypto';
import { COLUMNS } from '../apps/server/src/modules/products/csv-columns.ts';
import { benchApp, ownerWithSite, targets } from './support.mjs';

/** The file: 10,000 data rows; `bump` cents added to every price. */
function productsFile(bump = 0) {
  const price = (cents) => ((cents + bump) / 100).toFixed(2);
  const lines = [COLUMNS.join(',')];
  const quote = (cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const row = (cells) => lines.push(COLUMNS.map((c) => quote(cells[c] ?? '')).join(','));
  for (let i = 0; i < 2000; i++) {
    for (const [n, size] of ['S', 'M', 'L'].entries()) {
      row({
        Handle: `tee-${i}`,
        Name: `Tee number ${i}`,
        Description: 'Soft cotton, crème colour, made to last',
        SKU: `TEE-${i}`,
        Price: price(2000),
        Published: 'true',
        Categories: 'Clothing;Tees',
        'Option1 Name': 'Size',
        'Option1 Value': size,
        'Variant SKU': `TEE-${i}-${size}`,
        'Variant Price': price(2000 + n * 100),
        'Variant Quantity': String(10 + n),
      });
    }
  }
  for (let i = 0; i < 4000; i++) {
    row({
      Handle: `loaf-${i}`,
      Name: `Loaf number ${i}`,
      Description: 'Baked this morning',
      SKU: `LOAF-${i}`,
      Price: price(450 + (i % 100)),
      'Compare Price': price(900),
      Quantity: String(i % 50),
      Published: i % 2 ? 'true' : 'false',
      Categories: 'Bread',
    });
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function multipart(content) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** One import request, timed, with the peak resident memory seen while it ran. */
async function timedImport(app, token, websiteId, content, apply) {
  const { boundary, payload } = multipart(content);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/websites/${websiteId}/products/import?apply=${apply ? 1 : 0}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return { report: res.json().data, seconds, before, peak };
}

const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

for (const kind of targets()) {
  const bench = await benchApp(kind);
  try {
    const { token, site } = await ownerWithSite(bench.app, `bench-products-${Date.now()}`);
    const file = productsFile();
    console.log(
      `${kind}: file of 10,000 rows, ${(file.length / 1024 ** 2).toFixed(1)} MB (6,000 products)`,
    );
    for (const [label, content, apply] of [
      ['preview (nothing stored yet)', file, false],
      ['import creating 6,000 products', file, true],
      ['the same file again (unchanged)', file, true],
      ['every price changed (6,000 updates)', productsFile(5), true],
    ]) {
      const { report, seconds, before, peak } = await timedImport(
        bench.app,
        token,
        site.id,
        content,
        apply,
      );
      console.log(
        `${kind.padEnd(8)} ${label.padEnd(38)} ${seconds.toFixed(2).padStart(6)} s  created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}; memory ${mb(before)} before, peak ${mb(peak)}`,
      );
    }
    console.log(
      `${kind.padEnd(8)} process peak resident set (maxRSS) over the run: ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );
  } finally {
    await bench.close();
  }
}
