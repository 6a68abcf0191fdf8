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
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks, TemplateProduct } from './types.ts';
import { anchored, pageTitle, wordsAndButtons } from './template-parts.ts';

const NAME = 'Linen & Loom';
const CONTACT: SiteContact = {
  address: '14 Drury Street, Dublin 2, D02 W327',
  phone: '+353 1 555 0142',
  email: 'hello@linenandloom.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

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
                kicker('Clothing and homeware, made to last'),
                heading('Fewer, better things', 1),
                lead(
                  'Linen shirts, merino knits, wool throws and stoneware from small Irish and European makers. Chosen to be used every day and kept for years.',
                ),
              ],
              [
                button('Shop the collection', links.page('shop'), 'primary'),
                button('See the lookbook', links.page('lookbook'), 'outline'),
                muted(
                  'Free delivery in Ireland on orders over €100 · 30-day returns',
                  { fontSize: '14px', flexBasis: '100%', marginTop: '4px' },
                  'Note',
                ),
              ],
            ),
            column('Photo', [photo(links, 'boutique/hero', { aspectRatio: '4 / 5' })]),
          ],
          { alignItems: 'center', gap: '64px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { paddingTop: '72px', paddingBottom: '88px' },
  );

const category = (links: TemplateLinks, image: string, title: string, body: string): SeedTree =>
  column(
    title,
    [
      photo(links, image, { aspectRatio: '1 / 1', marginBottom: '8px' }),
      cardTitle(title),
      muted(body),
    ],
    { gap: '12px' },
  );

