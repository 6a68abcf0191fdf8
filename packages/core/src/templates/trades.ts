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
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import { header } from '../sections/templates/header.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, field, pageTitle } from './template-parts.ts';

const NAME = 'Whitaker Plumbing & Heating';
const CONTACT: SiteContact = {
  address: 'Unit 4, Canal Wharf Trade Park, Kirkstall Road, Leeds LS4 2QA',
  phone: '0113 496 0588',
  email: 'jobs@whitakerplumbing.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };
const EMERGENCY_PHONE = '07700 900 461';
const CALL = `tel:${EMERGENCY_PHONE.replace(/\s/g, '')}`;

const ON_PHOTO = '#ffffff';

const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        column(
          'Headline',
          [
            kicker('Gas Safe registered plumbers in Leeds', '#ffd08a'),
            heading('Boilers, leaks and bathrooms, sorted properly', 1, { color: ON_PHOTO }),
            lead(
              'A family firm of four engineers fixing, servicing and fitting across Leeds since 2009. Fixed prices before we start, and a 24-hour call-out when it cannot wait.',
              { color: ON_PHOTO, opacity: '0.92', maxWidth: '620px' },
            ),
          ],
          { gap: '20px', maxWidth: '700px' },
        ),
        buttonGroup(
          [
            button('Get a free quote', links.page('quote')),
            button(`Emergency: ${EMERGENCY_PHONE}`, CALL, 'outline', { color: ON_PHOTO }),
          ],
          { marginTop: '36px' },
        ),
      ]),
    ],
    {
      paddingTop: '150px',
      paddingBottom: '150px',
      backgroundColor: '#16263d',
      backgroundImage: `linear-gradient(90deg, rgba(14, 26, 44, 0.92) 0%, rgba(14, 26, 44, 0.7) 55%, rgba(14, 26, 44, 0.25) 100%), url(${links.image('trades/hero')})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    {
      tablet: { paddingTop: '112px', paddingBottom: '112px' },
      mobile: {
        paddingTop: '80px',
        paddingBottom: '80px',
        backgroundImage: `linear-gradient(rgba(14, 26, 44, 0.82), rgba(14, 26, 44, 0.82)), url(${links.image('trades/hero')})`,
      },
    },
  );

/** A strip of short promises under the hero, each with an icon. */
const promise = (icon: string, words: string): SeedTree =>
  column(
    words,
    [
      { type: 'ICON', props: { name: icon, size: 22, color: 'var(--t-primary)' }, styles: {} },
      text(words, { fontWeight: '600', fontSize: '15px' }, 'Promise'),
    ],
    { flexDirection: 'row', alignItems: 'center', gap: '10px', flexGrow: '0' },
  );

const promises = (): SeedTree =>
  section(
    'Promises',
    [
      container([
        row(
          [
            promise('shield', 'Gas Safe registered, no. 554 213'),
            promise('check', 'Fixed price agreed before we start'),
            promise('clock', '24-hour emergency call-out'),
            promise('award', '12-month guarantee on all work'),
          ],
          { justifyContent: 'space-between', gap: '16px 32px', flexWrap: 'wrap' },
          { mobile: { flexDirection: 'column', alignItems: 'flex-start' } },
        ),
      ]),
    ],
    { paddingTop: '28px', paddingBottom: '28px', backgroundColor: 'var(--t-surface)' },
    {
      tablet: { paddingTop: '28px', paddingBottom: '28px' },
      mobile: { paddingTop: '28px', paddingBottom: '28px' },
    },
  );

const serviceCard = (icon: string, title: string, body: string, price: string): SeedTree =>
  card(title, [
    {
      type: 'ICON',
      props: { name: icon, size: 28, color: 'var(--t-primary)' },
      styles: { marginBottom: '4px' },
    },
    cardTitle(title),
    muted(body, { flexGrow: '1' }),
    text(price, { fontWeight: '700', color: 'var(--t-secondary)' }, 'Price'),
  ]);

const serviceCards = (links: TemplateLinks): SeedTree =>
  section('What we do', [
    container([
      intro({
        kicker: 'What we do',
        title: 'Plumbing and heating for homes and landlords',
        text: 'From a dripping tap to a new boiler, one call and the same engineer from start to finish.',
      }),
      row([
        serviceCard(
          'zap',
          'Boilers and heating',
          'Repairs to all major makes, annual services, landlord gas safety certificates and new combi boilers with up to ten years’ warranty.',
          'Boiler service £85',
        ),
        serviceCard(
          'wrench',
          'Leaks and repairs',
          'Dripping taps, leaking pipes, blocked sinks, faulty toilets and low water pressure, usually fixed on the first visit.',
          'From £75, first half hour',
        ),
        serviceCard(
          'home',
          'Bathrooms',
          'Complete bathrooms and shower rooms, designed with you and fitted by our own team, tiling and electrics included.',
          'Free home survey',
        ),
      ]),
      buttonGroup([button('All services and prices', links.page('services'), 'outline')], {
        justifyContent: 'center',
        marginTop: '48px',
      }),
    ]),
  ]);

/** The bold band that says how to reach an engineer now, with a button that dials. */
const emergencyBand = (): SeedTree =>
  section(
    'Emergency call-out',
    [
      container([
        row(
          [
            column(
              'Message',
              [
                kicker('Emergency call-out, 24 hours', '#ffd08a'),
                heading('Burst pipe, no heating or a gas smell?', 2),
                text(
                  `Call ${EMERGENCY_PHONE}, day or night. An engineer is with you within two hours anywhere in Leeds: £95 for the first hour, then £25 per half hour. If you smell gas, call the National Gas Emergency line on 0800 111 999 first.`,
                  { fontSize: '18px', opacity: '0.92' },
                ),
              ],
              { gap: '16px', flexGrow: '2' },
            ),
            column(
              'Call',
              [
                button(`Call ${EMERGENCY_PHONE}`, CALL, 'primary', {
                  fontSize: '18px',
                  padding: '16px 28px',
                }),
              ],
              { alignItems: 'flex-end', justifyContent: 'center' },
              { tablet: { alignItems: 'flex-start' }, mobile: { alignItems: 'stretch' } },
            ),
          ],
          { gap: '40px', alignItems: 'center' },
        ),
      ]),
    ],
    {
      backgroundColor: 'var(--t-secondary)',
      color: 'var(--t-on-secondary)',
      paddingTop: '72px',
      paddingBottom: '72px',
    },
  );

const review = (words: string, who: string, where: string): SeedTree =>
  card(
    who,
    [
      text('★★★★★', { color: '#b45309', letterSpacing: '0.2em', fontSize: '18px' }, 'Rating'),
      text(`“${words}”`, { fontSize: '16px', lineHeight: '1.7', flexGrow: '1' }, 'Review'),
      text(who, { fontWeight: '700', marginTop: '8px' }, 'Name'),
      muted(where, { fontSize: '14px', marginTop: '-8px' }, 'Job'),
    ],
    {
      backgroundColor: 'var(--t-background)',
      boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.06)',
    },
  );

const REVIEWS: [string, string, string][] = [
  [
    'Boiler packed up on a Sunday night in January. Dan was here by half nine, had it going by ten, and the price was exactly what he quoted on the phone.',
    'Sarah K.',
    'Emergency boiler repair, Headingley',
  ],
  [
    'They fitted our new bathroom in eight working days, kept the house clean and left the old suite at the tip, not in our front garden.',
    'Imran and Beth R.',
    'Bathroom refit, Roundhay',
  ],
  [
    'I manage twelve rented flats and Whitaker do all the gas certificates. Reminders before they are due, certificates by e-mail the same day.',
    'Martin D.',
    'Landlord gas safety, Hyde Park',
  ],
  [
    'Tiny job, a dripping kitchen tap, and they still turned up on time, wore shoe covers and charged a fair price. Will use again.',
    'Joan P.',
    'Tap repair, Horsforth',
  ],
  [
    'Honest advice: they told us our boiler had years left in it and only needed a new part, when another firm wanted to replace it.',
    'Chris and Amy T.',
    'Boiler repair, Chapel Allerton',
  ],
  [
    'Power flush and two new radiators. The whole house is warm for the first time since we moved in.',
    'Daniel O.',
    'Heating upgrade, Kirkstall',
  ],
];

const reviews = (count: number, links?: TemplateLinks): SeedTree =>
  anchored(
    section(
      'Reviews',
      [
        container([
          intro({
            kicker: 'Reviews',
            title: 'Rated 4.9 out of 5 by over 300 Leeds customers',
            text: 'A few of the latest, shared with our customers’ permission.',
          }),
          row(REVIEWS.slice(0, count).map(([words, who, where]) => review(words, who, where))),
          ...(links
            ? [
                buttonGroup([button('Read more reviews', links.page('reviews'), 'outline')], {
                  justifyContent: 'center',
                  marginTop: '48px',
                }),
              ]
            : []),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
    SECTION_ANCHORS.reviews,
  );

const callForQuote = (links: TemplateLinks): SeedTree =>
  section(
    'Call to action',
    [
      container([
        column(
          'Message',
          [
            heading('Planning a job? Get a fixed quote', 2),
            text(
              'Tell us what needs doing and we will send a price within one working day, or come and look if the job needs it. Quotes are free and there is no obligation.',
              { fontSize: '18px' },
            ),
          ],
          {
            alignItems: 'center',
            textAlign: 'center',
            gap: '20px',
            maxWidth: '720px',
            marginLeft: 'auto',
            marginRight: 'auto',
          },
        ),
        buttonGroup([button('Request a quote', links.page('quote'), 'secondary')], {
          justifyContent: 'center',
          marginTop: '32px',
        }),
      ]),
    ],
    {
      backgroundColor: 'var(--t-primary)',
      color: 'var(--t-on-primary)',
      paddingTop: '80px',
      paddingBottom: '80px',
    },
  );

/** A line of a price list: the job and its price, then what it includes, under a hairline. */
const priceLine = ([name, detail, price]: [string, string, string]): SeedTree[] => [
  text(`${name}  ·  ${price}`, { fontWeight: '700', marginTop: '8px' }, 'Job'),
  muted(
    detail,
    { paddingBottom: '12px', borderBottom: '1px solid rgba(15, 23, 42, 0.12)', marginTop: '-8px' },
    'Detail',
  ),
];

const serviceBlock = (
  links: TemplateLinks,
  image: string,
  title: string,
  words: string,
  lines: [string, string, string][],
  photoFirst: boolean,
): SeedTree => {
  const picture = column('Photo', [photo(links, image, { aspectRatio: '4 / 3' })], {
    flexGrow: '4',
  });
  const prices = column(
    'Prices',
    [heading(title, 2), lead(words, { fontSize: '17px' }), ...lines.flatMap(priceLine)],
    { gap: '16px', flexGrow: '5' },
  );
  return section(title, [
    container([
      row(
        photoFirst ? [picture, prices] : [prices, picture],
        { gap: '64px', alignItems: 'center' },
        { tablet: { gap: '32px' }, mobile: { gap: '32px' } },
      ),
    ]),
  ]);
};

const servicesPage = (links: TemplateLinks): SeedTree[] => [
  serviceBlock(
    links,
    'trades/boiler',
    'Boilers and central heating',
    'We service and repair Worcester Bosch, Vaillant, Ideal, Baxi and most other makes, and fit new boilers with the manufacturer’s longest warranty.',
    [
      ['Boiler service', 'A full service with a flue gas check and a written report', '£85'],
      ['Landlord gas safety certificate', 'Boiler and up to three gas appliances', '£70'],
      ['Boiler repair', 'Diagnosis and the first hour; parts quoted before fitting', 'From £95'],
      [
        'New combi boiler',
        'Fitted, with magnetic filter, smart thermostat and flush',
        'From £2,450',
      ],
      ['Power flush', 'Clears sludge from a system of up to ten radiators', '£420'],
    ],
    true,
  ),
  serviceBlock(
    links,
    'trades/tools',
    'Plumbing repairs',
    'Most repairs are done on the first visit: our vans carry the common parts for taps, toilets, valves and pipework.',
    [
      ['Leaks and dripping taps', 'First half hour, most parts included', '£75'],
      ['Toilets and cisterns', 'Running, leaking or not flushing', 'From £85'],
      ['Outside taps', 'Supplied and fitted with a frost-proof valve', '£145'],
      ['Water pressure', 'Finding the cause, and a quote to fix it', '£75'],
    ],
    false,
  ),
  serviceBlock(
    links,
    'trades/bathroom',
    'Bathrooms and showers',
    'Bathrooms designed with you at home and fitted by our own team, from the first pipe to the last tile, usually in seven to ten working days.',
    [
      ['Home survey and design', 'Measured, with a drawing and a fixed price', 'Free'],
      ['Shower replacement', 'Electric or mixer, fitted and sealed', 'From £395'],
      ['Complete bathroom', 'Suite, tiling, lighting and waste removal', 'From £6,800'],
    ],
    true,
  ),
];

const areaGroup = (title: string, places: string): SeedTree =>
  card(title, [cardTitle(title), muted(places, { fontSize: '15px', lineHeight: '1.8' })], {
    backgroundColor: 'var(--t-background)',
    border: '1px solid rgba(15, 23, 42, 0.1)',
  });

const areas = (): SeedTree =>
  section('Areas we cover', [
    container([
      intro({
        kicker: 'Where we work',
        title: 'Leeds and within fifteen miles of Kirkstall',
        text: 'No call-out charge for booked work anywhere on this list. Further afield? Ask: we often say yes.',
      }),
      row([
        areaGroup(
          'North and north-west Leeds',
          'Headingley, Hyde Park, Kirkstall, Horsforth, Adel, Cookridge, Bramhope, Otley, Yeadon, Guiseley (LS4 to LS6, LS16 to LS21)',
        ),
        areaGroup(
          'North and east Leeds',
          'Chapel Allerton, Moortown, Roundhay, Oakwood, Alwoodley, Seacroft, Crossgates, Garforth (LS7, LS8, LS14, LS15, LS17, LS25)',
        ),
        areaGroup(
          'City centre, south and west',
          'City centre, Holbeck, Beeston, Morley, Armley, Bramley, Pudsey, Farsley, Rodley (LS1 to LS3, LS11 to LS13, LS27, LS28)',
        ),
      ]),
    ]),
  ]);

const areaMap = (): SeedTree =>
  section(
    'Map',
    [
      container([
        row(
          [
            card(
              'Response times',
              [
                kicker('Response times'),
                heading('How quickly we get to you', 2),
                text(
                  'Emergencies:  within 2 hours, 24 hours a day',
                  {
                    fontWeight: '500',
                    paddingBottom: '12px',
                    borderBottom: '1px solid rgba(15, 23, 42, 0.12)',
                  },
                  'Emergencies',
                ),
                text(
                  'Repairs:  usually the same or next working day',
                  {
                    fontWeight: '500',
                    paddingBottom: '12px',
                    borderBottom: '1px solid rgba(15, 23, 42, 0.12)',
                  },
                  'Repairs',
                ),
                text(
                  'Quotes and surveys:  within 3 working days',
                  {
                    fontWeight: '500',
                    paddingBottom: '12px',
                    borderBottom: '1px solid rgba(15, 23, 42, 0.12)',
                  },
                  'Quotes',
                ),
                muted(
                  'Office hours: Monday to Friday 8 am to 6 pm, Saturday 8 am to 1 pm. Emergency line every hour of every day.',
                  { fontSize: '15px', marginTop: '8px' },
                  'Note',
                ),
              ],
              { backgroundColor: 'var(--t-background)', padding: '40px', gap: '16px' },
            ),
            column('Map', [
              {
                type: 'MAP',
                props: { address: CONTACT.address, zoom: 11, height: 420 },
                styles: {
                  flexGrow: '1',
                  alignItems: 'center',
                  textAlign: 'center',
                  paddingTop: '64px',
                  paddingBottom: '64px',
                  borderRadius: 'var(--t-radius)',
                  backgroundColor: 'var(--t-background)',
                  backgroundImage:
                    'linear-gradient(rgba(15, 23, 42, 0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(15, 23, 42, 0.06) 1px, transparent 1px)',
                  backgroundSize: '28px 28px',
                },
              },
            ]),
          ],
          { gap: '48px', alignItems: 'stretch' },
          { tablet: { gap: '32px' }, mobile: { gap: '32px' } },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const detail = (label: string, value: string): SeedTree[] => [
  text(label, { fontWeight: '700', marginTop: '8px' }, label),
  muted(value, { marginTop: '-12px' }, `${label} details`),
];

const quoteForm = (): SeedTree =>
  anchored(
    section('Quote request', [
      container([
        row(
          [
            column(
              'Details',
              [
                kicker('Free quotes'),
                heading('Tell us about the job', 2),
                lead(
                  'A few details and, if you can, a photo sent by e-mail afterwards. We reply within one working day with a fixed price or a time to come and look.',
                  { fontSize: '17px' },
                ),
                ...detail('Office', CONTACT.phone!),
                ...detail('E-mail', CONTACT.email!),
                ...detail('Emergencies, 24 hours', EMERGENCY_PHONE),
                ...detail('Yard', CONTACT.address!),
                muted(
                  'Not an emergency? The form is the quickest way: it goes straight to the engineer who plans the week.',
                  { fontSize: '15px', marginTop: '8px' },
                  'Note',
                ),
              ],
              { gap: '16px' },
            ),
            card(
              'Form card',
              [
                {
                  type: 'FORM',
                  props: {
                    formName: 'Quote request',
                    submitLabel: 'Request my quote',
                    successMessage:
                      'Thank you. Your request is with us, and we will be in touch within one working day. For an emergency, please call us.',
                  },
                  styles: { gap: '16px' },
                  children: [
                    field('INPUT', {
                      label: 'Your name',
                      type: 'text',
                      name: 'name',
                      required: true,
                    }),
                    field('INPUT', { label: 'Phone', type: 'tel', name: 'phone', required: true }),
                    field('INPUT', {
                      label: 'E-mail',
                      type: 'email',
                      name: 'email',
                      required: true,
                    }),
                    field('INPUT', {
                      label: 'Postcode',
                      type: 'text',
                      name: 'postcode',
                      required: true,
                    }),
                    field('SELECT', {
                      label: 'Type of job',
                      options: [
                        'Boiler or heating',
                        'Leak or repair',
                        'Bathroom or shower',
                        'Gas safety certificate',
                        'Something else',
                      ],
                      name: 'job_type',
                    }),
                    field('TEXTAREA', {
                      label: 'Job description',
                      placeholder: 'What is wrong or what you would like done, and when suits you',
                      rows: 6,
                      name: 'description',
                      required: true,
                    }),
                  ],
                },
              ],
              { padding: '40px' },
            ),
          ],
          { gap: '64px', alignItems: 'flex-start' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
    SECTION_ANCHORS.contact,
  );

const team = (links: TemplateLinks): SeedTree =>
  section('About us', [
    container([
      row(
        [
          column(
            'Story',
            [
              kicker('About us'),
              heading('A Leeds family firm since 2009', 2),
              text(
                'Dan Whitaker started the business with one van after ten years as a British Gas engineer. Today there are four of us: Dan, his brother Lee, apprentice Kasia and Jo, who answers the phone and keeps the diary running.',
              ),
              text(
                'We are Gas Safe registered, fully insured and members of the Chartered Institute of Plumbing and Heating Engineering. Every engineer carries ID and shoe covers, and we leave your home as tidy as we found it.',
              ),
              button('Where we work', links.page('areas'), 'outline', { marginTop: '8px' }),
            ],
            { gap: '20px', flexGrow: '5' },
          ),
          column('Photo', [photo(links, 'trades/team', { aspectRatio: '4 / 3' })], {
            flexGrow: '4',
          }),
        ],
        { gap: '64px', alignItems: 'center' },
        { tablet: { gap: '32px' }, mobile: { gap: '32px' } },
      ),
    ]),
  ]);

const footer = (): SeedTree =>
  footerBand(NAME, 'Gas Safe registered plumbing and heating engineers in Leeds since 2009.', [
    groupOf('Office', ['Mon to Fri 8 am to 6 pm', 'Saturday 8 am to 1 pm', CONTACT.phone!]),
    groupOf('Emergencies', ['24 hours, every day', EMERGENCY_PHONE, CONTACT.email!]),
  ]);

export const trades: SiteTemplate = {
  id: 'trades',
  version: 3,
  name: 'Trades',
  description:
    'A plumbing and heating firm with services and prices, areas covered, reviews, a quote form and emergency call-out.',
  categories: ['Home services', 'Business'],
  features: ['forms'],
  plan: 'free',
  theme: {
    colors: {
      primary: '#c2410c',
      secondary: '#1e3a5f',
      accent: '#f59e0b',
      text: '#111827',
      muted: '#4b5563',
      background: '#ffffff',
      surface: '#f3f4f6',
    },
    headingFont: 'poppins',
    bodyFont: 'inter',
    baseSize: 16,
    headingScale: 1.25,
    radius: 8,
    buttonStyle: 'rounded',
  },
  site: {
    businessName: NAME,
    description: 'Plumbing, heating and bathrooms in Leeds, with a 24-hour emergency call-out.',
    seoTitle: `${NAME}: plumbers in Leeds, 24-hour call-out`,
    seoDescription:
      'Gas Safe registered plumbers and heating engineers in Leeds. Boiler repairs and servicing, leaks, bathrooms and a 24-hour emergency call-out.',
    contact: CONTACT,
    locale: 'en-GB',
  },
  header: () => header.build(CTX),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: plumbers in Leeds, 24-hour call-out`,
      seoDescription:
        'Boiler repairs and servicing, leaks and bathrooms across Leeds. Fixed prices, a 12-month guarantee and a 24-hour emergency line.',
      sections: (links) => [
        hero(links),
        promises(),
        serviceCards(links),
        emergencyBand(),
        team(links),
        reviews(3, links),
        callForQuote(links),
      ],
    },
    {
      key: 'services',
      name: 'Services and prices',
      slug: 'services',
      seoTitle: `Services and prices | ${NAME}`,
      seoDescription:
        'Prices for boiler servicing, gas safety certificates, repairs, new boilers, showers and complete bathrooms in Leeds.',
      sections: (links) => [
        pageTitle(
          'Services',
          'Services and prices',
          'Prices include VAT and are fixed before we start. If a job turns out bigger than expected, we stop and ask first.',
        ),
        ...servicesPage(links),
        emergencyBand(),
        callForQuote(links),
      ],
    },
    {
      key: 'areas',
      name: 'Areas we cover',
      slug: 'areas',
      seoTitle: `Areas we cover in Leeds | ${NAME}`,
      seoDescription:
        'Plumbers covering Headingley, Horsforth, Roundhay, Chapel Allerton, Pudsey, Morley and all of Leeds, with a two-hour emergency response.',
      sections: (links) => [
        pageTitle(
          'Areas',
          'Plumbers across Leeds',
          'Our vans are out every day from Kirkstall, so someone is rarely more than half an hour away.',
        ),
        areas(),
        areaMap(),
        callForQuote(links),
      ],
    },
    {
      key: 'reviews',
      name: 'Reviews',
      slug: 'reviews',
      seoTitle: `Customer reviews | ${NAME}`,
      seoDescription:
        'What Leeds homeowners and landlords say about our boiler repairs, bathrooms, gas certificates and emergency call-outs.',
      sections: (links) => [
        pageTitle(
          'Reviews',
          'What our customers say',
          'We ask every customer for a review after the job. These are some of the most recent.',
        ),
        reviews(REVIEWS.length),
        callForQuote(links),
      ],
    },
    {
      key: 'quote',
      name: 'Get a quote',
      slug: 'quote',
      seoTitle: `Request a free quote | ${NAME}`,
      seoDescription:
        'Tell us about your plumbing, heating or bathroom job and get a fixed price within one working day.',
      sections: () => [
        pageTitle(
          'Get a quote',
          'Request a free, fixed quote',
          'For an emergency, please call rather than use the form: the line is answered 24 hours a day.',
        ),
        quoteForm(),
        emergencyBand(),
      ],
    },
  ],
  products: [],
  services: [],
  staff: [],
  posts: [],
};
