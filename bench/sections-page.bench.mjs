// A three-page site built only from ready-made sections (its header and footer shared by every
// page), on the site theme with two self-hosted
// fonts, published and served by a listening app on embedded PGlite: the home page's bytes (HTML
// and fonts, compressed as served) and Lighthouse (mobile) for it. With SHOTS=dir, screenshots of
// each page at 1440 and 390 px wide are written there. Prints figures.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEFAULT_SITE_THEME, instantiateSection } from '../packages/core/src/index.ts';
import { lighthouseInChild } from './landing-lighthouse.mjs';
import { benchApp, call, freePort, owner } from './support.mjs';

/** Each page's sections; the header and footer sections are the website's shared ones. */
const SITE = {
  Home: ['hero', 'features', 'testimonials', 'call-to-action'],
  Menu: ['hero-image', 'pricing', 'faq'],
  Visit: ['about', 'opening-hours', 'contact'],
};
const SHARED = { header: 'header', footer: 'footer' };

const port = await freePort();
const bench = await benchApp('pglite', { PORT: String(port) });
try {
  await bench.app.listen({ port, host: '127.0.0.1' });
  const { token } = await owner(bench.app);
  const site = await call(bench.app, 'POST', '/api/websites', token, {
    name: 'Hearth & Crumb',
    subdomain: `hearth-${randomUUID().slice(0, 6)}`,
  });
  await call(bench.app, 'PUT', `/api/websites/${site.id}`, token, {
    seoDescription: 'Sourdough, pastries and coffee on Mill Lane, baked before sunrise.',
    theme: {
      ...DEFAULT_SITE_THEME,
      colors: { ...DEFAULT_SITE_THEME.colors, primary: '#9a3412', secondary: '#115e59' },
      headingFont: 'playfair-display',
      bodyFont: 'inter',
    },
  });
  const [home] = await call(bench.app, 'GET', `/api/websites/${site.id}/pages`, token);
  const pageIds = { Home: home.id };
  for (const name of ['Menu', 'Visit']) {
    pageIds[name] = (
      await call(bench.app, 'POST', `/api/websites/${site.id}/pages`, token, { name })
    ).id;
  }
  const shared = await call(bench.app, 'GET', `/api/websites/${site.id}/shared`, token);
  const targets = [
    ...Object.entries(SITE).map(([name, templates]) => [pageIds[name], templates]),
    [shared.header.id, [SHARED.header]],
    [shared.footer.id, [SHARED.footer]],
  ];
  for (const [pageId, templates] of targets) {
    const elements = [];
    templates.forEach((templateId, order) => {
      const made = instantiateSection(templateId, pageId, () => randomUUID());
      made[0].order = order;
      elements.push(...made);
    });
    await call(bench.app, 'POST', `/api/pages/${pageId}/save`, token, { elements });
  }
  await call(bench.app, 'POST', `/api/websites/${site.id}/publish`, token);
  const url = `http://${site.subdomain}.localhost:${port}/`;

  const res = await bench.app.inject({
    method: 'GET',
    url: '/',
    headers: { host: `${site.subdomain}.localhost:${port}`, 'accept-encoding': 'br' },
  });
  const plain = await bench.app.inject({
    method: 'GET',
    url: '/',
    headers: { host: `${site.subdomain}.localhost:${port}` },
  });
  const fontFiles = [...plain.body.matchAll(/url\((\/_fonts\/[^)]+)\)/g)].map((m) => m[1]);
  let fontBytes = 0;
  for (const file of new Set(fontFiles)) {
    fontBytes += (await bench.app.inject({ method: 'GET', url: file })).rawPayload.length;
  }
  console.log(
    `home page from ${SITE.Home.length} sections and the shared header and footer: HTML ${(res.rawPayload.length / 1024).toFixed(1)} KB brotli (${(plain.rawPayload.length / 1024).toFixed(1)} KB uncompressed, CSS inline), fonts ${(fontBytes / 1024).toFixed(0)} KB in ${new Set(fontFiles).size} files (a page loads those its text uses), no script`,
  );

  if (process.env.SHOTS) {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    for (const width of [1440, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const name of Object.keys(SITE)) {
        await page.goto(name === 'Home' ? url : `${url}${name.toLowerCase()}`);
        await page.evaluate('document.fonts.ready');
        await page.screenshot({
          path: path.join(process.env.SHOTS, `${name.toLowerCase()}-${width}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
    await browser.close();
  }

  await lighthouseInChild('home page built from sections', url);
} finally {
  await bench.close();
}
