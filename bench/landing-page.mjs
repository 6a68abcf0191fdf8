// A small business's landing page as an owner would build it: a navigation bar, then six
// sections of container > row > three columns (heading, text, button): 91 elements. The first
// section is the hero (h1, larger type). A second page, Contact, gives the navigation bar a link.
// Colours keep WCAG AA contrast: dark text on white or pale backgrounds, white on #4338ca.
import { randomUUID } from 'node:crypto';

export const LANDING_SITE = {
  name: 'Harbor Street Bakery',
  description: 'Neighbourhood bakery and coffee bar on Harbor Street.',
  seoTitle: 'Harbor Street Bakery | Sourdough, pastries and coffee',
  seoDescription:
    'Sourdough, pastries, celebration cakes and coffee baked fresh every morning on Harbor Street. Order for pickup, book catering or visit us daily from 7 am.',
};

const HOME_SEO = {
  title: 'Harbor Street Bakery | Fresh sourdough, pastries and coffee',
  description:
    'Harbor Street Bakery bakes sourdough, pastries and celebration cakes every morning. Order for pickup, book catering or stop by for coffee, daily from 7 am.',
};

const CONTACT_SEO = {
  title: 'Contact Harbor Street Bakery | Orders, catering and directions',
  description:
    'Call, write or visit Harbor Street Bakery to order bread and cakes, book catering or find our shop at 42 Harbor Street, open daily from 7 am to 6 pm.',
};

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#4338ca';

/** Section backgrounds, top to bottom: the hero tinted, then white and slate alternating. */
const BACKGROUNDS = ['#eef2ff', '#ffffff', '#f8fafc', '#ffffff', '#f8fafc', '#ffffff'];

/** [heading, text, button] per column, one list per section; the hero's first heading is the h1. */
const SECTIONS = [
  [
    [
      'Sourdough, pastries and coffee, baked before sunrise',
      'Everything on our shelves is mixed, shaped and baked by hand in the shop, from local flour and butter.',
      'Order for pickup',
    ],
    [
      'Open every day from 7 am',
      'Monday to Sunday, 7 am to 6 pm. Fresh loaves come out of the oven at 7, 11 and 3.',
      'See opening hours',
    ],
    [
      'Find us on Harbor Street',
      'Number 42, across from the ferry landing, with bike racks and a sunny terrace.',
      'Get directions',
    ],
  ],
  [
    [
      'Country sourdough',
      'A 36-hour ferment, a dark crackling crust and an open, tangy crumb.',
      'Reserve a sourdough loaf',
    ],
    [
      'Seeded rye',
      'Dense, moist and packed with sunflower, flax and pumpkin seeds.',
      'Reserve a rye loaf',
    ],
    [
      'Olive focaccia',
      'Olive oil, rosemary and Kalamata olives, baked in sheets every noon.',
      'Order focaccia',
    ],
  ],
  [
    [
      'Butter croissants',
      'Laminated over three days with cultured butter for flaky, honeycomb layers.',
      'Order croissants',
    ],
    [
      'Cardamom buns',
      'Our Swedish-style knots, twisted with cardamom sugar and pearl sugar on top.',
      'Order cardamom buns',
    ],
    [
      'Seasonal fruit tarts',
      'Rhubarb in spring, berries in summer and apples and pears through the autumn.',
      'Order a fruit tart',
    ],
  ],
  [
    [
      'Birthday cakes',
      'Layer cakes in chocolate, vanilla or lemon, decorated to your wishes.',
      'Plan a birthday cake',
    ],
    [
      'Wedding cakes',
      'Tiered cakes and dessert tables, with a tasting session for the couple.',
      'Book a cake tasting',
    ],
    [
      'Gluten-free bakes',
      'Almond cakes, brownies and loaves baked on separate days in a cleaned kitchen.',
      'Ask about gluten-free',
    ],
  ],
  [
    [
      'Espresso bar',
      'Single-origin espresso from a roaster down the road, and oat milk at no extra cost.',
      'See the coffee menu',
    ],
    [
      'Breakfast sandwiches',
      'Egg, cheddar and greens on a toasted sourdough muffin, served until 11.',
      'See breakfast times',
    ],
    [
      'Granola and yoghurt',
      'House-toasted granola with honey, yoghurt and whatever fruit is in season.',
      'Order breakfast boxes',
    ],
  ],
  [
    [
      'Office breakfasts',
      'Pastry platters, fruit and coffee delivered to your team before 9 am.',
      'Book office catering',
    ],
    [
      'Café wholesale',
      'Daily bread and pastry deliveries for cafés and restaurants in the harbour area.',
      'Become a wholesale partner',
    ],
    [
      'Baking classes',
      'Saturday morning classes in sourdough, croissants and cakes, six people at a time.',
      'Join a baking class',
    ],
  ],
];

/** Adds elements to a page under construction; ids are made here, as the builder does. */
function pageBuilder() {
  const elements = [];
  const add = (type, parent, order, props, styles = {}, responsive = {}) => {
    const element = {
      id: randomUUID(),
      type,
      parentId: parent?.id ?? null,
      order,
      props,
      styles,
      responsive,
    };
    elements.push(element);
    return element;
  };
  return { elements, add };
}

const navbar = (add) =>
  add(
    'NAVBAR',
    null,
    0,
    { brand: LANDING_SITE.name, logoSrc: '', links: [], sticky: false },
    {
      paddingTop: '18px',
      paddingBottom: '18px',
      paddingLeft: '32px',
      paddingRight: '32px',
      backgroundColor: '#ffffff',
      borderBottom: '1px solid #e2e8f0',
      color: INK,
    },
    { mobile: { paddingLeft: '20px', paddingRight: '20px' } },
  );

