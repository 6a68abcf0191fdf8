import type { PostBlock } from '../blog/post-body.ts';
import type { WeeklyHours } from '../bookings/availability.ts';
import { SECTION_ANCHORS, type SectionContext } from '../sections/context.ts';
import {
  button,
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
import { booking } from '../sections/templates/booking.ts';
import { actionBand } from '../sections/templates/call-to-action.ts';
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, pageTitle, wordsAndButtons } from './template-parts.ts';

const NAME = 'Cedar Room Yoga';
const CONTACT: SiteContact = {
  address: '2184 Commercial Drive, Vancouver, BC V5N 4B4',
  phone: '(604) 555-0184',
  email: 'hello@cedarroom.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

/** The week's classes as the timetable shows them; the teachers' hours are these times. */
const TIMETABLE: [day: string, classes: [time: string, name: string, who: string][]][] = [
  [
    'Monday',
    [
      ['7:00 am', 'Vinyasa flow', 'Priya, 60 min'],
      ['12:15 pm', 'Lunchtime reset', 'Priya, 45 min'],
      ['6:00 pm', 'Yoga for beginners', 'Jonah, 60 min'],
    ],
  ],
  [
    'Tuesday',
    [
      ['7:00 am', 'Vinyasa flow', 'Élodie, 60 min'],
      ['6:00 pm', 'Prenatal yoga', 'Élodie, 60 min'],
      ['7:30 pm', 'Slow flow and yin', 'Jonah, 75 min'],
    ],
  ],
  [
    'Wednesday',
    [
      ['7:00 am', 'Vinyasa flow', 'Priya, 60 min'],
      ['12:15 pm', 'Lunchtime reset', 'Priya, 45 min'],
      ['6:00 pm', 'Yoga for beginners', 'Jonah, 60 min'],
    ],
  ],
  [
    'Thursday',
    [
      ['7:00 am', 'Vinyasa flow', 'Élodie, 60 min'],
      ['7:30 pm', 'Slow flow and yin', 'Jonah, 75 min'],
    ],
  ],
  [
    'Friday',
    [
      ['7:00 am', 'Vinyasa flow', 'Priya, 60 min'],
      ['12:15 pm', 'Lunchtime reset', 'Priya, 45 min'],
    ],
  ],
  [
    'Saturday',
    [
      ['9:00 am', 'Vinyasa flow', 'Priya, 60 min'],
      ['11:00 am', 'Prenatal yoga', 'Élodie, 60 min'],
    ],
  ],
  ['Sunday', [['5:00 pm', 'Slow flow and yin', 'Jonah, 75 min']]],
];

const day = (start: string, end: string) => ({ start, end });

const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        row(
          [
            column('Photo', [photo(links, 'yoga/hero', { aspectRatio: '1 / 1' })]),
            wordsAndButtons(
              'Headline',
              [
                kicker('Yoga on Commercial Drive, Vancouver'),
                heading('Room to breathe, five minutes from the Drive', 1),
                lead(
                  'Small classes of up to eighteen in a cedar-floored studio with north light. Strong flows in the morning, slow and quiet in the evening, and a first week for $30.',
                ),
              ],
              [
                button('Book a class', links.page('timetable', SECTION_ANCHORS.book), 'primary'),
                button('See the timetable', links.page('timetable'), 'outline'),
              ],
            ),
          ],
          { alignItems: 'center', gap: '64px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { paddingTop: '80px', paddingBottom: '88px', backgroundColor: 'var(--t-surface)' },
  );

const style = (links: TemplateLinks, image: string, title: string, body: string): SeedTree =>
  card(
    title,
    [
      photo(links, image, { aspectRatio: '4 / 3', marginBottom: '8px' }),
      cardTitle(title),
      muted(body),
    ],
    { padding: '20px 20px 28px', backgroundColor: 'var(--t-surface)' },
  );

const styles = (links: TemplateLinks): SeedTree =>
  section('Classes', [
    container([
      intro({
        kicker: 'Our classes',
        title: 'Find the class that fits your week',
        text: 'Every class is open to all levels, with options to go gentler or stronger. Mats, blocks and blankets are here for you.',
      }),
      row([
        style(
          links,
          'yoga/flow',
          'Vinyasa flow',
          'Breath-led sequences that build heat and strength. Our busiest class, at 7 am four days a week.',
        ),
        style(
          links,
          'yoga/yin',
          'Slow flow and yin',
          'Long, supported holds and a slower pace to end the day. Bring socks; we dim the lights.',
        ),
        style(
          links,
          'yoga/prenatal',
          'Prenatal yoga',
          'Gentle, practical classes for every trimester, taught by a registered prenatal teacher.',
        ),
      ]),
    ]),
  ]);

const firstVisit = (links: TemplateLinks): SeedTree =>
  section(
    'First visit',
    [
      container([
        row(
          [
            column(
              'Words',
              [
                kicker('New to yoga?'),
                heading('Your first week, $30, every class', 2),
                text(
                  'Come to as many classes as you like for seven days from your first visit. Start with Yoga for beginners on a Monday or Wednesday evening: Jonah keeps it small, slow and full of explanations.',
                ),
                text(
                  'Arrive ten minutes early, wear something you can move in, and eat lightly beforehand. We have mats, showers and filtered water.',
                ),
                button('See prices and passes', links.page('prices'), 'primary', {
                  marginTop: '8px',
                  alignSelf: 'flex-start',
                }),
              ],
              { gap: '20px' },
            ),
            column('Photo', [photo(links, 'yoga/studio', { aspectRatio: '4 / 3' })]),
          ],
          { alignItems: 'center', gap: '72px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
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
      intro({ kicker: 'From our students', title: 'Why people keep coming back' }),
      row([
        quote(
          'I had never done yoga before. The beginners’ class made me feel welcome from the first minute.',
          'Aaron, Grandview',
        ),
        quote(
          'Priya’s 7 am flow is the best start to a workday I know. Small enough that she knows your name.',
          'Mei, Strathcona',
        ),
        quote(
          'Prenatal yoga with Élodie kept me moving and calm right up to week thirty-nine.',
          'Hannah, Hastings-Sunrise',
        ),
      ]),
    ]),
  ]);

const callToBook = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Roll out a mat this week',
    'Book your place online: classes hold up to eighteen, and you can cancel up to 12 hours before.',
    button('Book a class', links.page('timetable', SECTION_ANCHORS.book), 'secondary'),
  );

/** One day of the timetable: its classes, each with time, name and teacher. */
const dayCard = ([dayName, classes]: (typeof TIMETABLE)[number]): SeedTree =>
  card(
    dayName,
    [
      cardTitle(dayName),
      ...classes.flatMap(([time, name, who]) => [
        text(`${time}  ·  ${name}`, { fontWeight: '700', marginTop: '4px' }, 'Class'),
        muted(
          who,
          {
            fontSize: '15px',
            marginTop: '-8px',
            paddingBottom: '10px',
            borderBottom: '1px solid rgba(29, 43, 42, 0.12)',
          },
          'Teacher',
        ),
      ]),
    ],
    { gap: '12px', padding: '24px', minWidth: '220px' },
  );

const timetable = (): SeedTree =>
  section('Timetable', [
    container([
      row(TIMETABLE.slice(0, 4).map(dayCard), { gap: '20px' }, { tablet: { flexWrap: 'wrap' } }),
      row(TIMETABLE.slice(4).map(dayCard), { gap: '20px', marginTop: '20px' }),
      column('Note', [
        muted(
          'Classes run all year except on statutory holidays. Doors open 15 minutes before each class and close when it starts.',
          { textAlign: 'center', marginTop: '40px', fontSize: '15px' },
          'Note',
        ),
      ]),
    ]),
  ]);

const bookingSection = (): SeedTree => {
  const tree = anchored(booking.build(CTX), SECTION_ANCHORS.book);
  return {
    ...tree,
    styles: { ...tree.styles, backgroundColor: 'var(--t-surface)' },
    children: [
      container([
        intro({
          kicker: 'Book online',
          title: 'Book your place',
          text: 'Choose a class, then a day and a time. You get a confirmation by e-mail, and you can cancel up to 12 hours before.',
        }),
        row([
          column('Services', [{ type: 'SERVICE_LIST', props: { serviceId: null }, styles: {} }]),
        ]),
      ]),
    ],
  };
};

interface Pass {
  name: string;
  price: string;
  per: string;
  summary: string;
  includes: string[];
  featured?: boolean;
}

const pass = (links: TemplateLinks, p: Pass): SeedTree =>
  card(
    p.name,
    [
      cardTitle(p.name),
      muted(p.summary, { fontSize: '15px' }, 'Summary'),
      text(
        p.price,
        { fontSize: '44px', fontWeight: '700', lineHeight: '1.1', marginTop: '12px' },
        'Price',
      ),
      muted(p.per, { fontSize: '14px', marginTop: '-8px' }, 'Per'),
      {
        type: 'DIVIDER',
        styles: { borderTopColor: 'rgba(29, 43, 42, 0.12)', marginTop: '8px', marginBottom: '8px' },
      },
      ...p.includes.map((line) => text(`✓  ${line}`, {}, 'Included')),
      button(
        'Book a class',
        links.page('timetable', SECTION_ANCHORS.book),
        p.featured ? 'primary' : 'outline',
        { marginTop: 'auto', alignSelf: 'stretch' },
      ),
    ],
    p.featured
      ? {
          backgroundColor: 'var(--t-background)',
          border: '2px solid var(--t-primary)',
          boxShadow: '0 12px 32px rgba(29, 43, 42, 0.12)',
        }
      : { border: '2px solid transparent' },
    { tablet: { minWidth: '0', padding: '24px' } },
  );

const passes = (links: TemplateLinks): SeedTree =>
  anchored(
    section('Passes', [
      container([
        row(
          [
            pass(links, {
              name: 'Drop-in',
              price: '$24',
              per: 'one class',
              summary: 'For when you want to come now and then.',
              includes: ['Any class on the timetable', 'Mat and props included'],
            }),
            pass(links, {
              name: 'Ten classes',
              price: '$210',
              per: 'valid for four months',
              summary: 'Our most popular pass: $21 a class.',
              includes: [
                'Any class on the timetable',
                'Share it with a friend',
                'Mat and props included',
              ],
              featured: true,
            }),
            pass(links, {
              name: 'Unlimited',
              price: '$145',
              per: 'a month, cancel any time',
              summary: 'For three or more classes a week.',
              includes: [
                'Every class, every day',
                'Two guest passes a month',
                '10% off private sessions',
              ],
            }),
          ],
          { alignItems: 'stretch' },
          { tablet: { gap: '16px' }, mobile: { gap: '24px' } },
        ),
      ]),
    ]),
    SECTION_ANCHORS.pricing,
  );

const question = (q: string, a: string): SeedTree[] => [
  heading(q, 3, { fontSize: '20px', marginTop: '16px' }),
  muted(a, {}, 'Answer'),
];

const priceFaq = (): SeedTree =>
  section(
    'Good to know',
    [
      container([
        intro({ kicker: 'Good to know', title: 'Before you buy a pass' }),
        column(
          'Answers',
          [
            ...question(
              'How does the intro week work?',
              'Your first week costs $30 and covers every class for seven days from the first one you book. Buy it at the front desk on your first visit.',
            ),
            ...question(
              'Can I pause my unlimited membership?',
              'Yes, once a year for up to a month, for travel or injury. Tell us a week before your next payment.',
            ),
            ...question(
              'What if I need to cancel a class?',
              'Cancel online up to 12 hours before and nothing is lost. Later than that, or not coming, uses the class from your pass.',
            ),
            ...question(
              'Do you offer private sessions?',
              'Priya teaches one-to-one sessions of an hour at the studio for $95. Book them like a class.',
            ),
          ],
          { gap: '12px', maxWidth: '760px', marginLeft: 'auto', marginRight: 'auto' },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const teacher = (links: TemplateLinks, name: string, role: string, bio: string): SeedTree =>
  card(name, [
    cardTitle(name),
    text(role, { color: 'var(--t-primary)', fontWeight: '600', marginTop: '-8px' }, 'Role'),
    muted(bio, { fontSize: '15px', flexGrow: '1' }, 'About'),
    button('Book a class', links.page('timetable', SECTION_ANCHORS.book), 'outline', {
      alignSelf: 'flex-start',
      marginTop: '8px',
    }),
  ]);

const teachers = (links: TemplateLinks): SeedTree =>
  section('Teachers', [
    container([
      row([
        teacher(
          links,
          'Priya Nair',
          'Founder · Vinyasa and private sessions',
          'Priya opened Cedar Room in 2018 after ten years of teaching in Toronto and Mysore. Her morning flows are strong, playful and always on the beat of the breath.',
        ),
        teacher(
          links,
          'Jonah Clarke',
          'Slow flow, yin and beginners',
          'A former physiotherapy assistant, Jonah teaches with an eye for how bodies really move. His beginners’ classes are where most of our regulars started.',
        ),
        teacher(
          links,
          'Élodie Martin',
          'Prenatal and vinyasa',
          'Élodie is a registered prenatal yoga teacher and a doula. She teaches in English and French, and her Saturday prenatal class has a waiting list for good reason.',
        ),
      ]),
    ]),
  ]);

const studio = (links: TemplateLinks): SeedTree =>
  section(
    'The studio',
    [
      container([
        row(
          [
            column(
              'Words',
              [
                kicker('The studio'),
                heading('A quiet room above the Drive', 2),
                text(
                  'One practice room with a sprung cedar floor and tall north windows, a changing room with two showers, and a tea corner for after class.',
                ),
                text(
                  `Find us at ${CONTACT.address}, upstairs from the bike shop. Bus 20 stops outside; there is bike parking in the back lane.`,
                ),
              ],
              { gap: '20px' },
            ),
            column('Photo', [photo(links, 'yoga/studio', { aspectRatio: '4 / 3' })]),
          ],
          { alignItems: 'center', gap: '72px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const journal = (): SeedTree =>
  section('Journal', [
    container([
      intro({
        kicker: 'Journal',
        title: 'Notes from the mat',
        text: 'Practice tips, news from the studio and what our teachers are reading.',
        level: 1,
      }),
      row([column('Posts', [{ type: 'BLOG_GRID', props: { columns: 3, limit: 9 }, styles: {} }])]),
    ]),
  ]);

const footer = (): SeedTree =>
  footerBand(NAME, 'Small yoga classes in a cedar-floored studio on Commercial Drive.', [
    groupOf('Studio', [CONTACT.address!, 'Classes daily, see the timetable']),
    groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
  ]);

const p = (words: string): PostBlock => ({
  type: 'paragraph',
  content: [{ type: 'text', text: words }],
});
const h2 = (words: string): PostBlock => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text: words }],
});
const list = (items: string[]): PostBlock => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [p(item)] })),
});

const PRIYA: WeeklyHours = {
  monday: [day('07:00', '08:00'), day('12:15', '13:00')],
  wednesday: [day('07:00', '08:00'), day('12:15', '13:00')],
  friday: [day('07:00', '08:00'), day('12:15', '13:00')],
  saturday: [day('09:00', '10:00')],
};
const JONAH: WeeklyHours = {
  monday: [day('18:00', '19:00')],
  tuesday: [day('19:30', '20:45')],
  wednesday: [day('18:00', '19:00')],
  thursday: [day('19:30', '20:45')],
  sunday: [day('17:00', '18:15')],
};
const ELODIE: WeeklyHours = {
  tuesday: [day('07:00', '08:00'), day('18:00', '19:00')],
  thursday: [day('07:00', '08:00')],
  saturday: [day('11:00', '12:00')],
};

export const yoga: SiteTemplate = {
  id: 'yoga',
  version: 2,
  name: 'Yoga Studio',
  description:
    'A yoga studio with a weekly timetable, classes booked online with places limited, passes, teachers and a journal.',
  categories: ['Health & fitness'],
  features: ['bookings', 'blog'],
  plan: 'free',
  theme: {
    colors: {
      primary: '#2f6b66',
      secondary: '#6e4a6a',
      accent: '#e9c46a',
      text: '#1d2b2a',
      muted: '#4f605d',
      background: '#fbfbf8',
      surface: '#e8f0ec',
    },
    headingFont: 'poppins',
    bodyFont: 'inter',
    baseSize: 17,
    headingScale: 1.22,
    radius: 20,
    buttonStyle: 'pill',
  },
  site: {
    businessName: NAME,
    description: 'Yoga studio on Commercial Drive, Vancouver: small classes, booked online.',
    seoTitle: `${NAME}: small yoga classes in East Vancouver`,
    seoDescription:
      'Vinyasa, slow flow and yin, prenatal and beginners’ yoga in a cedar-floored studio on Commercial Drive. See the timetable and book your place online.',
    contact: CONTACT,
    locale: 'en-CA',
  },
  store: { currency: 'CAD', taxRate: 5, taxInclusive: false },
  header: (links) => ({
    type: 'NAVBAR',
    name: 'Header',
    props: {
      brand: NAME,
      links: [
        { label: 'Timetable', href: links.page('timetable') },
        { label: 'Prices', href: links.page('prices') },
        { label: 'Teachers', href: links.page('teachers') },
        { label: 'Journal', href: links.page('journal') },
      ],
      sticky: true,
    },
    styles: {
      backgroundColor: 'var(--t-background)',
      borderBottom: '1px solid rgba(29, 43, 42, 0.1)',
    },
  }),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: small yoga classes in East Vancouver`,
      seoDescription:
        'Small, friendly yoga classes on Commercial Drive, from 7 am vinyasa to evening yin. Your first week is $30 for every class.',
      sections: (links) => [
        hero(links),
        styles(links),
        firstVisit(links),
        reviews(),
        callToBook(links),
      ],
    },
    {
      key: 'timetable',
      name: 'Timetable',
      slug: 'timetable',
      seoTitle: `Class timetable and booking | ${NAME}`,
      seoDescription:
        'The weekly timetable at Cedar Room Yoga: vinyasa, lunchtime, beginners, prenatal, slow flow and yin. Book your place online.',
      sections: () => [
        pageTitle(
          'Timetable',
          'This week at the studio',
          'Sixteen classes a week, none with more than eighteen mats, so there is room for everyone.',
        ),
        timetable(),
        bookingSection(),
      ],
    },
    {
      key: 'prices',
      name: 'Prices and passes',
      slug: 'prices',
      seoTitle: `Prices and passes | ${NAME}`,
      seoDescription:
        'Drop-in classes, a ten-class pass and unlimited monthly membership at Cedar Room Yoga, with a $30 first week for newcomers.',
      sections: (links) => [
        pageTitle(
          'Prices',
          'Passes for every week',
          'New to the studio? Your first week is $30 for as many classes as you like.',
        ),
        passes(links),
        priceFaq(),
        callToBook(links),
      ],
    },
    {
      key: 'teachers',
      name: 'Teachers',
      slug: 'teachers',
      seoTitle: `Our teachers | ${NAME}`,
      seoDescription:
        'Meet Priya, Jonah and Élodie: vinyasa, slow flow and yin, beginners’ and prenatal yoga on Commercial Drive.',
      sections: (links) => [
        pageTitle(
          'Teachers',
          'Three teachers who know your name',
          'Between them, thirty years of teaching, and a studio small enough to notice when you are missing.',
        ),
        teachers(links),
        studio(links),
      ],
    },
    {
      key: 'journal',
      name: 'Journal',
      slug: 'blog',
      seoTitle: `Journal | ${NAME}`,
      seoDescription:
        'Notes from the Cedar Room teachers: practice tips for beginners, studio news and why we slow down in the evening.',
      sections: () => [journal()],
    },
  ],
  products: [],
  services: [
    {
      key: 'vinyasa',
      name: 'Vinyasa flow',
      slug: 'vinyasa-flow',
      description:
        'A strong, breath-led flow that builds heat and strength. Open to all levels, with options for every pose.',
      type: 'CLASS',
      duration: 60,
      price: 2400,
      capacity: 18,
      slotInterval: 60,
    },
    {
      key: 'lunchtime',
      name: 'Lunchtime reset',
      slug: 'lunchtime-reset',
      description: 'Forty-five minutes of stretching and breathing to break up a working day.',
      type: 'CLASS',
      duration: 45,
      price: 1800,
      capacity: 14,
      slotInterval: 45,
    },
    {
      key: 'beginners',
      name: 'Yoga for beginners',
      slug: 'yoga-for-beginners',
      description:
        'The basics, slowly and with plenty of explanation: breathing, standing poses and how to rest. No experience needed.',
      type: 'CLASS',
      duration: 60,
      price: 2400,
      capacity: 12,
      slotInterval: 60,
    },
    {
      key: 'slow',
      name: 'Slow flow and yin',
      slug: 'slow-flow-and-yin',
      description:
        'A gentle flow followed by long, supported holds. The quiet end to a busy day; bring warm socks.',
      type: 'CLASS',
      duration: 75,
      price: 2400,
      capacity: 16,
      slotInterval: 75,
    },
    {
      key: 'prenatal',
      name: 'Prenatal yoga',
      slug: 'prenatal-yoga',
      description:
        'Gentle, practical yoga for every trimester, with breathing for labour and time to meet other parents-to-be.',
      type: 'CLASS',
      duration: 60,
      price: 2400,
      capacity: 10,
      slotInterval: 60,
    },
    {
      key: 'private',
      name: 'Private session',
      slug: 'private-session',
      description:
        'An hour one-to-one with Priya, at the studio: to start out, work around an injury or deepen your practice.',
      duration: 60,
      price: 9500,
      bufferTime: 15,
    },
  ],
  staff: [
    {
      name: 'Priya Nair',
      email: 'priya@cedarroom.example',
      specialties: ['Vinyasa', 'Private sessions'],
      weeklyHours: PRIYA,
      services: ['vinyasa', 'lunchtime', 'private'],
    },
    {
      name: 'Jonah Clarke',
      email: 'jonah@cedarroom.example',
      specialties: ['Slow flow and yin', 'Beginners'],
      weeklyHours: JONAH,
      services: ['beginners', 'slow'],
    },
    {
      name: 'Élodie Martin',
      email: 'elodie@cedarroom.example',
      specialties: ['Prenatal yoga', 'Vinyasa'],
      weeklyHours: ELODIE,
      services: ['prenatal', 'vinyasa'],
    },
  ],
  posts: [
    {
      title: 'Five things to know before your first class',
      slug: 'before-your-first-class',
      cover: 'yoga/studio',
      excerpt:
        'What to wear, when to eat, what to bring and what nobody tells you about your first yoga class.',
      body: {
        type: 'doc',
        content: [
          p(
            'Walking into a yoga studio for the first time can feel like arriving at a party where everyone knows the songs. It does not need to. Here is what our teachers tell every newcomer.',
          ),
          h2('Before you come'),
          list([
            'Wear something you can move in and that stays put when you bend forward.',
            'Eat lightly: a piece of fruit an hour before is plenty.',
            'Bring water. We have mats, blocks, blankets and straps for everyone.',
          ]),
          h2('In the room'),
          list([
            'Tell the teacher it is your first class, and about any injuries. They will give you options.',
            'Rest whenever you want to. Child’s pose is always allowed, and nobody is watching.',
          ]),
          p(
            'The best class to start with is Yoga for beginners, on Monday and Wednesday evenings. Book it on the timetable page, and come ten minutes early so we can show you around.',
          ),
        ],
      },
    },
    {
      title: 'Why we slow down in the evening',
      slug: 'why-we-slow-down-in-the-evening',
      cover: 'yoga/yin',
      excerpt:
        'Strong flows in the morning, yin at night: how we built the timetable around the way the body winds down.',
      body: {
        type: 'doc',
        content: [
          p(
            'People sometimes ask why our evening classes are so much quieter than the morning ones. The answer is sleep.',
          ),
          h2('Heat in the morning'),
          p(
            'A vinyasa flow raises the heart rate and body temperature. At 7 am that is exactly what you want: you leave the studio awake and ready for the day.',
          ),
          h2('Stillness at night'),
          p(
            'In the evening we do the opposite. Slow flow and yin hold poses for three to five minutes, with the lights low and the breath long. It is a signal to the nervous system that the day is over. Many of our students tell us they sleep better on yin nights.',
          ),
          p('Try Jonah’s Tuesday or Thursday class at 7.30 pm and see how you sleep.'),
        ],
      },
    },
  ],
};
