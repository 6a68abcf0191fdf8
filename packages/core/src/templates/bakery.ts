import { SECTION_ANCHORS, type SectionContext } from '../sections/context.ts';
import {
  button,
  buttonGroup,
  card,
  cardTitle,
  column,
  container,
  heading,
  intro,
  kicker,
  lead,
  muted,
  row,
  section,
  text,
} from '../sections/parts.ts';
import type { SeedTree } from '../sections/seed.ts';
import { actionBand } from '../sections/templates/call-to-action.ts';
import { contactWithForm } from '../sections/templates/contact.ts';
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import { openingHoursBand } from '../sections/templates/opening-hours.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks, TemplateProduct } from './types.ts';
import { anchored, pageTitle, wordsAndButtons } from './template-parts.ts';

const NAME = 'Larkrise Bakery';
const CONTACT: SiteContact = {
  address: '27 Mill Lane, Frome BA11 1BT',
  phone: '01373 555 027',
  email: 'hello@larkrise-bakery.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

const OPENING = [
  ['Tuesday to Friday', '7.30 am to 4 pm'],
  ['Saturday', '8 am to 3 pm'],
  ['Sunday', '9 am to 1 pm, or until the bread runs out'],
  ['Monday', 'Closed: we bake for the week'],
] as const;

/** A headline beside a photo of the counter, over the theme's surface. */
const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        row(
          [
            wordsAndButtons(
              'Headline',
              [
                kicker('Bakery and café in Frome, since 2016'),
                heading('Slow bread, baked before sunrise', 1),
                lead(
                  'Naturally leavened loaves, laminated pastries and cakes for every occasion, from a small wood-fired oven on Mill Lane. Order by 2 pm and collect the next morning.',
                ),
              ],
              [
                button('Order for pickup', links.page('shop'), 'primary'),
                button('Opening hours', links.page('visit', SECTION_ANCHORS.hours), 'outline'),
              ],
            ),
            column('Photo', [photo(links, 'bakery/hero', { aspectRatio: '4 / 5' })]),
          ],
          { alignItems: 'center', gap: '64px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { paddingTop: '88px', paddingBottom: '88px', backgroundColor: 'var(--t-surface)' },
  );

/** One of the things we bake: a photo, a title, a sentence and a link to order it. */
const bake = (links: TemplateLinks, image: string, title: string, body: string): SeedTree =>
  card(
    title,
    [
      photo(links, image, { aspectRatio: '4 / 3', marginBottom: '8px' }),
      cardTitle(title),
      muted(body, { flexGrow: '1' }),
      button('Order for pickup', links.page('shop'), 'outline', { alignSelf: 'flex-start' }),
    ],
    { padding: '20px 20px 28px' },
  );

const bakes = (links: TemplateLinks): SeedTree =>
  section('What we bake', [
    container([
      intro({
        kicker: 'From the oven',
        title: 'Baked every morning, gone by the afternoon',
        text: 'A short list, made well. What is not sold by closing goes to the Frome community fridge.',
      }),
      row([
        bake(
          links,
          'bakery/loaves',
          'Sourdough and rye',
          'Our country loaf takes thirty hours from mixing to oven, with flour milled in Somerset and nothing added but water and salt.',
        ),
        bake(
          links,
          'bakery/pastries',
          'Pastries and buns',
          'Butter croissants, cardamom knots and a fruit danish that follows the season: rhubarb in spring, plums in autumn.',
        ),
        bake(
          links,
          'bakery/cake',
          'Cakes to order',
          'Birthday and celebration cakes in three sizes and three flavours, baked to order with five days’ notice.',
        ),
      ]),
    ]),
  ]);

const step = (number: string, title: string, body: string): SeedTree =>
  column(title, [
    text(
      number,
      {
        fontSize: '40px',
        fontWeight: '700',
        color: 'var(--t-primary)',
        fontFamily: 'var(--t-font-heading)',
      },
      'Number',
    ),
    cardTitle(title),
    muted(body),
  ]);

const howToOrder = (links: TemplateLinks): SeedTree =>
  section(
    'How pickup works',
    [
      container([
        intro({
          kicker: 'Order ahead',
          title: 'Your loaf, kept back for you',
          text: 'Saturday mornings sell out by ten. Ordering ahead means yours is bagged and waiting on the shelf behind the counter.',
        }),
        row([
          step(
            '1',
            'Order by 2 pm',
            'Choose your bread, pastries or cake online. Orders placed by 2 pm are baked the next morning.',
          ),
          step(
            '2',
            'We bake it for you',
            'Everything is made in the night shift and labelled with your name before we open.',
          ),
          step(
            '3',
            'Collect and pay',
            'Come by during opening hours, give your name at the counter and pay by card or cash.',
          ),
        ]),
        buttonGroup([button('Start an order', links.page('shop'))], {
          justifyContent: 'center',
          marginTop: '48px',
        }),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const quote = (words: string, who: string): SeedTree =>
  card(
    who,
    [
      text(`“${words}”`, { fontSize: '17px', lineHeight: '1.7', flexGrow: '1' }, 'Quote'),
      text(who, { fontWeight: '700', marginTop: '8px' }, 'Name'),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const reviews = (): SeedTree =>
  section('Reviews', [
    container([
      intro({ kicker: 'From the queue', title: 'What Frome says' }),
      row([
        quote(
          'The seeded rye has ruined supermarket bread for me. I order two on Friday and freeze one.',
          'Claire, Catherine Hill',
        ),
        quote(
          'They made my daughter’s lemon and elderflower cake with three days’ notice and it was the star of the party.',
          'Sam, Berkley',
        ),
        quote(
          'Best flat white in town, and the cardamom knots are worth getting up early for.',
          'Joe, on the Saturday market run',
        ),
      ]),
    ]),
  ]);

const callToOrder = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Tomorrow’s bread, ordered today',
    'Order by 2 pm for pickup from 8 am the next morning. No account needed, pay when you collect.',
    button('Order for pickup', links.page('shop'), 'secondary'),
  );

const shopGrid = (): SeedTree =>
  anchored(
    section('Shop', [
      container([
        intro({
          kicker: 'Baked for you',
          title: 'Bread, pastries and cakes',
          text: 'Choose a size where there is one. Cakes need five days’ notice: add the date you need it in your order note.',
        }),
        row([
          column('Products', [
            { type: 'PRODUCT_GRID', props: { columns: 3, limit: 12 }, styles: {} },
          ]),
        ]),
      ]),
    ]),
    SECTION_ANCHORS.shop,
  );

const pickupNotes = (): SeedTree =>
  section(
    'Pickup details',
    [
      container([
        row([
          card('When', [
            cardTitle('When to collect'),
            muted(
              'Orders placed by 2 pm are ready from opening time the next morning. Sunday orders close at 2 pm on Saturday; we are closed on Mondays.',
            ),
          ]),
          card('Where', [
            cardTitle('Where to collect'),
            muted(
              'At the counter of 27 Mill Lane. Give the name on your order; we keep it until closing time that day.',
            ),
          ]),
          card('Allergies', [
            cardTitle('Allergens'),
            muted(
              'We bake with wheat, rye, eggs, dairy, nuts and sesame in one small kitchen, so we cannot promise anything is free of them. Ask us about a bake and we will tell you what is in it.',
            ),
          ]),
        ]),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const story = (links: TemplateLinks): SeedTree =>
  section('Our story', [
    container([
      row(
        [
          column('Photo', [photo(links, 'bakery/oven', { aspectRatio: '1 / 1' })]),
          column(
            'Story',
            [
              kicker('Our story'),
              heading('A wood-fired oven and an early alarm', 2),
              text(
                'Larkrise started in 2016 as a Saturday stall on the Frome market: forty loaves from a home oven, sold out by nine. Two years later we took over the old ironmonger’s on Mill Lane and built the wood-fired oven that still bakes every loaf.',
              ),
              text(
                'We are a team of six, and we bake the way we like to eat: long fermentation, good flour from Somerset mills, butter from a dairy twelve miles away, and no more sugar than a thing needs.',
              ),
              muted('Ellie and Tom Marsh, founders', { fontStyle: 'italic' }, 'Signature'),
            ],
            { gap: '20px' },
          ),
        ],
        { alignItems: 'center', gap: '72px' },
        { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
      ),
    ]),
  ]);

const value = (title: string, body: string): SeedTree =>
  card(title, [cardTitle(title), muted(body)]);

const values = (): SeedTree =>
  section(
    'What we care about',
    [
      container([
        intro({
          kicker: 'How we bake',
          title: 'Four things we will not cut corners on',
        }),
        row([
          value(
            'Time',
            'Our dough rests overnight in the cold. It is what gives the crust its colour and the crumb its flavour.',
          ),
          value(
            'Local flour',
            'Wheat and rye from two Somerset mills, stone-ground, delivered every fortnight.',
          ),
          value(
            'Real butter',
            'Every croissant is rolled by hand with cultured butter. No margarine, ever.',
          ),
          value(
            'No waste',
            'What we do not sell goes to the community fridge, and yesterday’s loaves become bread pudding.',
          ),
        ]),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const openingHours = (): SeedTree =>
  anchored(
    openingHoursBand({
      hours: OPENING,
      note: 'Coffee and a seat in the window until half an hour before closing. Dogs welcome.',
      address: CONTACT.address!,
    }),
    SECTION_ANCHORS.hours,
  );

const footer = (): SeedTree =>
  footerBand(NAME, 'Sourdough, pastries and celebration cakes, baked in Frome since 2016.', [
    groupOf('Visit', [CONTACT.address!, ...OPENING.slice(0, 3).map(([d, t]) => `${d}: ${t}`)]),
    groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
  ]);

const sizes = (
  sku: string,
  option: string,
  rows: [value: string, price: number, quantity: number][],
): Pick<TemplateProduct, 'options' | 'variants' | 'price' | 'quantity'> => ({
  price: rows[0]![1],
  quantity: 0,
  options: [{ name: option, values: rows.map(([v]) => v) }],
  variants: rows.map(([v, price, quantity]) => ({
    options: { [option]: v },
    sku: `${sku}-${v.replace(/[^A-Za-z0-9]+/g, '').toUpperCase()}`,
    price,
    quantity,
  })),
});

const CAKE_SIZES = [
  ['6 inch (serves 8)', 3200],
  ['8 inch (serves 14)', 4400],
  ['10 inch (serves 22)', 5800],
] as const;
const CAKE_FLAVOURS = ['Lemon and elderflower', 'Chocolate and hazelnut', 'Carrot and walnut'];

export const bakery: SiteTemplate = {
  id: 'bakery',
  version: 2,
  name: 'Bakery',
  description:
    'A bakery and café: bread, pastries and cakes to order for pickup, opening hours and a map.',
  categories: ['Food & drink'],
  features: ['shop', 'forms'],
  plan: 'free',
  theme: {
    colors: {
      primary: '#9a4a1c',
      secondary: '#4f5d2f',
      accent: '#e9b949',
      text: '#2b2118',
      muted: '#6b5646',
      background: '#fffbf4',
      surface: '#f6ead8',
    },
    headingFont: 'lora',
    bodyFont: 'dm-sans',
    baseSize: 17,
    headingScale: 1.25,
    radius: 10,
    buttonStyle: 'rounded',
  },
  site: {
    businessName: NAME,
    description: 'Bakery and café in Frome: sourdough, pastries and cakes, ordered for pickup.',
    seoTitle: `${NAME}: sourdough and pastries in Frome`,
    seoDescription:
      'A wood-fired bakery and café on Mill Lane, Frome. Sourdough, rye, croissants and celebration cakes. Order by 2 pm, collect the next morning.',
    contact: CONTACT,
    locale: 'en-GB',
  },
  store: {
    currency: 'GBP',
    taxRate: 0,
    taxInclusive: true,
    pickup: {
      enabled: true,
      instructions:
        'Orders placed by 2 pm are ready from 8 am the next morning at the counter, 27 Mill Lane. Give the name on the order; pay by card or cash when you collect.',
    },
    shippingRates: [],
    payments: {
      pickup: true,
      cashOnDelivery: false,
      bankTransfer: false,
      bankInstructions: '',
      card: false,
    },
  },
  header: (links) => ({
    type: 'NAVBAR',
    name: 'Header',
    props: {
      brand: NAME,
      links: [
        { label: 'Order', href: links.page('shop') },
        { label: 'Our story', href: links.page('story') },
        { label: 'Visit', href: links.page('visit') },
      ],
      sticky: true,
      cartLink: true,
    },
    styles: {
      backgroundColor: 'var(--t-background)',
      borderBottom: '1px solid rgba(43, 33, 24, 0.1)',
    },
  }),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: sourdough and pastries in Frome`,
      seoDescription:
        'Naturally leavened bread, butter pastries and cakes to order from a wood-fired bakery in Frome. Order by 2 pm for pickup the next morning.',
      sections: (links) => [
        hero(links),
        bakes(links),
        howToOrder(links),
        reviews(),
        callToOrder(links),
      ],
    },
    {
      key: 'shop',
      name: 'Order for pickup',
      slug: 'order-ahead',
      seoTitle: `Order bread and cakes for pickup | ${NAME}`,
      seoDescription:
        'Order sourdough, rye, croissants and celebration cakes online and collect them from our counter on Mill Lane, Frome.',
      sections: () => [
        pageTitle(
          'Order ahead',
          'Order for pickup',
          'Order by 2 pm and collect from 8 am the next morning. You pay when you pick up.',
        ),
        shopGrid(),
        pickupNotes(),
      ],
    },
    {
      key: 'story',
      name: 'Our story',
      slug: 'our-story',
      seoTitle: `Our story | ${NAME}`,
      seoDescription:
        'How a Saturday market stall became a wood-fired bakery on Mill Lane, and the four things we never cut corners on.',
      sections: (links) => [
        pageTitle(
          'About us',
          'Bakers, not a brand',
          'Six people, one oven and a lot of flour, on Mill Lane since 2018.',
        ),
        story(links),
        values(),
      ],
    },
    {
      key: 'visit',
      name: 'Visit us',
      slug: 'visit',
      seoTitle: `Opening hours and how to find us | ${NAME}`,
      seoDescription:
        'Larkrise Bakery is at 27 Mill Lane, Frome: opening hours, phone, e-mail, and a form for cake orders and questions.',
      sections: () => [
        pageTitle(
          'Visit',
          'Find us on Mill Lane',
          'Three minutes up the hill from the Market Place, next to the old cinema.',
        ),
        openingHours(),
        anchored(contactWithForm.build(CTX), SECTION_ANCHORS.contact),
      ],
    },
  ],
  products: [
    {
      name: 'Country sourdough',
      slug: 'country-sourdough',
      sku: 'LRK-SOUR',
      description:
        'Our everyday loaf: white and wholemeal wheat, thirty hours of slow fermentation, a dark blistered crust. Keeps for four days in a bread bag.',
      ...sizes('LRK-SOUR', 'Size', [
        ['Small (500 g)', 380, 24],
        ['Large (1 kg)', 620, 16],
      ]),
      categories: ['Bread'],
      images: ['bakery/loaves'],
    },
    {
      name: 'Seeded rye',
      slug: 'seeded-rye',
      sku: 'LRK-RYE',
      description:
        'A dense Danish-style rye with sunflower, flax and pumpkin seeds. Slice it thin; it is best on the second day.',
      price: 520,
      quantity: 12,
      categories: ['Bread'],
      images: ['bakery/rye'],
    },
    {
      name: 'Butter croissants',
      slug: 'butter-croissants',
      sku: 'LRK-CROI',
      description:
        'Laminated by hand with cultured butter over three days. Warm them for five minutes at 180 °C before eating.',
      ...sizes('LRK-CROI', 'Box', [
        ['Box of 4', 1000, 10],
        ['Box of 8', 1900, 6],
      ]),
      categories: ['Pastries'],
      images: ['bakery/pastries'],
    },
    {
      name: 'Cardamom knots',
      slug: 'cardamom-knots',
      sku: 'LRK-CARD',
      description:
        'Soft enriched dough twisted with cardamom butter and finished with pearl sugar. Sold in fours.',
      price: 1100,
      quantity: 8,
      categories: ['Pastries'],
      images: ['bakery/buns'],
    },
    {
      name: 'Celebration cake',
      slug: 'celebration-cake',
      sku: 'LRK-CAKE',
      description:
        'A layered sponge with buttercream and seasonal fruit, baked to order. Five days’ notice, please: add the date and any message for the top in your order note.',
      price: CAKE_SIZES[0][1],
      quantity: 0,
      categories: ['Cakes'],
      options: [
        { name: 'Size', values: CAKE_SIZES.map(([size]) => size) },
        { name: 'Flavour', values: CAKE_FLAVOURS },
      ],
      variants: CAKE_SIZES.flatMap(([size, price], s) =>
        CAKE_FLAVOURS.map((flavour, f) => ({
          options: { Size: size, Flavour: flavour },
          sku: `LRK-CAKE-${s + 1}${['L', 'C', 'W'][f]}`,
          price,
          quantity: 4,
        })),
      ),
      images: ['bakery/cake'],
    },
  ],
  services: [],
  staff: [],
  posts: [],
};
