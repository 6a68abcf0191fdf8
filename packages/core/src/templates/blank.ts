import { DEFAULT_SITE_THEME } from '../theme/theme.ts';
import type { SiteTemplate } from './types.ts';

/** Today's empty start: one empty home page in the default theme, and nothing else. */
export const blank: SiteTemplate = {
  id: 'blank',
  version: 1,
  name: 'Blank',
  description: 'One empty home page in the default theme, to build from scratch.',
  categories: [],
  features: [],
  plan: 'free',
  theme: DEFAULT_SITE_THEME,
  site: { businessName: '', description: '', seoTitle: '', seoDescription: '' },
  pages: [
    {
      key: 'home',
      name: 'Home Page',
      slug: 'home',
      isHome: true,
      seoTitle: '',
      seoDescription: '',
      sections: () => [],
    },
  ],
  products: [],
  services: [],
  staff: [],
  posts: [],
};