function section(add, order, background, hero) {
  const s = add(
    'SECTION',
    null,
    order,
    {},
    {
      paddingTop: hero ? '96px' : '72px',
      paddingBottom: hero ? '96px' : '72px',
      paddingLeft: '24px',
      paddingRight: '24px',
      backgroundColor: background,
    },
    { mobile: { paddingTop: hero ? '56px' : '48px', paddingBottom: hero ? '56px' : '48px' } },
  );
  const container = add(
    'CONTAINER',
    s,
    0,
    {},
    {
      maxWidth: '1120px',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: '16px',
      paddingRight: '16px',
    },
    { mobile: { paddingLeft: '0', paddingRight: '0' } },
  );
  return add('ROW', container, 0, {}, { display: 'flex', flexWrap: 'wrap', gap: '24px' });
}

function column(add, row, order, [heading, text, button], { hero, lead }) {
  const card = hero
    ? {}
    : {
        backgroundColor: '#ffffff',
        border: '1px solid #e2e8f0',
        borderRadius: '14px',
        padding: '28px',
        boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)',
      };
  const col = add(
    'COLUMN',
    row,
    order,
    {},
    {
      flexGrow: lead ? '2' : '1',
      flexBasis: '0',
      minWidth: '240px',
      display: 'flex',
      flexDirection: 'column',
      gap: '16px',
      ...card,
    },
  );
  // The hero's lead column carries the page's h1; its neighbours are h2s so the outline never
  // skips a level (h1, h2, then the h3s of the sections below).
  const level = lead ? 1 : hero ? 2 : 3;
  add(
    'HEADING',
    col,
    0,
    { text: heading, level },
    {
      fontSize: lead ? '52px' : hero ? '24px' : '22px',
      fontWeight: lead ? '800' : '700',
      lineHeight: lead ? '1.1' : '1.3',
      letterSpacing: lead ? '-0.02em' : '0',
      color: INK,
    },
    lead ? { tablet: { fontSize: '44px' }, mobile: { fontSize: '34px' } } : {},
  );
  add(
    'TEXT',
    col,
    1,
    { text },
    { fontSize: lead ? '20px' : '17px', lineHeight: '1.6', color: lead ? '#334155' : MUTED },
  );
  add(
    'BUTTON',
    col,
    2,
    { text: button, variant: 'primary', href: '/contact', openInNewTab: false },
    {
      backgroundColor: ACCENT,
      color: '#ffffff',
      borderRadius: '8px',
      fontSize: lead ? '18px' : '16px',
      paddingTop: lead ? '14px' : '12px',
      paddingBottom: lead ? '14px' : '12px',
      paddingLeft: lead ? '26px' : '20px',
      paddingRight: lead ? '26px' : '20px',
      marginTop: 'auto',
    },
  );
}

/** The home page's elements: a navigation bar and six sections (91 elements). */
export function landingElements() {
  const { elements, add } = pageBuilder();
  navbar(add);
  SECTIONS.forEach((columns, s) => {
    const row = section(add, s + 1, BACKGROUNDS[s], s === 0);
    columns.forEach((content, c) =>
      column(add, row, c, content, { hero: s === 0, lead: s === 0 && c === 0 }),
    );
  });
  return elements;
}

/** The Contact page: the navigation bar and one section with three ways to reach the bakery. */
export function contactElements() {
  const { elements, add } = pageBuilder();
  navbar(add);
  const row = section(add, 1, '#ffffff', true);
  const ways = [
    [
      'Contact Harbor Street Bakery',
      'Orders for the next day close at 2 pm. Cakes need three days, weddings three weeks.',
      'Call 555-0134',
      'tel:+1-555-0134',
    ],
    [
      'Write to us',
      'We answer catering and wholesale requests within one working day.',
      'Email the bakery',
      'mailto:hello@harborstreetbakery.example',
    ],
    [
      'Visit the shop',
      '42 Harbor Street, across from the ferry landing. Open daily, 7 am to 6 pm.',
      'Back to the home page',
      '/',
    ],
  ];
  ways.forEach(([heading, text, button, href], c) => {
    column(add, row, c, [heading, text, button], { hero: true, lead: c === 0 });
    elements.at(-1).props.href = href;
  });
  return elements;
}

/**
 * Builds and publishes the landing site through the API. `call(method, url, token, body)` sends
 * one request and returns the envelope's `data` (throwing on an error status), so this works with
 * a listening server (fetch) and with `app.inject` alike. Returns the website and its pages.
 */
export async function publishLandingSite(call, token, subdomain) {
  const site = await call('POST', '/api/websites', token, {
    name: LANDING_SITE.name,
    subdomain,
    description: LANDING_SITE.description,
  });
  await call('PUT', `/api/websites/${site.id}`, token, {
    seoTitle: LANDING_SITE.seoTitle,
    seoDescription: LANDING_SITE.seoDescription,
  });
  const [home] = await call('GET', `/api/websites/${site.id}/pages`, token);
  await call('PUT', `/api/pages/${home.id}`, token, HOME_SEO);
  const contact = await call('POST', `/api/websites/${site.id}/pages`, token, {
    name: 'Contact',
    slug: 'contact',
    ...CONTACT_SEO,
  });
  const homeElements = landingElements();
  await call('POST', `/api/pages/${home.id}/save`, token, { elements: homeElements });
  await call('POST', `/api/pages/${contact.id}/save`, token, { elements: contactElements() });
  await call('POST', `/api/websites/${site.id}/publish`, token);
  return { site, home, contact, elementCount: homeElements.length };
}
