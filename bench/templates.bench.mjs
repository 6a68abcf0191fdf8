// The built-in templates: the bytes of their images in the repository, the time a new website
// takes to be made from each (the first use in a process also builds the template's hidden
// website, images through the media pipeline; later uses only copy it), on PGlite and, with a
// PostgreSQL URL, on PostgreSQL; then each template's website published and Lighthouse (mobile)
// on its home page. LIGHTHOUSE=0 skips the audits. Prints figures.
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_TEMPLATES } from '../packages/core/src/index.ts';
import { setPlanByEmail } from '../apps/server/src/modules/auth/plan.ts';
import { lighthouseInChild } from './landing-lighthouse.mjs';
import { benchApp, call, freePort, ms, owner, targets } from './support.mjs';

const ASSETS = path.resolve(import.meta.dirname, '../apps/server/assets/templates');
const LATER_RUNS = 5;

function imageBytes(templateId) {
  const dir = path.join(ASSETS, templateId);
  try {
    const files = readdirSync(dir);
    return {
      files: files.length,
      bytes: files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0),
    };
  } catch {
    return { files: 0, bytes: 0 };
  }
}

console.log('images in the repository, per template:');
let total = 0;
for (const template of SITE_TEMPLATES) {
  const { files, bytes } = imageBytes(template.id);
  total += bytes;
  console.log(
    `  ${template.id.padEnd(14)} ${String(files).padStart(2)} files ${(bytes / 1024).toFixed(0).padStart(5)} KB`,
  );
}
console.log(`  ${'all'.padEnd(14)}          ${(total / 1024).toFixed(0).padStart(5)} KB`);

const made = async (app, token, templateId) => {
  const start = performance.now();
  const site = await call(app, 'POST', '/api/websites', token, {
    name: 'Bench',
    subdomain: `tpl-${randomUUID().slice(0, 8)}`,
    templateId,
  });
  return { site, time: performance.now() - start };
};

for (const kind of targets()) {
  const port = await freePort();
  const bench = await benchApp(kind, { PORT: String(port) });
  try {
    await bench.app.listen({ port, host: '127.0.0.1' });
    const { token, email } = await owner(bench.app);
    await setPlanByEmail(bench.database.db, email, 'enterprise');
    console.log(
      `\n${kind}: POST /api/websites {templateId}, first use, then median of ${LATER_RUNS}`,
    );
    const homes = [];
    for (const template of SITE_TEMPLATES) {
      const first = await made(bench.app, token, template.id);
      const later = [];
      for (let i = 0; i < LATER_RUNS; i++)
        later.push((await made(bench.app, token, template.id)).time);
      later.sort((a, b) => a - b);
      console.log(
        `  ${template.id.padEnd(14)} first ${ms(first.time).padStart(10)}   later ${ms(later[Math.floor(LATER_RUNS / 2)]).padStart(9)} (${ms(later[0])} to ${ms(later.at(-1))})`,
      );
      await call(bench.app, 'POST', `/api/websites/${first.site.id}/publish`, token);
      homes.push([template.id, `http://${first.site.subdomain}.localhost:${port}/`]);
    }
    if (kind === 'pglite' && process.env.LIGHTHOUSE !== '0') {
      console.log('\nLighthouse (mobile) on each published template home page:');
      for (const [id, url] of homes) {
        // Blank's home page is empty on purpose: Lighthouse stops on a page that paints nothing.
        if (id === 'blank') console.log('  blank      an empty page, nothing to audit');
        else await lighthouseInChild(id, url);
      }
    }
  } finally {
    await bench.close();
  }
}
