import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown, ViteBuilder } from 'vite';
import type * as RenderPages from '../src/features/marketing/static/render-pages';

/** Where a prerendered page goes under dist, by path: `/` is `index.html`, `/pricing` `pricing.html`. */
export const PRERENDER_DIR = 'prerendered';
const fileFor = (pagePath: string) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

const outputs = (result: Awaited<ReturnType<ViteBuilder['build']>>) =>
  (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? (r.output as Rolldown.OutputBundle[keyof Rolldown.OutputBundle][]) : [],
  );

/**
 * `vite build`: the app first, then the marketing pages' own script, then each marketing page
 * rendered to `dist/prerendered/<page>.html` with a `routes.json` the server reads (path -> file).
 */
export async function buildWithPrerender(builder: ViteBuilder): Promise<void> {
  const { client, marketing, prerender } = builder.environments;
  if (!client || !marketing || !prerender) throw new Error('missing build environment');
  await builder.build(client);
  const scripts = outputs(await builder.build(marketing));
  await builder.build(prerender);

  const dist = path.resolve(builder.config.root, client.config.build.outDir);
  const rendererDir = path.resolve(builder.config.root, prerender.config.build.outDir);
  const indexHtml = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const contactForm = scripts.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!contactForm) throw new Error('the contact form script was not built');

  try {
    const renderer = (await import(
      pathToFileURL(path.join(rendererDir, 'render-pages.js')).href
    )) as typeof RenderPages;
    const pages = renderer.prerenderMarketingPages(
      { stylesheets, bootScripts: ['/theme-boot.js', '/session-boot.js'] },
      { 'contact-form': `/${contactForm.fileName}` },
    );
    await fs.mkdir(path.join(dist, PRERENDER_DIR), { recursive: true });
    const routes: Record<string, string> = {};
    for (const page of pages) {
      routes[page.path] = fileFor(page.path);
      await fs.writeFile(path.join(dist, PRERENDER_DIR, fileFor(page.path)), page.html);
    }
    await fs.writeFile(
      path.join(dist, PRERENDER_DIR, 'routes.json'),
      `${JSON.stringify(routes, null, 2)}\n`,
    );
    builder.config.logger.info(`prerendered ${pages.length} marketing pages`);
  } finally {
    await fs.rm(rendererDir, { recursive: true, force: true });
  }
}
