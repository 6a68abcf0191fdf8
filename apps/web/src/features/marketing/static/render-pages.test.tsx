import { describe, expect, it } from 'vitest';
import { prerenderMarketingPages } from './render-pages';

const pages = prerenderMarketingPages(
  { stylesheets: ['/assets/index-abc.css'], bootScripts: ['/theme-boot.js', '/session-boot.js'] },
  { 'contact-form': '/assets/contact-form-xyz.js' },
);
const page = (path: string) => {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page for ${path}`);
  return found.html;
};
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('the prerendered marketing pages', () => {
  it('are the five public pages, each a whole document with its own title and description', () => {
    expect(pages.map((p) => p.path)).toEqual(['/', '/pricing', '/features', '/about', '/contact']);
    const titles = new Set<string>();
    for (const { path, html } of pages) {
      expect(html, path).toMatch(/^<!doctype html>\n<html lang="en">/);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
      expect(description.length, path).toBeGreaterThan(50);
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      );
      expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
    expect(titles.size).toBe(5);
    expect(page('/pricing')).toContain('<title>Pricing · Tessera</title>');
  });

  it('run no app code: the two boot scripts everywhere, one module on the contact page only', () => {
    const boot = ['<script src="/theme-boot.js">', '<script src="/session-boot.js">'];
    for (const path of ['/', '/pricing', '/features', '/about']) {
      expect(scripts(page(path)), path).toEqual(boot);
    }
    expect(scripts(page('/contact'))).toEqual([
      ...boot,
      '<script type="module" src="/assets/contact-form-xyz.js">',
    ]);
  });

  it('link the landing page to sign-up, sign-in, features and pricing as plain addresses', () => {
    const html = page('/');
    expect(html).toContain('Build amazing websites');
    for (const href of ['/auth/register', '/auth/login', '/features', '/pricing', '/dashboard']) {
      expect(html, href).toContain(`href="${href}"`);
    }
    // The hero's "Learn more" says where it leads to search engines and screen readers.
    expect(html).toMatch(/>Learn more<span class="sr-only"> about the features<\/span><\/a>/);
  });

  it('carry both account links, the dashboard one hidden until the boot script finds a session', () => {
    const html = page('/');
    const dashboard = [...html.matchAll(/<a class="([^"]*)" href="\/dashboard"/g)];
    expect(dashboard).toHaveLength(2); // the top bar and the phone menu
    for (const [, classes = ''] of dashboard) {
      expect(classes.split(' ')).toContain('hidden');
      expect(classes).toContain('[[data-signed-in]_&amp;]:inline-flex');
    }
    const signIn = [...html.matchAll(/<a class="([^"]*)" href="\/auth\/login"/g)];
    expect(signIn.length).toBeGreaterThanOrEqual(2);
    for (const [, classes = ''] of signIn.slice(0, 2)) {
      expect(classes).toContain('[[data-signed-in]_&amp;]:hidden');
    }
  });

  it('mark the page being shown in the navigation', () => {
    const current = (html: string) =>
      [...html.matchAll(/<a aria-current="page"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(current(page('/pricing'))).toContain('/pricing');
    expect(current(page('/pricing'))).not.toContain('/features');
    expect(current(page('/about'))).toContain('/about');
  });

  it('give the contact page its form and the thanks to show, kept in a template', () => {
    const html = page('/contact');
    expect(html).toMatch(/<form id="contact-form"/);
    expect(html).toMatch(/<template id="contact-sent">.*Message sent!.*<\/template>/s);
  });
});
