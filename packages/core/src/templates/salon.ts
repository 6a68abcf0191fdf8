import type { WeeklyHours } from '../bookings/availability.ts';
import { SECTION_ANCHORS, type SectionContext } from '../sections/context.ts';
import {
  button,
  buttonGroup,
  card,
  cardTitle,
  column,
  container,
  intro,
  muted,
  row,
  section,
  text,
} from '../sections/parts.ts';
import type { SeedTree } from '../sections/seed.ts';
import { booking } from '../sections/templates/booking.ts';
import { actionBand } from '../sections/templates/call-to-action.ts';
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import { heroBand } from '../sections/templates/hero.ts';
import { openingHoursBand } from '../sections/templates/opening-hours.ts';
import { contactWithForm } from '../sections/templates/contact.ts';
import { header } from '../sections/templates/header.ts';
import { shop } from '../sections/templates/shop.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, day, pageTitle } from './template-parts.ts';

const NAME = 'Juniper Hair Studio';
const CONTACT: SiteContact = {
  address: '14 Linden Street, Brighton BN1 4EU',
  phone: '01273 555 014',
  email: 'hello@juniper-hair.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

/** Opening hours as the pages write them; the staff's weekly hours lie within them. */
const OPENING = [
  ['Tuesday to Friday', '9 am to 7 pm'],
  ['Saturday', '9 am to 5 pm'],
  ['Sunday and Monday', 'Closed'],
] as const;

/** The headline and buttons over the theme's surface, with the studio drawn wide beneath them. */
const hero = (links: TemplateLinks): SeedTree => {
  const band = heroBand(
    {
      kicker: 'Hair studio in the North Laine, Brighton',
      title: 'Good hair, unhurried',
      text: 'Cuts, colour and blow-dries by three stylists who take the time to listen first. Book online in a minute, any time of day.',
    },
    [
      button('Book an appointment', links.page('prices', SECTION_ANCHORS.book)),
      button('See our prices', links.page('prices'), 'outline'),
    ],
  );
  const [inner, ...rest] = band.children ?? [];
  const picture = column('Picture', [photo(links, 'salon/hero', { aspectRatio: '16 / 9' })], {
    width: '100%',
    maxWidth: '1040px',
    marginTop: '56px',
    marginLeft: 'auto',
    marginRight: 'auto',
  });
  return {
    ...band,
    styles: { ...band.styles, paddingBottom: '96px' },
    children: [{ ...inner!, children: [...(inner!.children ?? []), picture] }, ...rest],
  };
};

/** Three pictures of the studio in a row (stacked on a phone). */
const studio = (links: TemplateLinks): SeedTree =>
  section('The studio', [
    container([
      intro({
        kicker: 'The studio',
        title: 'Two chairs, two basins and good light',
        text: 'A quiet first floor on Linden Street, with tea on and the radio low.',
      }),
      row(
        [
          column('Basins', [photo(links, 'salon/studio-basins', { aspectRatio: '3 / 2' })]),
          column('Shelves', [photo(links, 'salon/studio-shelf', { aspectRatio: '3 / 2' })]),
          column('Tools', [photo(links, 'salon/tools', { aspectRatio: '3 / 2' })]),
        ],
        { gap: '24px' },
      ),
    ]),
  ]);

const reason = (title: string, body: string): SeedTree =>
  card(title, [cardTitle(title), muted(body)]);

const reasons = (): SeedTree =>
  section('Why Juniper', [
    container([
      intro({
        kicker: 'Why Juniper',
        title: 'A calm chair and an honest mirror',
        text: 'We keep the studio small on purpose: no conveyor belt, no upselling, just good work.',
      }),
      row([
        reason(
          'A proper consultation',
          'Every first visit starts with ten minutes of talking: your hair, your routine, and how much time you want to spend on it each morning.',
        ),
        reason(
          'Colour that grows out well',
          'We plan colour around your regrowth, so the fourth week looks as good as the first and you come back when you want to, not when you have to.',
        ),
        reason(
          'Kind to your hair',
          'Bond-building care in every colour service, vegan products at the basins, and no heat we do not need.',
        ),
      ]),
    ]),
  ]);

const quote = (words: string, who: string): SeedTree =>
  card(
    who,
    [
      text(`“${words}”`, { fontSize: '17px', lineHeight: '1.7', flexGrow: '1' }, 'Quote'),
      text(who, { fontWeight: '700', marginTop: '8px' }, 'Name'),
    ],
    { backgroundColor: 'var(--t-background)' },
  );

const reviews = (): SeedTree =>
  section(
    'Reviews',
    [
      container([
        intro({ kicker: 'Kind words', title: 'What our clients say' }),
        row([
          quote(
            'Maya talked me out of the fringe I would have regretted and into a cut I have kept for three years.',
            'Hannah, Hove',
          ),
          quote(
            'The first colourist who got my grey to blend instead of fighting it. Quick, friendly and never pushy.',
            'Priya, Kemptown',
          ),
          quote(
            'Tom fits me in on a Saturday morning and I am out in half an hour looking like I made an effort.',
            'Daniel, Preston Park',
          ),
        ]),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const callToBook = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Your next appointment is a minute away',
    'Choose a service, a stylist and a time that suits you. We send a reminder the day before.',
    button('Book now', links.page('prices', SECTION_ANCHORS.book), 'secondary'),
  );

/** A line of the price list: the service and its price, then what it includes, under a hairline. */
const priceLine = (name: string, detail: string, price: string): SeedTree[] => [
  text(`${name}  ·  ${price}`, { fontWeight: '700', marginTop: '8px' }, 'Service'),
  muted(
    detail,
    { paddingBottom: '12px', borderBottom: '1px solid rgba(15, 23, 42, 0.12)', marginTop: '-8px' },
    'Detail',
  ),
];

const priceGroup = (title: string, lines: [string, string, string][]): SeedTree =>
  card(
    title,
    [cardTitle(title), ...lines.flatMap(([name, detail, price]) => priceLine(name, detail, price))],
    {
      gap: '16px',
    },
  );

const priceList = (): SeedTree =>
  section('Price list', [
    container([
      row([
        priceGroup('Cuts and styling', [
          ['Cut and blow-dry', '60 minutes, any length', '£58'],
          ['Short cut', '30 minutes, clippers and scissors', '£32'],
          ['Blow-dry', '45 minutes, smooth or with volume', '£35'],
          ["Children's cut", '30 minutes, under 12', '£20'],
        ]),
        priceGroup('Colour', [
          ['Full colour', '2 hours, with a cut and finish', '£95'],
          ['Balayage', '3 hours, hand-painted, with a toner', '£145'],
          ['Root touch-up', 'Included in the full colour time', 'From £60'],
          ['Gloss and toner', 'With any cut', '£25'],
        ]),
      ]),
      column('Note', [
        muted(
          'Prices are for our senior stylists and include a consultation. A patch test is needed 48 hours before your first colour: ask at the desk or by phone.',
          { textAlign: 'center', marginTop: '40px', fontSize: '15px' },
          'Note',
        ),
      ]),
    ]),
  ]);

const person = (
  links: TemplateLinks,
  portrait: string,
  name: string,
  role: string,
  bio: string,
): SeedTree =>
  card(name, [
    photo(links, portrait, { aspectRatio: '4 / 5', marginBottom: '8px' }),
    cardTitle(name),
    text(role, { color: 'var(--t-primary)', fontWeight: '600', marginTop: '-8px' }, 'Role'),
    muted(bio, { fontSize: '15px' }, 'About'),
  ]);

const team = (links: TemplateLinks): SeedTree =>
  section('Team', [
    container([
      row([
        person(
          links,
          'salon/maya',
          'Maya Okafor',
          'Founder and colourist',
          'Twelve years in London salons before opening Juniper in 2019. Maya does our balayage and anything that needs a steady hand with grey.',
        ),
        person(
          links,
          'salon/tom',
          'Tom Reyes',
          'Senior stylist',
          'Precision cuts, fades and the quickest Saturday-morning tidy-up in town. Tom trained in barbering before he moved to scissors.',
        ),
        person(
          links,
          'salon/lena',
          'Lena Hart',
          'Stylist',
          'Curly and textured hair is Lena’s favourite work: dry cutting, defining and teaching you to do it yourself at home.',
        ),
      ]),
      buttonGroup([button('Book with one of us', links.page('prices', SECTION_ANCHORS.book))], {
        justifyContent: 'center',
        marginTop: '48px',
      }),
    ]),
  ]);

const openingHours = (): SeedTree =>
  openingHoursBand({
    hours: OPENING,
    note: 'Late appointments until 8 pm on Thursdays, booked online or by phone.',
    address: CONTACT.address!,
  });

const footer = (): SeedTree =>
  footerBand(NAME, 'Cuts, colour and care in the North Laine since 2019.', [
    groupOf('Visit', [CONTACT.address!, ...OPENING.map(([days, time]) => `${days}: ${time}`)]),
    groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
  ]);

const WORKDAY: WeeklyHours = {
  tuesday: day('09:00', '17:00'),
  wednesday: day('09:00', '17:00'),
  thursday: day('11:00', '20:00'),
  friday: day('09:00', '17:00'),
  saturday: day('09:00', '17:00'),
};

export const salon: SiteTemplate = {
  id: 'salon',
  version: 3,
  name: 'Salon',
  description: 'A hair salon with online booking, a price list, the team and a contact form.',
  categories: ['Beauty', 'Business'],
  features: ['bookings', 'shop', 'forms'],
  plan: 'free',
  theme: {
    colors: {
      primary: '#8c2f4f',
      secondary: '#3f6b5c',
      accent: '#e7b7a3',
      text: '#2a1d22',
      muted: '#6a5259',
      background: '#fffaf7',
      surface: '#f6ebe5',
    },
    headingFont: 'playfair-display',
    bodyFont: 'dm-sans',
    baseSize: 17,
    headingScale: 1.25,
    radius: 14,
    buttonStyle: 'pill',
  },
  site: {
    businessName: NAME,
    description: 'Hair studio in Brighton: cuts, colour and blow-dries, booked online.',
    seoTitle: `${NAME}: cuts and colour in Brighton`,
    seoDescription:
      'A small hair studio in the North Laine. Cuts, colour, balayage and blow-dries by three stylists. Book online any time.',
    contact: CONTACT,
    locale: 'en-GB',
  },
  store: { currency: 'GBP', taxRate: 20, taxInclusive: true },
  header: () => header.build(CTX),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: cuts and colour in Brighton`,
      seoDescription:
        'Cuts, colour and blow-dries by three stylists who listen first. Book online in a minute.',
      sections: (links) => [hero(links), reasons(), studio(links), reviews(), callToBook(links)],
    },
    {
      key: 'prices',
      name: 'Prices and booking',
      slug: 'prices',
      seoTitle: `Prices and booking | ${NAME}`,
      seoDescription:
        'Our price list for cuts, colour, balayage and blow-dries, and online booking with the stylist of your choice.',
      sections: () => [
        pageTitle(
          'Prices',
          'Prices and booking',
          'Every price includes a consultation and a finish. No extras at the till.',
        ),
        priceList(),
        anchored(booking.build(CTX), SECTION_ANCHORS.book),
        {
          ...anchored(shop.build(CTX), SECTION_ANCHORS.shop),
          children: [
            container([
              intro({
                kicker: 'Take-home care',
                title: 'What we use at the basins',
                text: 'The same shampoo and oil we use in the studio, to collect at your next visit.',
              }),
              row([
                column('Products', [
                  { type: 'PRODUCT_GRID', props: { columns: 3, limit: 6 }, styles: {} },
                ]),
              ]),
            ]),
          ],
        },
      ],
    },
    {
      key: 'team',
      name: 'Our team',
      slug: 'team',
      seoTitle: `Our stylists | ${NAME}`,
      seoDescription: 'Meet Maya, Tom and Lena: colour, precision cuts and curly hair in Brighton.',
      sections: (links) => [
        pageTitle(
          'The team',
          'Three stylists, one small studio',
          'You see the same person every time, and they remember how you like it.',
        ),
        team(links),
      ],
    },
    {
      key: 'contact',
      name: 'Contact',
      slug: 'contact',
      seoTitle: `Contact and opening hours | ${NAME}`,
      seoDescription:
        'Find Juniper Hair Studio on Linden Street, Brighton: opening hours, phone, e-mail and a contact form.',
      sections: () => [
        pageTitle(
          'Contact',
          'Find us on Linden Street',
          'Two minutes from Brighton station, opposite the bookshop.',
        ),
        anchored(contactWithForm.build(CTX), SECTION_ANCHORS.contact),
        anchored(openingHours(), SECTION_ANCHORS.hours),
      ],
    },
  ],
  products: [
    {
      name: 'Juniper Gentle Shampoo',
      slug: 'gentle-shampoo',
      sku: 'JUN-SHAMPOO',
      description:
        'The sulphate-free shampoo we use at the basins: mild enough for coloured hair, every day.',
      price: 1400,
      quantity: 0,
      categories: ['Hair care'],
      images: ['salon/shampoo'],
      options: [{ name: 'Size', values: ['250 ml', '500 ml'] }],
      variants: [
        { options: { Size: '250 ml' }, sku: 'JUN-SHAMPOO-250', price: 1400, quantity: 24 },
        { options: { Size: '500 ml' }, sku: 'JUN-SHAMPOO-500', price: 2400, quantity: 12 },
      ],
    },
    {
      name: 'Finishing Oil',
      slug: 'finishing-oil',
      sku: 'JUN-OIL',
      description: 'A few drops on dry ends for shine without weight. Argan and camellia, 50 ml.',
      price: 1800,
      quantity: 15,
      categories: ['Hair care'],
      images: ['salon/oil'],
    },
  ],
  services: [
    {
      key: 'cut',
      name: 'Cut and blow-dry',
      slug: 'cut-and-blow-dry',
      description: 'A consultation, a wash, a cut for any length and a finish.',
      duration: 60,
      price: 5800,
    },
    {
      key: 'short',
      name: 'Short cut',
      slug: 'short-cut',
      description: 'Clippers and scissors for short hair, with a wash and style.',
      duration: 30,
      price: 3200,
    },
    {
      key: 'blow-dry',
      name: 'Blow-dry',
      slug: 'blow-dry',
      description: 'A wash and a blow-dry, smooth or with volume.',
      duration: 45,
      price: 3500,
    },
    {
      key: 'colour',
      name: 'Full colour',
      slug: 'full-colour',
      description: 'All-over colour with a cut and finish. A patch test is needed 48 hours before.',
      duration: 120,
      price: 9500,
      bufferTime: 15,
    },
    {
      key: 'balayage',
      name: 'Balayage',
      slug: 'balayage',
      description: 'Hand-painted lightening with a toner, a cut and a finish.',
      duration: 180,
      price: 14500,
      bufferTime: 15,
    },
  ],
  staff: [
    {
      name: 'Maya Okafor',
      email: 'maya@juniper-hair.example',
      specialties: ['Colour', 'Balayage'],
      weeklyHours: WORKDAY,
      services: ['cut', 'colour', 'balayage'],
    },
    {
      name: 'Tom Reyes',
      email: 'tom@juniper-hair.example',
      specialties: ['Precision cuts', 'Short hair'],
      weeklyHours: {
        wednesday: day('10:00', '19:00'),
        thursday: day('10:00', '19:00'),
        friday: day('10:00', '19:00'),
        saturday: day('09:00', '17:00'),
      },
      services: ['cut', 'short', 'blow-dry'],
    },
    {
      name: 'Lena Hart',
      email: 'lena@juniper-hair.example',
      specialties: ['Curly hair', 'Blow-dries'],
      weeklyHours: {
        tuesday: day('09:00', '15:00'),
        friday: day('12:00', '19:00'),
        saturday: day('09:00', '17:00'),
      },
      services: ['cut', 'blow-dry', 'colour'],
    },
  ],
  posts: [],
};
