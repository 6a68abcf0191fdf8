// A post's page and the blog's index page (30 posts, bench/blog-site.mjs), measured as
// site.bench.mjs measures the landing page: requests/s beside nginx serving the same bytes,
// bytes downloaded, and Lighthouse. BLOG_PAGE=post or blog measures one of them only.
import { spawnSync } from 'node:child_process';

const pages = process.env.BLOG_PAGE ? [process.env.BLOG_PAGE] : ['post', 'blog'];
for (const page of pages) {
  console.log(`\n-- ${page === 'post' ? "A post's page" : "The blog's index page"}`);
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', `${import.meta.dirname}/site.bench.mjs`],
    { stdio: 'inherit', env: { ...process.env, SITE_PAGE: page } },
  );
  if (status !== 0) process.exit(status ?? 1);
}
