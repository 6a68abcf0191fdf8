import { PLANS } from '@tessera/core';

export interface MarketingPageMeta {
  path: string;
  /** The tab title, and the `<title>` of the prerendered page. */
  title: string;
  /** The prerendered page's meta description, the snippet search engines show. */
  description: string;
}

const { free, pro, enterprise } = PLANS;

/** The public pages: prerendered to static HTML at build time, rendered by the app's router too. */
export const marketingPages = {
  landing: {
    path: '/',
    title: 'Tessera: build amazing websites',
    description:
      'Tessera: build amazing websites for your business with a drag & drop builder. Shop, bookings and analytics built in.',
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing · Tessera',
    description: `Tessera plans: ${free.name} for one website, ${pro.name} at $${pro.pricePerMonth} a month with e-commerce and analytics, ${enterprise.name} at $${enterprise.pricePerMonth} a month for unlimited websites.`,
  },
  features: {
    path: '/features',
    title: 'Features · Tessera',
    description:
      'Drag and drop builder, mobile responsive pages, e-commerce, analytics, SEO tools and fast loading: what Tessera gives your business online.',
  },
  about: {
    path: '/about',
    title: 'About · Tessera',
    description:
      'Tessera is an open-source, self-hostable website builder made for small businesses. Read our mission, our vision and who builds it.',
  },
  contact: {
    path: '/contact',
    title: 'Contact · Tessera',
    description:
      'Questions about Tessera, your plan or your website? Reach our support team by email, 24/7 live chat or phone, or send us a message.',
  },
} satisfies Record<string, MarketingPageMeta>;
