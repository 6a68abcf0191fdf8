// The inbox's first page (30 messages, with the folder counts) for a website holding 10 and
// 10,000 form submissions, through app.inject, on embedded PGlite and (with BENCH_DATABASE_URL or
// TEST_DATABASE_URL) on PostgreSQL; also the 334th page of the 10,000, reached by cursor, and a
// search. Messages are inserted in batches straight into the table, then the planner's
// statistics refreshed. Prints medians.
import { sql } from 'drizzle-orm';
import { formSubmissions } from '../apps/server/src/db/schema.ts';
import { benchApp, call, measure, ms, ownerWithSite, targets } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 50);

async function seed(db, websiteId, count) {
  const start = Date.now() - count * 1000;
  for (let done = 0; done < count; done += 1000) {
    const rows = [];
    for (let i = done; i < Math.min(count, done + 1000); i++) {
      rows.push({
        websiteId,
        pageName: 'Contact',
        formElementId: '3f0c0d3e-4b4c-4b0c-9d0e-1a2b3c4d5e6f',
        formName: 'Contact us',
        email: `visitor${i}@example.com`,
        fields: [
          { name: 'name', label: 'Your name', value: `Visitor ${i}` },
          { name: 'email', label: 'E-mail', value: `visitor${i}@example.com` },
          { name: 'message', label: 'Message', value: `Hello, this is message number ${i}.` },
        ],
        createdAt: new Date(start + i * 1000),
      });
    }
    await db.insert(formSubmissions).values(rows);
  }
}

for (const kind of targets()) {
  for (const count of [10, 10_000]) {
    const bench = await benchApp(kind);
    try {
      const { token, site } = await ownerWithSite(bench.app, `bench-inbox-${Date.now()}`);
      await seed(bench.database.db, site.id, count);
      // What the server (every ten minutes, on PGlite) or autovacuum (PostgreSQL) does after a
      // burst of new rows.
      await bench.database.db.execute(sql`analyze`);
      const url = `/api/websites/${site.id}/submissions?limit=30`;
      const first = await measure(RUNS, () => call(bench.app, 'GET', url, token));
      console.log(
        `${kind.padEnd(8)} ${String(count).padStart(6)} messages: first page ${ms(first.median)} (min ${ms(first.min)}, max ${ms(first.max)})`,
      );
      if (count === 10_000) {
        let cursor = null;
        for (let i = 0; i < 333; i++) {
          cursor = (
            await call(bench.app, 'GET', `${url}${cursor ? `&cursor=${cursor}` : ''}`, token)
          ).nextCursor;
        }
        const deep = await measure(RUNS, () =>
          call(bench.app, 'GET', `${url}&cursor=${cursor}`, token),
        );
        const search = await measure(RUNS, () =>
          call(bench.app, 'GET', `${url}&search=number%209999`, token),
        );
        console.log(
          `${kind.padEnd(8)} ${String(count).padStart(6)} messages: page 334 ${ms(deep.median)}, search ${ms(search.median)}`,
        );
      }
    } finally {
      await bench.close();
    }
  }
}
