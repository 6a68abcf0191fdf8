// Building the blog's feeds for a website of 1,000 published posts (bench/blog-site.mjs bodies of
// about 450 words): the first feed asked after a change loads the blog's live posts and writes
// RSS 2.0 with full content; Atom and JSON Feed then reuse the loaded posts. Each run first
// publishes one more post, so nothing is served from a cache. Median of RUNS (default 5), on
// PGlite and, with TEST_DATABASE_URL or BENCH_DATABASE_URL, PostgreSQL. POSTS changes the count.
import { publishLandingSite } from './landing-page.mjs';
import { publishPosts } from './blog-site.mjs';
import { benchApp, call, ms, owner, targets } from './support.mjs';

const POSTS = Number(process.env.POSTS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 5);
const SUBDOMAIN = 'bench-feeds';
const HOST = `${SUBDOMAIN}.localhost:3000`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const kind of targets()) {
  const bench = await benchApp(kind, { PORT: '3000', HOSTING_DOMAIN: 'localhost:3000' });
  try {
    const api = (method, url, token, payload) => call(bench.app, method, url, token, payload);
    const { token } = await owner(bench.app);
    const started = performance.now();
    const { site } = await publishLandingSite(api, token, SUBDOMAIN);
    await publishPosts(api, token, site.id, POSTS);
    await api('POST', `/api/websites/${site.id}/publish`, token);
    console.log(
      `${kind}: ${POSTS} posts written and published through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const timings = { rss: [], atom: [], json: [] };
    let bytes = {};
    for (let run = 0; run < RUNS + 1; run += 1) {
      await publishPosts(api, token, site.id, 1, POSTS + run);
      for (const [name, file] of [
        ['rss', 'rss.xml'],
        ['atom', 'atom.xml'],
        ['json', 'feed.json'],
      ]) {
        const start = performance.now();
        const res = await bench.app.inject({
          method: 'GET',
          url: `/blog/${file}`,
          headers: { host: HOST, 'accept-encoding': 'identity' },
        });
        const took = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${file}: ${res.statusCode}`);
        // The first run warms the code up; it is not counted.
        if (run > 0) timings[name].push(took);
        bytes[name] = res.rawPayload.length;
      }
    }
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `  first feed after a change (loads the posts, writes RSS of the newest 20): ${ms(median(timings.rss))} (${kb(bytes.rss)})`,
    );
    console.log(`  Atom after it: ${ms(median(timings.atom))} (${kb(bytes.atom)})`);
    console.log(`  JSON Feed after it: ${ms(median(timings.json))} (${kb(bytes.json)})`);
  } finally {
    await bench.close();
  }
}
