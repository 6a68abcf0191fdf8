import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PLANS } from '@tessera/core';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { FeaturesPage } from './features-page';
import { PricingPage } from './pricing-page';

/** The page rendered to HTML (effects do not run), read with regular expressions below. */
function markup(page: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('marketing pages', () => {
  it('each has exactly one h1', () => {
    for (const page of [<PricingPage />, <FeaturesPage />, <AboutPage />, <ContactPage />]) {
      expect(count(markup(page), /<h1[\s>]/g)).toBe(1);
    }
  });

  it('pricing shows the three plans from @tessera/core with their buttons', () => {
    const html = markup(<PricingPage />);
    const content = text(html);
    for (const plan of Object.values(PLANS)) {
      expect(content).toContain(plan.name);
      expect(content).toContain(`$${plan.pricePerMonth}`);
      for (const feature of plan.features) expect(content).toContain(feature);
    }
    expect(content).toContain('Most Popular');
    expect(html).toMatch(/<a[^>]*href="\/auth\/register"[^>]*>Get started<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/auth\/register"[^>]*>Start free trial<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact sales<\/a>/);
    expect(content).toContain('Can I change my plan later?');
    expect(content).toContain('What counts as a website?');
  });

  it('features lists the six features and links to sign-up', () => {
    const html = markup(<FeaturesPage />);
    const content = text(html);
    for (const title of [
      'Drag and drop builder',
      'Mobile responsive',
      'E-commerce',
      'Analytics dashboard',
      'SEO tools',
      'Fast loading',
    ]) {
      expect(content).toContain(title);
    }
    expect(content).toMatch(/cart and payment processing/);
    expect(html).toContain('href="/auth/register"');
  });

  it('about has the mission, vision and team sections', () => {
    const html = markup(<AboutPage />);
    for (const heading of ['Our mission', 'Our vision', 'Our team']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
  });

  it('contact shows the ways to reach us and a labelled, required form', () => {
    const html = markup(<ContactPage />);
    const content = text(html);
    expect(content).toContain('support@tessera.dev');
    expect(content).toContain('24/7 live chat');
    expect(content).toContain('+1 (555) 010-2024');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      const match = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`));
      expect(match, label).not.toBeNull();
      expect(html).toContain(`id="${match![1]}"`);
    }
    expect(html).toMatch(/<textarea[^>]*rows="4"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
  });
});
