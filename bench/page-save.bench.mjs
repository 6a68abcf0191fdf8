// Saving a page of 2,000 elements (POST /api/pages/:id/save: validation of the whole tree and
// replacement in one transaction) and reading it back (GET /api/pages/:id), on each database.
import { largePage } from './large-page.mjs';
import { benchApp, call, measure, ms, ownerWithSite, targets } from './support.mjs';

const COUNT = 2000;
const RUNS = Number(process.env.RUNS ?? 7);

for (const kind of targets()) {
  const bench = await benchApp(kind);
  try {
    const { token, site } = await ownerWithSite(bench.app, `bench-${Date.now()}`);
    const [home] = await call(bench.app, 'GET', `/api/websites/${site.id}/pages`, token);
    const elements = largePage(COUNT);
    const save = await measure(RUNS, () =>
      call(bench.app, 'POST', `/api/pages/${home.id}/save`, token, { elements }),
    );
    const read = await measure(RUNS, async () => {
      const page = await call(bench.app, 'GET', `/api/pages/${home.id}`, token);
      if (page.elements.length !== COUNT) throw new Error(`read ${page.elements.length} elements`);
    });
    console.log(
      `${kind.padEnd(8)} save ${COUNT} elements: median ${ms(save.median)} (min ${ms(save.min)}, max ${ms(save.max)})`,
    );
    console.log(
      `${kind.padEnd(8)} read ${COUNT} elements: median ${ms(read.median)} (min ${ms(read.min)}, max ${ms(read.max)})`,
    );
  } finally {
    await bench.close();
  }
}