const categories = (links: TemplateLinks): SeedTree =>
  section(
    'Categories',
    [
      container([
        intro({
          kicker: 'The collection',
          title: 'For wearing, for the home',
          text: 'Small runs, natural fibres and honest prices. When a colour sells out, it is usually gone for the season.',
        }),
        row([
          category(
            links,
            'boutique/shirt',
            'Linen to wear',
            'Overshirts and aprons in heavy Irish linen that softens with every wash.',
          ),
          category(
            links,
            'boutique/throw',
            'Wool for the sofa',
            'Throws woven in a family mill in Donegal, from undyed and plant-dyed wool.',
          ),
          category(
            links,
            'boutique/mugs',
            'Stoneware for the table',
            'Mugs and bowls thrown by hand in a studio in West Cork, glazed in sea colours.',
          ),
        ]),
        buttonGroup([button('Shop everything', links.page('shop'))], {
          justifyContent: 'center',
          marginTop: '48px',
        }),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const promise = (title: string, body: string): SeedTree =>
  column(title, [cardTitle(title), muted(body)], { gap: '12px' });

const promises = (links: TemplateLinks): SeedTree =>
  section('Our promise', [
    container([
      row([
        promise(
          'Made by people we know',
          'We visit every maker we stock. Most of them are within a day’s drive of Dublin.',
        ),
        promise(
          'Natural fibres only',
          'Linen, wool, cotton and clay. No polyester blends, no plastic packaging.',
        ),
        promise(
          'Easy returns',
          'Changed your mind? Send it back within 30 days for a full refund, no questions asked.',
        ),
      ]),
      buttonGroup([button('Shipping and returns', links.page('shipping'), 'outline')], {
        justifyContent: 'center',
        marginTop: '40px',
      }),
    ]),
  ]);

const callToShop = (links: TemplateLinks): SeedTree =>
  actionBand(
    'The autumn collection is in',
    'New linen in oat and sage, merino crews in navy, and the first throws from this year’s Donegal weaving.',
    button('Shop new arrivals', links.page('shop'), 'secondary'),
  );

const shopGrid = (): SeedTree =>
  anchored(
    section('Shop', [
      container([
        row([
          column('Products', [
            { type: 'PRODUCT_GRID', props: { columns: 3, limit: 12 }, styles: {} },
          ]),
        ]),
      ]),
    ]),
    SECTION_ANCHORS.shop,
  );

const sizing = (links: TemplateLinks): SeedTree =>
  section(
    'Sizing',
    [
      container([
        row([
          card('Fit', [
            cardTitle('How our clothes fit'),
            muted(
              'Our shirts and knits are cut relaxed: if you are between sizes, take the smaller one. Every product page lists the chest and length of each size in centimetres.',
            ),
          ]),
          card('Care', [
            cardTitle('Looking after them'),
            muted(
              'Wash linen at 40 °C and hang it to dry; it needs no ironing. Wool only needs airing, and a cool hand wash once a season.',
            ),
          ]),
          card('Help', [
            cardTitle('Not sure?'),
            muted(
              'Write to us with your usual size and we will tell you which one to order. Exchanges are free within Ireland.',
            ),
            button('Ask us', links.page('shipping', SECTION_ANCHORS.contact), 'outline', {
              alignSelf: 'flex-start',
              marginTop: '8px',
            }),
          ]),
        ]),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

/** A look: a tall photo, its name and the pieces in it. */
const look = (links: TemplateLinks, image: string, title: string, words: string): SeedTree =>
  column(
    title,
    [
      photo(links, image, { aspectRatio: '3 / 4', marginBottom: '8px' }),
      cardTitle(title),
      muted(words, { fontSize: '15px' }),
    ],
    { gap: '12px' },
  );

const lookbook = (links: TemplateLinks): SeedTree =>
  section('Lookbook', [
    container([
      row([
        look(
          links,
          'boutique/look-linen',
          'Morning on the quay',
          'The linen overshirt in sage, worn open over a white tee, with the linen apron in oat.',
        ),
        look(
          links,
          'boutique/look-knit',
          'The first cold weekend',
          'Merino crew in navy and the Donegal throw in moss, on a wet Sunday in Wicklow.',
        ),
        look(
          links,
          'boutique/look-table',
          'Supper for six',
          'Speckled stoneware mugs, terracotta napkins and two beeswax candles, on an old pine table.',
        ),
      ]),
      column(
        'Story',
        [
          heading('Where it was made', 2, { textAlign: 'center' }),
          text(
            'We photographed this collection over one long weekend in October, in the places our makers live and work: a weaving shed in Ardara, a pottery in Schull, a kitchen in Stoneybatter. Nothing was styled that would not be used again the next day.',
            { textAlign: 'center', maxWidth: '680px', marginLeft: 'auto', marginRight: 'auto' },
          ),
        ],
        { gap: '20px', marginTop: '72px' },
      ),
    ]),
  ]);

const policy = (title: string, lines: string[]): SeedTree =>
  card(
    title,
    [
      cardTitle(title),
      ...lines.map((line) =>
        text(
          line,
          { paddingBottom: '12px', borderBottom: '1px solid rgba(30, 29, 27, 0.12)' },
          'Line',
        ),
      ),
    ],
    { gap: '16px' },
  );

const policies = (): SeedTree =>
  section('Shipping and returns', [
    container([
      row([
        policy('Delivery', [
          'Ireland: €6, 2 to 3 working days, free over €100',
          'Northern Ireland and Great Britain: €12, 3 to 5 working days',
          'European Union: €15, 4 to 7 working days',
          'Collect from the shop on Drury Street: free, usually the same day',
        ]),
        policy('Returns', [
          'Return anything unworn and unwashed within 30 days of delivery for a full refund.',
          'Within Ireland, use the free returns label in your parcel; from elsewhere, postage is yours.',
          'Refunds go back to the way you paid within five working days of the parcel reaching us.',
          'Mugs and napkins that have been used cannot be returned, unless they arrived damaged.',
        ]),
      ]),
    ]),
  ]);

const question = (q: string, a: string): SeedTree[] => [
  heading(q, 3, { fontSize: '20px', marginTop: '16px' }),
  muted(a, {}, 'Answer'),
];

const faq = (): SeedTree =>
  section(
    'FAQ',
    [
      container([
        intro({ kicker: 'Good to know', title: 'Questions we hear often' }),
        column(
          'Answers',
          [
            ...question(
              'When will my order ship?',
              'Orders placed by 1 pm on a working day leave the same afternoon. You get an e-mail with tracking when they do.',
            ),
            ...question(
              'Can I exchange for another size?',
              'Yes. Write to us with your order number and the size you need; we send the new one as soon as the first is on its way back.',
            ),
            ...question(
              'How do I pay?',
              'By bank transfer when you order online, or in person when you collect from the shop. Your order is held for an hour while the transfer arrives.',
            ),
            ...question(
              'Do you gift wrap?',
              'Every order is wrapped in recycled tissue and tied with cotton tape. Add a note at checkout and we will handwrite a card.',
            ),
          ],
          { gap: '12px', maxWidth: '760px', marginLeft: 'auto', marginRight: 'auto' },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const footer = (): SeedTree =>
  footerBand(NAME, 'Clothing and homeware from small Irish and European makers.', [
    groupOf('Shop', [CONTACT.address!, 'Tuesday to Saturday: 10 am to 6 pm', 'Sunday: 12 to 5 pm']),
    groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
  ]);

/** A product's variants: one per combination of its options, with a stock for each. */
function variantsOf(
  sku: string,
  price: number,
  options: { name: string; values: string[] }[],
  stock: (values: string[], index: number) => number,
): Pick<TemplateProduct, 'options' | 'variants'> {
  const combos = options.reduce<string[][]>(
    (all, option) => all.flatMap((combo) => option.values.map((v) => [...combo, v])),
    [[]],
  );
  return {
    options,
    variants: combos.map((values, index) => ({
      options: Object.fromEntries(options.map((option, i) => [option.name, values[i]!])),
      sku: `${sku}-${values
        .map((v) =>
          v
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 3)
            .toUpperCase(),
        )
        .join('-')}`,
      price,
      quantity: stock(values, index),
    })),
  };
}

export const boutique: SiteTemplate = {
  id: 'boutique',
  version: 3,
  name: 'Boutique',
  description:
    'A clothing and homeware shop: products in sizes and colours with stock, a lookbook, shipping and returns.',
  categories: ['Retail'],
  features: ['shop', 'forms'],
  plan: 'pro',
  theme: {
    colors: {
      primary: '#3b5a4c',
      secondary: '#7a4b3a',
      accent: '#d4b08c',
      text: '#1e1d1b',
      muted: '#5d5a54',
      background: '#ffffff',
      surface: '#f4f0ea',
    },
    headingFont: 'montserrat',
    bodyFont: 'lora',
    baseSize: 17,
    headingScale: 1.2,
    radius: 0,
    buttonStyle: 'square',
  },
  site: {
    businessName: NAME,
    description:
      'Clothing and homeware from small Irish and European makers, in Dublin and online.',
    seoTitle: `${NAME}: linen, wool and stoneware from Irish makers`,
    seoDescription:
      'Linen shirts, merino knits, wool throws and handmade stoneware from small makers. Shop online or on Drury Street, Dublin. 30-day returns.',
    contact: CONTACT,
    locale: 'en-IE',
  },
  store: {
    currency: 'EUR',
    taxRate: 23,
    taxInclusive: true,
    pickup: {
      enabled: true,
      instructions:
        'Collect from the shop at 14 Drury Street, Tuesday to Sunday. We e-mail you when your order is ready, usually the same day.',
    },
    shippingRates: [
      { id: 'ireland', name: 'Ireland, 2 to 3 working days', price: 600 },
      { id: 'uk', name: 'Northern Ireland and Great Britain, 3 to 5 working days', price: 1200 },
      { id: 'eu', name: 'European Union, 4 to 7 working days', price: 1500 },
    ],
    payments: {
      pickup: true,
      cashOnDelivery: false,
      bankTransfer: true,
      bankInstructions:
        'Pay to Linen & Loom Ltd, IBAN IE00 LOOM 9000 1234 5678 90, with your order number as the reference. We ship when it arrives.',
      card: false,
    },
  },
  header: (links) => ({
    type: 'NAVBAR',
    name: 'Header',
    props: {
      brand: NAME,
      links: [
        { label: 'Shop', href: links.page('shop') },
        { label: 'Lookbook', href: links.page('lookbook') },
        { label: 'Shipping and returns', href: links.page('shipping') },
      ],
      sticky: true,
      cartLink: true,
    },
    styles: {
      backgroundColor: 'var(--t-background)',
      borderBottom: '1px solid rgba(30, 29, 27, 0.1)',
    },
  }),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: linen, wool and stoneware from Irish makers`,
      seoDescription:
        'Clothing and homeware made to last: linen, merino, Donegal wool and West Cork stoneware. Free delivery in Ireland over €100.',
      sections: (links) => [hero(links), categories(links), promises(links), callToShop(links)],
    },
    {
      key: 'shop',
      name: 'Shop',
      slug: 'shop',
      seoTitle: `Shop | ${NAME}`,
      seoDescription:
        'Shop linen shirts, merino jumpers, wool throws, stoneware mugs and table linen, in sizes and colours, delivered across Ireland and the EU.',
      sections: (links) => [
        pageTitle(
          'Shop',
          'The collection',
          'Everything in stock, delivered in two to three days in Ireland or ready to collect on Drury Street.',
        ),
        shopGrid(),
        sizing(links),
      ],
    },
    {
      key: 'lookbook',
      name: 'Lookbook',
      slug: 'lookbook',
      seoTitle: `Lookbook: the slow season | ${NAME}`,
      seoDescription:
        'The autumn collection photographed where our makers live and work: linen in sage, merino in navy and Donegal wool.',
      sections: (links) => [
        pageTitle(
          'Autumn and winter',
          'The slow season',
          'Three looks from this year’s collection, and the places they were made.',
        ),
        lookbook(links),
        callToShop(links),
      ],
    },
    {
      key: 'shipping',
      name: 'Shipping and returns',
      slug: 'shipping-and-returns',
      seoTitle: `Shipping and returns | ${NAME}`,
      seoDescription:
        'Delivery prices and times for Ireland, the UK and the EU, our 30-day returns, answers to common questions and how to reach us.',
      sections: () => [
        pageTitle(
          'Help',
          'Shipping and returns',
          'Free delivery in Ireland over €100, and 30 days to change your mind.',
        ),
        policies(),
        faq(),
        anchored(contactWithForm.build(CTX), SECTION_ANCHORS.contact),
      ],
    },
  ],
  products: [
    {
      name: 'Linen overshirt',
      slug: 'linen-overshirt',
      sku: 'LL-OVER',
      description:
        'A boxy overshirt in 240 g Irish linen with horn buttons and two patch pockets. Relaxed fit: take your usual size for room over a jumper.',
      price: 8900,
      quantity: 0,
      categories: ['Clothing'],
      ...variantsOf(
        'LL-OVER',
        8900,
        [
          { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
          { name: 'Colour', values: ['Oat', 'Sage'] },
        ],
        (_, i) => [4, 6, 7, 3, 5, 0, 2, 4][i]!,
      ),
      images: ['boutique/shirt'],
    },
    {
      name: 'Merino crew jumper',
      slug: 'merino-crew-jumper',
      sku: 'LL-CREW',
      description:
        'A fine-gauge crew neck in extra-fine merino, knitted in Co. Mayo. Warm without bulk, and it will not itch.',
      price: 12000,
      quantity: 0,
      categories: ['Clothing'],
      ...variantsOf(
        'LL-CREW',
        12000,
        [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Oatmeal', 'Navy'] },
        ],
        (_, i) => [3, 5, 6, 4, 2, 3][i]!,
      ),
      images: ['boutique/jumper'],
    },
    {
      name: 'Donegal wool throw',
      slug: 'donegal-wool-throw',
      sku: 'LL-THROW',
      description:
        'Woven in Ardara from pure new wool, 130 by 180 cm, with hand-knotted fringes. Each one is a little different.',
      price: 14500,
      quantity: 0,
      categories: ['Home'],
      ...variantsOf(
        'LL-THROW',
        14500,
        [{ name: 'Colour', values: ['Moss', 'Rust', 'Ecru'] }],
        (_, i) => [5, 2, 0][i]!,
      ),
      images: ['boutique/throw'],
    },
    {
      name: 'Stoneware mugs, set of two',
      slug: 'stoneware-mugs',
      sku: 'LL-MUG',
      description:
        'Thrown by hand in West Cork and glazed in colours from the coast. 300 ml, dishwasher safe.',
      price: 3800,
      quantity: 0,
      categories: ['Home'],
      ...variantsOf(
        'LL-MUG',
        3800,
        [{ name: 'Glaze', values: ['Speckled white', 'Sea green'] }],
        (_, i) => [9, 6][i]!,
      ),
      images: ['boutique/mugs'],
    },
    {
      name: 'Linen napkins, set of four',
      slug: 'linen-napkins',
      sku: 'LL-NAP',
      description: 'Stonewashed linen napkins, 45 by 45 cm, soft from the first use.',
      price: 3200,
      quantity: 0,
      categories: ['Home'],
      ...variantsOf(
        'LL-NAP',
        3200,
        [{ name: 'Colour', values: ['Natural', 'Terracotta', 'Indigo'] }],
        (_, i) => [12, 8, 5][i]!,
      ),
      images: ['boutique/look-table'],
    },
  ],
  services: [],
  staff: [],
  posts: [],
};
