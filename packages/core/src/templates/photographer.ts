import type { WeeklyHours } from '../bookings/availability.ts';
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
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import { header } from '../sections/templates/header.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import { prose } from './prose.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, day, field, pageTitle as titleBand } from './template-parts.ts';

const NAME = 'Hattie Lowe Photography';
const CONTACT: SiteContact = {
  address: 'Studio 3, Otley Yard, Lake Road, Keswick CA12 5BZ',
  phone: '01632 960 255',
  email: 'hello@hattielowe.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

const ON_PHOTO = '#ffffff';

/** A card on a section in the surface colour: drawn in the page's background colour. */
const ON_SURFACE = { backgroundColor: 'var(--t-background)' };

const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        column(
          'Headline',
          [
            kicker('Elopements, weddings and portraits in the Lake District', '#f3dfc1'),
            heading('Your day, out where the weather happens', 1, { color: ON_PHOTO }),
            lead(
              'I photograph small weddings, elopements and families on the fells, by the lakes and in the woods of Cumbria. Quiet, unposed and honest pictures, whatever the sky does.',
              { color: ON_PHOTO, opacity: '0.92', maxWidth: '600px' },
            ),
          ],
          { gap: '20px', maxWidth: '660px' },
        ),
        buttonGroup(
          [
            button('Check my availability', links.page('enquire'), 'secondary'),
            button('See the work', links.page('weddings')),
          ],
          { marginTop: '36px' },
        ),
      ]),
    ],
    {
      paddingTop: '160px',
      paddingBottom: '160px',
      backgroundColor: '#2b3a40',
      backgroundImage: `linear-gradient(90deg, rgba(20, 26, 30, 0.86) 0%, rgba(20, 26, 30, 0.55) 55%, rgba(20, 26, 30, 0.05) 100%), url(${links.image('photographer/hero')})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    {
      tablet: { paddingTop: '112px', paddingBottom: '112px' },
      mobile: {
        paddingTop: '88px',
        paddingBottom: '88px',
        backgroundImage: `linear-gradient(rgba(20, 26, 30, 0.55), rgba(20, 26, 30, 0.75)), url(${links.image('photographer/hero')})`,
      },
    },
  );

/** An inner page's title on the page's own background: the photographs carry the colour. */
const pageTitle = (kickerText: string, title: string, words: string): SeedTree =>
  titleBand(kickerText, title, words, { paddingBottom: '16px' });

/** A photo with a short caption under it, the way a print is hung with its label. */
const framed = (links: TemplateLinks, key: string, ratio: string, caption: string): SeedTree[] => [
  photo(links, key, { aspectRatio: ratio }),
  muted(caption, { fontSize: '14px', letterSpacing: '0.02em', marginTop: '-20px' }, 'Caption'),
];

/** Columns of captioned photos side by side, stacked on a phone. */
const galleryRow = (columns: SeedTree[][][], name: string): SeedTree =>
  row(
    columns.map((photos, index) =>
      column(
        `${name} ${index + 1}`,
        photos.flat(),
        { gap: '32px', minWidth: '0' },
        { mobile: { gap: '24px' } },
      ),
    ),
    { gap: '32px' },
    { mobile: { gap: '24px' } },
    name,
  );

const featured = (links: TemplateLinks): SeedTree =>
  section('Recent work', [
    container([
      intro({
        kicker: 'Recent work',
        title: 'A few favourites from this year',
        text: 'Every gallery is delivered within four weeks, edited by hand and ready to print.',
      }),
      galleryRow(
        [
          [
            framed(
              links,
              'photographer/elopement-ridge',
              '3 / 4',
              'Amira and Joe, Cat Bells at sunset',
            ),
          ],
          [
            framed(
              links,
              'photographer/portrait-family',
              '1 / 1',
              'The Okonjo family, Derwentwater shore',
            ),
            framed(
              links,
              'photographer/elopement-lake',
              '4 / 3',
              'A rowing-boat getaway, Buttermere',
            ),
          ],
          [
            framed(
              links,
              'photographer/elopement-tarn',
              '3 / 4',
              'First dance under the stars, Blea Tarn',
            ),
          ],
        ],
        'Favourites',
      ),
      buttonGroup(
        [
          button('Weddings and elopements', links.page('weddings'), 'outline'),
          button('Portraits and families', links.page('portraits'), 'outline'),
        ],
        { justifyContent: 'center', marginTop: '48px' },
      ),
    ]),
  ]);

const aboutMe = (links: TemplateLinks): SeedTree =>
  anchored(
    section(
      'About',
      [
        container([
          row(
            [
              column('Photo', [photo(links, 'photographer/about', { aspectRatio: '4 / 5' })], {
                flexGrow: '4',
              }),
              column(
                'Story',
                [
                  kicker('Hello, I am Hattie'),
                  heading('Walking boots on, camera ready', 2),
                  text(
                    'I grew up in Keswick and have been photographing people in these hills for eleven years. Before that I assisted wedding photographers in Manchester, which taught me to stay out of the way and never miss the moment that matters.',
                  ),
                  text(
                    'I know where the light falls at six in the evening in June, which car parks fill by nine, and which paths are kind to a long dress. You bring the people; I will look after the rest.',
                  ),
                  button('Ask about your date', links.page('enquire'), 'primary', {
                    marginTop: '8px',
                  }),
                ],
                { gap: '20px', flexGrow: '5' },
              ),
            ],
            { alignItems: 'center', gap: '72px' },
            { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
          ),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
    SECTION_ANCHORS.about,
  );

const quote = (words: string, who: string): SeedTree =>
  column(
    who,
    [
      text(
        `“${words}”`,
        {
          fontFamily: 'var(--t-font-heading)',
          fontSize: '22px',
          lineHeight: '1.5',
          fontStyle: 'italic',
        },
        'Quote',
      ),
      muted(`— ${who}`, { fontSize: '15px' }, 'Name'),
    ],
    { gap: '16px' },
  );

const kindWords = (): SeedTree =>
  anchored(
    section('Kind words', [
      container([
        intro({ kicker: 'Kind words', title: 'From couples and families' }),
        row(
          [
            quote(
              'We got married on a hill in the rain with eight guests and Hattie made it look like a film. We barely noticed she was there.',
              'Amira and Joe',
            ),
            quote(
              'Our two boys do not sit still, so Hattie did not ask them to. These are the first photos of all four of us that we have framed.',
              'Grace Okonjo',
            ),
          ],
          { gap: '64px' },
          { mobile: { gap: '40px' } },
        ),
      ]),
    ]),
    SECTION_ANCHORS.reviews,
  );

const enquireBand = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Planning something for next year?',
    'Weekend dates from May to September go first. Tell me your date and your idea, and I will reply within two days.',
    button('Check my availability', links.page('enquire'), 'secondary'),
  );

const weddingsGallery = (links: TemplateLinks): SeedTree =>
  anchored(
    section('Gallery', [
      container([
        galleryRow(
          [
            [
              framed(links, 'photographer/elopement-ridge', '3 / 4', 'Cat Bells, a June evening'),
              framed(
                links,
                'photographer/landscape-winter',
                '1 / 1',
                'Vows in the snow, Helvellyn',
              ),
            ],
            [
              framed(
                links,
                'photographer/elopement-lake',
                '1 / 1',
                'Buttermere, the morning after',
              ),
              framed(
                links,
                'photographer/elopement-woods',
                '3 / 4',
                'Under the pines at Tarn Hows',
              ),
            ],
            [
              framed(links, 'photographer/elopement-tarn', '3 / 4', 'Blea Tarn after dark'),
              framed(links, 'photographer/hero', '1 / 1', 'Sunrise at Friar’s Crag'),
            ],
          ],
          'Weddings',
        ),
      ]),
    ]),
    SECTION_ANCHORS.gallery,
  );

const howIWork = (): SeedTree =>
  section(
    'How I work',
    [
      container([
        intro({
          kicker: 'On the day',
          title: 'How an elopement with me works',
          text: 'Small days need less planning than big ones, but a little goes a long way.',
        }),
        row([
          card(
            'Plan',
            [
              cardTitle('We plan it together'),
              muted(
                'A video call a month before, a shortlist of places that suit your walking and the season, and a wet-weather plan so nobody worries about the forecast.',
              ),
            ],
            ON_SURFACE,
          ),
          card(
            'Day',
            [
              cardTitle('I quietly follow'),
              muted(
                'Getting ready, the walk, the vows and the celebration after. I give a little direction for a few portraits and otherwise let the day unfold.',
              ),
            ],
            ON_SURFACE,
          ),
          card(
            'After',
            [
              cardTitle('Your gallery in four weeks'),
              muted(
                'Between 300 and 600 photographs, edited by hand, in a private online gallery to download, share and order prints from.',
              ),
            ],
            ON_SURFACE,
          ),
        ]),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const portraitsGallery = (links: TemplateLinks): SeedTree =>
  anchored(
    section('Gallery', [
      container([
        galleryRow(
          [
            [framed(links, 'photographer/portrait-meadow', '3 / 4', 'Golden hour, Latrigg')],
            [framed(links, 'photographer/portrait-family', '3 / 4', 'A family walk, Derwentwater')],
            [framed(links, 'photographer/portrait-dog', '3 / 4', 'Mabel and Pip, Walla Crag')],
          ],
          'Portraits',
        ),
      ]),
    ]),
    SECTION_ANCHORS.gallery,
  );

const sessionCard = (title: string, price: string, body: string): SeedTree =>
  card(
    title,
    [
      cardTitle(title),
      text(price, { fontWeight: '700', color: 'var(--t-primary)', marginTop: '-6px' }, 'Price'),
      muted(body, { fontSize: '15px' }),
    ],
    ON_SURFACE,
  );

const sessions = (links: TemplateLinks): SeedTree =>
  section(
    'Sessions',
    [
      container([
        intro({
          kicker: 'Portrait sessions',
          title: 'Relaxed sessions outdoors, booked online',
          text: 'Choose a session and a time; I send a short guide on where to meet and what to wear.',
        }),
        row([
          sessionCard(
            'Outdoor portrait session',
            '£240',
            'Ninety minutes for one or two people, couples or a milestone birthday. Twenty-five edited photographs.',
          ),
          sessionCard(
            'Family session',
            '£295',
            'Ninety minutes for up to six people and a dog or two. Thirty-five edited photographs and a printed album of twenty.',
          ),
          sessionCard(
            'Mini session',
            '£95',
            'Thirty minutes at one spot near Keswick, ten edited photographs. Good for a quick update or a family gift.',
          ),
        ]),
        buttonGroup([button('Book a session', links.page('prices', SECTION_ANCHORS.book))], {
          justifyContent: 'center',
          marginTop: '48px',
        }),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

interface Package {
  name: string;
  price: string;
  summary: string;
  includes: string[];
  featured?: boolean;
}

const packageCard = (links: TemplateLinks, p: Package): SeedTree =>
  card(
    p.name,
    [
      cardTitle(p.name),
      muted(p.summary, { fontSize: '15px' }, 'Summary'),
      text(
        p.price,
        { fontSize: '40px', fontWeight: '700', lineHeight: '1.1', marginTop: '8px' },
        'Price',
      ),
      {
        type: 'DIVIDER',
        styles: { borderTopColor: 'rgba(15, 23, 42, 0.12)', marginTop: '8px', marginBottom: '8px' },
      },
      ...p.includes.map((line) => text(`✓  ${line}`, { fontSize: '15px' }, 'Included')),
      button('Ask about this package', links.page('enquire'), p.featured ? 'primary' : 'outline', {
        marginTop: 'auto',
        alignSelf: 'stretch',
      }),
    ],
    p.featured
      ? {
          backgroundColor: 'var(--t-background)',
          border: '2px solid var(--t-primary)',
          boxShadow: '0 12px 32px rgba(15, 23, 42, 0.12)',
        }
      : { border: '2px solid transparent' },
  );

const packages = (links: TemplateLinks): SeedTree =>
  anchored(
    section('Packages', [
      container([
        intro({
          kicker: 'Weddings and elopements',
          title: 'Packages',
          text: 'Every package includes travel within Cumbria, a planning call and a private online gallery.',
        }),
        row(
          [
            packageCard(links, {
              name: 'Elopement',
              price: '£1,150',
              summary: 'Two hours for the two of you and up to ten guests.',
              includes: [
                'Help choosing the place and the time',
                'Vows, portraits and a toast',
                'Around 250 edited photographs',
              ],
            }),
            packageCard(links, {
              name: 'Adventure day',
              price: '£1,850',
              summary: 'Six hours: getting ready, a walk to your spot, vows and dinner.',
              includes: [
                'Everything in Elopement',
                'A sunrise or sunset walk with portraits',
                'Around 500 edited photographs',
                'A linen-bound album of 30 pages',
              ],
              featured: true,
            }),
            packageCard(links, {
              name: 'Small wedding',
              price: '£2,450',
              summary: 'Up to ten hours for weddings of up to sixty guests.',
              includes: [
                'Everything in Adventure day',
                'Ceremony, speeches and the first dance',
                'A second photographer on request',
              ],
            }),
          ],
          { alignItems: 'stretch' },
          { tablet: { gap: '16px' }, mobile: { gap: '24px' } },
        ),
        column('Note', [
          muted(
            'A £300 deposit holds your date; the rest is due a month before. Dates outside Cumbria are welcome, with travel at cost.',
            { textAlign: 'center', marginTop: '40px', fontSize: '15px' },
            'Note',
          ),
        ]),
      ]),
    ]),
    SECTION_ANCHORS.pricing,
  );

const bookingSection = (): SeedTree =>
  anchored(
    section(
      'Booking',
      [
        container([
          intro({
            kicker: 'Book online',
            title: 'Book a portrait session',
            text: 'Choose a session, then a day and a time. Sessions run in the two hours before sunset, so times change with the season.',
          }),
          row([
            column('Services', [{ type: 'SERVICE_LIST', props: { serviceId: null }, styles: {} }]),
          ]),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
    SECTION_ANCHORS.book,
  );

const detail = (label: string, value: string): SeedTree[] => [
  text(label, { fontWeight: '700', marginTop: '8px' }, label),
  muted(value, { marginTop: '-12px' }, `${label} details`),
];

const enquiry = (): SeedTree =>
  anchored(
    section('Enquiry', [
      container([
        row(
          [
            column(
              'Details',
              [
                kicker('Your plans'),
                heading('Tell me about your plans', 2),
                lead(
                  'Your date, the place you have in mind (or not yet), and who will be there. I reply within two days with my availability and a few ideas.',
                  { fontSize: '17px' },
                ),
                ...detail('Studio', CONTACT.address!),
                ...detail('Phone', CONTACT.phone!),
                ...detail('E-mail', CONTACT.email!),
                muted(
                  'The studio is open by appointment: I am usually out on the fells.',
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
                    formName: 'Photography enquiry',
                    submitLabel: 'Send enquiry',
                    successMessage:
                      'Thank you! Your enquiry is with me, and I will reply within two days with my availability.',
                  },
                  styles: { gap: '16px' },
                  children: [
                    field('INPUT', {
                      label: 'Your names',
                      type: 'text',
                      name: 'name',
                      required: true,
                    }),
                    field('INPUT', {
                      label: 'Your e-mail',
                      type: 'email',
                      name: 'email',
                      required: true,
                    }),
                    field('INPUT', { label: 'Phone', type: 'tel', name: 'phone' }),
                    field('SELECT', {
                      label: 'What are you planning?',
                      options: [
                        'An elopement',
                        'A small wedding',
                        'A portrait or family session',
                        'Something else',
                      ],
                      name: 'occasion',
                    }),
                    field('INPUT', { label: 'Date', type: 'date', name: 'date' }),
                    field('INPUT', {
                      label: 'Where, if you know',
                      type: 'text',
                      name: 'location',
                    }),
                    field('TEXTAREA', {
                      label: 'Tell me more',
                      rows: 5,
                      name: 'message',
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

const blogIndex = (): SeedTree =>
  section('Blog', [
    container([
      intro({
        kicker: 'Journal',
        title: 'Stories from the fells',
        text: 'Recent weddings, favourite places and advice for planning a day outdoors in the Lakes.',
        level: 1,
      }),
      row([column('Posts', [{ type: 'BLOG_GRID', props: { columns: 3, limit: 9 }, styles: {} }])]),
    ]),
  ]);

const footer = (): SeedTree =>
  footerBand(NAME, 'Elopements, small weddings and family portraits across the Lake District.', [
    groupOf('Studio', ['Otley Yard, Lake Road', 'Keswick CA12 5BZ', 'By appointment']),
    groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
  ]);

/** Sessions are in the evening light; Mondays and Tuesdays are for editing. */
const HATTIE: WeeklyHours = {
  wednesday: day('15:00', '20:30'),
  thursday: day('15:00', '20:30'),
  friday: day('15:00', '20:30'),
  saturday: day('08:00', '12:00'),
  sunday: day('15:00', '20:00'),
};

export const photographer: SiteTemplate = {
  id: 'photographer',
  version: 3,
  name: 'Photographer',
  description:
    'A wedding and portrait photographer: two portfolio galleries, packages, online sessions, enquiries and a journal.',
  categories: ['Creative', 'Portfolio'],
  features: ['bookings', 'blog', 'forms'],
  plan: 'pro',
  theme: {
    colors: {
      primary: '#2f4a4f',
      secondary: '#8a5a3c',
      accent: '#d9b48f',
      text: '#1f1d1a',
      muted: '#5b5750',
      background: '#fbf9f6',
      surface: '#f0ebe3',
    },
    headingFont: 'lora',
    bodyFont: 'montserrat',
    baseSize: 16,
    headingScale: 1.28,
    radius: 2,
    buttonStyle: 'square',
  },
  site: {
    businessName: NAME,
    description: 'Elopement, wedding and family photographer in Keswick and the Lake District.',
    seoTitle: `${NAME}: elopements and portraits in the Lake District`,
    seoDescription:
      'Natural, unposed photographs of elopements, small weddings and families on the fells and by the lakes of Cumbria.',
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
      seoTitle: `${NAME}: elopements and portraits in the Lake District`,
      seoDescription:
        'Elopements, small weddings and family portraits in the Lake District, photographed quietly and honestly by Hattie Lowe.',
      sections: (links) => [
        hero(links),
        featured(links),
        aboutMe(links),
        kindWords(),
        enquireBand(links),
      ],
    },
    {
      key: 'weddings',
      name: 'Weddings',
      slug: 'weddings',
      seoTitle: `Elopement and wedding photography | ${NAME}`,
      seoDescription:
        'A gallery of elopements and small weddings on the fells, by the tarns and in the woods of the Lake District.',
      sections: (links) => [
        pageTitle(
          'Portfolio',
          'Elopements and small weddings',
          'Vows on a summit, a picnic by the water, a first dance under the stars: days that suit you.',
        ),
        weddingsGallery(links),
        howIWork(),
        enquireBand(links),
      ],
    },
    {
      key: 'portraits',
      name: 'Portraits',
      slug: 'portraits',
      seoTitle: `Family and portrait photography | ${NAME}`,
      seoDescription:
        'Outdoor portrait and family sessions around Keswick, with the dog welcome. Book a session online.',
      sections: (links) => [
        pageTitle(
          'Portfolio',
          'Portraits and families',
          'Unhurried sessions outdoors, in the hour before sunset, with room for muddy boots and dogs.',
        ),
        portraitsGallery(links),
        sessions(links),
      ],
    },
    {
      key: 'prices',
      name: 'Prices',
      slug: 'prices',
      seoTitle: `Packages and prices | ${NAME}`,
      seoDescription:
        'Elopement, adventure day and small wedding packages, and portrait sessions to book online, with prices.',
      sections: (links) => [
        pageTitle(
          'Prices',
          'Packages and prices',
          'Clear prices with travel in Cumbria included. No hidden extras.',
        ),
        packages(links),
        bookingSection(),
      ],
    },
    {
      key: 'blog',
      name: 'Journal',
      slug: 'blog',
      seoTitle: `Journal | ${NAME}`,
      seoDescription:
        'Stories from recent elopements and family sessions, and advice for planning a day outdoors in the Lake District.',
      sections: () => [blogIndex()],
    },
    {
      key: 'enquire',
      name: 'Enquire',
      slug: 'enquire',
      seoTitle: `Check availability and enquire | ${NAME}`,
      seoDescription:
        'Ask Hattie about your wedding or elopement date, or a portrait session, and get a reply within two days.',
      sections: () => [
        pageTitle(
          'Enquire',
          'Let us make a plan',
          'Most couples book nine to fifteen months ahead, but short notice is always worth asking about.',
        ),
        enquiry(),
      ],
    },
  ],
  products: [],
  services: [
    {
      key: 'portrait',
      name: 'Outdoor portrait session',
      slug: 'outdoor-portrait-session',
      description:
        'Ninety minutes for one or two people near Keswick, with twenty-five edited photographs.',
      duration: 90,
      price: 24000,
      bufferTime: 30,
    },
    {
      key: 'family',
      name: 'Family session',
      slug: 'family-session',
      description:
        'Ninety minutes for up to six people and their dogs, thirty-five edited photographs and a printed album.',
      duration: 90,
      price: 29500,
      bufferTime: 30,
    },
    {
      key: 'mini',
      name: 'Mini session',
      slug: 'mini-session',
      description: 'Thirty minutes at one spot near Keswick, with ten edited photographs.',
      duration: 30,
      price: 9500,
      bufferTime: 15,
    },
  ],
  staff: [
    {
      name: 'Hattie Lowe',
      email: 'hattie@hattielowe.example',
      specialties: ['Elopements', 'Family portraits'],
      weeklyHours: HATTIE,
      services: ['portrait', 'family', 'mini'],
    },
  ],
  posts: [
    {
      title: 'Five places to elope in the Lake District',
      slug: 'five-places-to-elope-in-the-lakes',
      excerpt:
        'From an easy lakeside path to a proper summit, five of my favourite places for a small wedding outdoors, and when to go.',
      body: prose(
        'Couples often ask where they should elope. The honest answer is: somewhere you can both walk to happily in your wedding clothes, with a back-up plan for rain. Here are five places I keep coming back to.',
        { h: 'Friar’s Crag, Derwentwater' },
        'A flat ten-minute walk from Keswick, with one of the best views in the Lakes. Perfect for sunrise, when the lake is still and the path is empty. Good for guests of every age.',
        { h: 'Cat Bells' },
        'A short, steep climb with a big reward. Allow an hour to the top at wedding pace. Summer evenings here are golden, and the ridge makes beautiful silhouettes.',
        { h: 'Blea Tarn' },
        'Quiet, sheltered and dark at night: the place for a first dance under the stars. The car park is close, so you can bring a picnic and a speaker.',
        { h: 'Tarn Hows' },
        'A gentle loop through pine woods, lovely in autumn and a good choice when the tops are in cloud.',
        { h: 'Buttermere' },
        'A lakeside path that needs no climbing at all, with the fells reflected in the water on a calm day. Book a rowing boat for a getaway photo.',
        'Wherever you choose, check the National Trust guidance for ceremonies on its land, and leave nothing behind but footprints. I help every couple with permissions as part of the planning call.',
      ),
    },
    {
      title: 'What to wear for an outdoor family session',
      slug: 'what-to-wear-for-a-family-session',
      excerpt:
        'Comfortable, layered and in colours that suit the season: simple advice for photographs you will want to frame.',
      body: prose(
        'The most common question before a family session is what to wear. My advice is always the same: dress for a walk, not a studio.',
        {
          list: [
            'Choose two or three colours that go together and let everyone wear a mix of them, rather than matching outfits.',
            'Soft textures photograph beautifully: knitwear, linen, corduroy, wool.',
            'Avoid big logos and bright neon; they pull the eye away from faces.',
            'Bring a warm layer for the children. A cold child is an unhappy child, whatever the light is doing.',
            'Wear boots you can walk in. We will probably end up on a wet bank or a muddy path, and that is half the fun.',
          ],
        },
        'Most of all, wear something you feel like yourself in. The photographs you will love in ten years are the ones where you look like you did that day.',
      ),
    },
  ],
};
