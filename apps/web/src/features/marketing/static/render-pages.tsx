// The build's server-side entry: every marketing page drawn to a whole HTML document, with no
// React on the page it produces. Run by build/prerender-marketing.ts once the app is built.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AboutPage } from '../about-page';
import { ContactPage } from '../contact-page';
import { FeaturesPage } from '../features-page';
import { LandingPage } from '../landing-page';
import { MarketingFrame } from '../marketing-frame';
import { marketingPages, type MarketingPageMeta } from '../page-meta';
import { PricingPage } from '../pricing-page';
import { pageDocument, type PageAssets } from './page-document';
import { StaticContactForm } from './static-contact-form';

/** The page scripts the build makes, by entry name (see vite.config.ts). */
export type PageScript = 'contact-form';

const pages: { meta: MarketingPageMeta; page: ReactNode; scripts?: PageScript[] }[] = [
  { meta: marketingPages.landing, page: <LandingPage /> },
  { meta: marketingPages.pricing, page: <PricingPage /> },
  { meta: marketingPages.features, page: <FeaturesPage /> },
  { meta: marketingPages.about, page: <AboutPage /> },
  {
    meta: marketingPages.contact,
    page: <ContactPage form={<StaticContactForm />} />,
    scripts: ['contact-form'],
  },
];

export interface PrerenderedPage {
  path: string;
  html: string;
}

/** Each marketing page's HTML; `scriptUrls` are where the build put the page scripts. */
export function prerenderMarketingPages(
  assets: Omit<PageAssets, 'modules'>,
  scriptUrls: Record<PageScript, string>,
): PrerenderedPage[] {
  return pages.map(({ meta, page, scripts = [] }) => {
    const body = renderToStaticMarkup(
      <StaticRouter location={meta.path}>
        <MarketingFrame visitor="unknown">{page}</MarketingFrame>
      </StaticRouter>,
    );
    const modules = scripts.map((name) => scriptUrls[name]);
    return { path: meta.path, html: pageDocument(meta, body, { ...assets, modules }) };
  });
}
