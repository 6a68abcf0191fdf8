import type { SectionTemplate } from '../seed.ts';

export const header: SectionTemplate = {
  id: 'header',
  name: 'Header with navigation',
  description: 'Your name across the top of the page, with a link to each of your pages.',
  // An empty brand shows the site's name and no links show one per page, so it fits any site.
  build: () => ({
    type: 'NAVBAR',
    name: 'Header',
    props: { brand: '', links: [], sticky: false },
    styles: { borderBottom: '1px solid rgba(15, 23, 42, 0.08)' },
  }),
};
