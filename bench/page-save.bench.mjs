// Saving a page of 2,000 elements (POST /api/pages/:id/save: validation of the whole tree and
// replacement in one transaction) and reading it back (GET /api/pages/:id), on each database.
import { randomUUID } from 'node:crypto';
import { benchApp, call, measure, ms, owner, targets } from './support.mjs';

const COUNT = 2000;
const RUNS = Number(process.env.RUNS ?? 7);

/** Sections of container > row > three columns of heading, text and button: 15 elements each. */
function largePage() {
  const list = [];
  const add = (type, parentId, order, props) => {
    const element = { id: randomUUID(), type, parentId, order, ...(props ? { props } : {}) };
    list.push(element);
    return element;
  };
  for (let s = 0; list.length < COUNT; s++) {
    const section = add('SECTION', null, s);
    const container = add('CONTAINER', section.id, 0);
    const row = add('ROW', container.id, 0);
    for (let c = 0; c < 3 && list.length < COUNT; c++) {
      const column = add('COLUMN', row.id, c);
      add('HEADING', column.id, 0, { text: `Service ${s}.${c}`, level: 3 });
      add('TEXT', column.id, 1, { text: 'Fresh, local and made to order every single morning.' });
      add('BUTTON', column.id, 2, { text: 'Book now', href: '/contact', variant: 'primary' });
    }
  }
  return list.slice(0, COUNT);
}

for (const kind of targets()) {
  const bench = await benchApp(kind);
  try {
    const { token } = await owner(bench.app);
    const site = await call(bench.app, 'POST', '/api/websites', token, {
      name: 'Bench',
      subdomain: `bench-${Date.now()}`,
    });
    const [home] = await call(bench.app, 'GET', `/api/websites/${site.id}/pages`, token);
    const elements = largePage();
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
