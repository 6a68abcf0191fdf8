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
import { booking } from '../sections/templates/booking.ts';
import { actionBand } from '../sections/templates/call-to-action.ts';
import { footerBand, groupOf } from '../sections/templates/footer.ts';
import { header } from '../sections/templates/header.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import { prose } from './prose.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, day, pageTitle } from './template-parts.ts';

const NAME = 'Ruth Adeyemi Coaching';
const CONTACT: SiteContact = {
  address: 'The Old Chapel Studios, 9 Cotham Road, Bristol BS6 6DR',
  phone: '0117 496 0321',
  email: 'hello@ruthadeyemi.example',
};
const CTX: SectionContext = { pageId: null, details: { name: NAME, ...CONTACT } };

const ON_PHOTO = '#ffffff';

const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        column(
          'Headline',
          [
            kicker('Career and leadership coaching, Bristol and online', '#f4d9a6'),
            heading('Work out what you want next, and go and get it', 1, { color: ON_PHOTO }),
            lead(
              'One-to-one coaching for people at a turning point: a new role, a first team to lead, or a career that no longer fits. Start with a free twenty-minute call.',
              { color: ON_PHOTO, opacity: '0.92', maxWidth: '620px' },
            ),
          ],
          { gap: '20px', maxWidth: '680px' },
        ),
        buttonGroup(
          [
            button(
              'Book a free intro call',
              links.page('coaching', SECTION_ANCHORS.book),
              'secondary',
            ),
            button('How coaching works', links.page('coaching')),
          ],
          { marginTop: '36px' },
        ),
      ]),
    ],
    {
      paddingTop: '160px',
      paddingBottom: '160px',
      backgroundColor: '#1d3b3a',
      backgroundImage: `linear-gradient(90deg, rgba(16, 36, 35, 0.88) 0%, rgba(16, 36, 35, 0.55) 60%, rgba(16, 36, 35, 0.2) 100%), url(${links.image('coach/hero')})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    {
      tablet: { paddingTop: '112px', paddingBottom: '112px' },
      mobile: {
        paddingTop: '88px',
        paddingBottom: '88px',
        backgroundImage: `linear-gradient(rgba(16, 36, 35, 0.78), rgba(16, 36, 35, 0.78)), url(${links.image('coach/hero')})`,
      },
    },
  );

const pointCard = (title: string, body: string): SeedTree =>
  card(title, [cardTitle(title), muted(body)]);

const whoFor = (): SeedTree =>
  section('Who I work with', [
    container([
      intro({
        kicker: 'Who I work with',
        title: 'Coaching for the moments that matter at work',
        text: 'Most of my clients come to me at one of three crossroads.',
      }),
      row([
        pointCard(
          'New to leading a team',
          'You were promoted for being good at the work, and now the job is other people. We build the habits of a manager you would want to work for: clear expectations, honest feedback, and time for yourself.',
        ),
        pointCard(
          'Ready for a change',
          'You know this role is not the one, but not what the next one is. We take stock of what you are good at and what you enjoy, test a few options in the real world, and make a plan.',
        ),
        pointCard(
          'Stretched too thin',
          'Everything is urgent and nothing feels finished. We look at where your week actually goes, what to say no to, and how to protect the work only you can do.',
        ),
      ]),
    ]),
  ]);

/** A numbered step: its number large in the main colour, a title and a sentence. */
const step = (number: string, title: string, body: string): SeedTree[] => [
  text(
    number,
    {
      fontSize: '40px',
      fontWeight: '700',
      color: 'var(--t-primary)',
      lineHeight: '1',
      marginTop: '12px',
    },
    'Step',
  ),
  cardTitle(title),
  muted(body),
];

const howItWorks = (links: TemplateLinks): SeedTree =>
  section(
    'How it works',
    [
      container([
        row(
          [
            column(
              'Photo',
              [
                photo(links, 'coach/session', {
                  aspectRatio: '4 / 5',
                  boxShadow: '0 18px 40px rgba(15, 23, 42, 0.14)',
                }),
              ],
              { flexGrow: '4' },
            ),
            column(
              'Steps',
              [
                kicker('How it works'),
                heading('Three steps, no long contract', 2),
                ...step(
                  '1',
                  'A free intro call',
                  'Twenty minutes on the phone or video to talk about where you are and what you want. If I am not the right coach for you, I will say so and suggest someone who is.',
                ),
                ...step(
                  '2',
                  'Sessions that fit your diary',
                  'An hour every two or three weeks, in my Cotham studio or online. Between sessions you try things out at work; that is where the change happens.',
                ),
                ...step(
                  '3',
                  'A plan you own',
                  'You leave each session with one or two concrete next steps, written down by you. After six sessions we look back at what has changed.',
                ),
              ],
              { gap: '20px', flexGrow: '5' },
            ),
          ],
          { gap: '72px', alignItems: 'center' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const quote = (words: string, who: string, role: string): SeedTree =>
  card(
    who,
    [
      text(
        `“${words}”`,
        { fontSize: '18px', lineHeight: '1.7', flexGrow: '1', fontStyle: 'italic' },
        'Quote',
      ),
      text(who, { fontWeight: '700', marginTop: '8px' }, 'Name'),
      muted(role, { fontSize: '14px', marginTop: '-8px' }, 'Role'),
    ],
    { backgroundColor: 'var(--t-background)', border: '1px solid rgba(15, 23, 42, 0.08)' },
  );

const testimonials = (): SeedTree =>
  anchored(
    section('Testimonials', [
      container([
        intro({ kicker: 'Clients', title: 'What clients say after six sessions' }),
        row([
          quote(
            'I went from dreading Monday one-to-ones to looking forward to them. Ruth never told me what to do; she asked the question I had been avoiding.',
            'Priya S.',
            'Engineering manager, first team of six',
          ),
          quote(
            'After eight years in accountancy I am now training as a secondary school teacher. The plan we made fitted on one page and I still have it on my fridge.',
            'Tom H.',
            'Career changer',
          ),
          quote(
            'Practical, warm and completely confidential. I got my evenings back without dropping the ball at work.',
            'Alison M.',
            'Operations director',
          ),
        ]),
      ]),
    ]),
    SECTION_ANCHORS.reviews,
  );

const callToBook = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Not sure yet? Start with twenty minutes',
    'The intro call is free and there is no obligation to book anything after it. Choose a time that suits you.',
    button('Book a free intro call', links.page('coaching', SECTION_ANCHORS.book), 'secondary'),
  );

interface Package {
  name: string;
  price: string;
  per: string;
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
      muted(p.per, { fontSize: '14px', marginTop: '-8px' }, 'Per'),
      {
        type: 'DIVIDER',
        styles: { borderTopColor: 'rgba(15, 23, 42, 0.12)', marginTop: '8px', marginBottom: '8px' },
      },
      ...p.includes.map((line) => text(`✓  ${line}`, { fontSize: '15px' }, 'Included')),
      button(
        p.featured ? 'Start with a free call' : 'Book a time',
        links.page('coaching', SECTION_ANCHORS.book),
        p.featured ? 'primary' : 'outline',
        { marginTop: 'auto', alignSelf: 'stretch' },
      ),
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
          kicker: 'Ways to work together',
          title: 'Single sessions or a package',
          text: 'Prices include VAT. Sessions are an hour, in person in Bristol or on video.',
        }),
        row(
          [
            packageCard(links, {
              name: 'Single session',
              price: '£140',
              per: 'per 60-minute session',
              summary: 'For a specific decision or a conversation you need to prepare for.',
              includes: ['One hour, in person or online', 'A written summary of your next steps'],
            }),
            packageCard(links, {
              name: 'Six-session programme',
              price: '£720',
              per: 'six sessions over about three months',
              summary: 'What most clients choose: time to try things and see real change.',
              includes: [
                'A 90-minute first session to set your goals',
                'Five further sessions, every two or three weeks',
                'Short e-mail check-ins between sessions',
                'A review of progress at the end',
              ],
              featured: true,
            }),
            packageCard(links, {
              name: 'Career change intensive',
              price: '£280',
              per: 'one two-hour session',
              summary: 'A deep look at your skills, values and options, with a plan to test them.',
              includes: [
                'Strengths and values exercises before we meet',
                'Two hours to map your options',
                'A 30-day action plan',
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

const faqItem = (question: string, reply: string): SeedTree[] => [
  heading(question, 3, { fontSize: '20px', marginTop: '16px' }),
  muted(reply, {}, 'Answer'),
];

const faq = (links: TemplateLinks): SeedTree =>
  anchored(
    section(
      'FAQ',
      [
        container([
          row(
            [
              column(
                'Intro',
                [
                  kicker('Good to know'),
                  heading('Questions people ask before they start', 2),
                  lead('Anything else? Ask me on the intro call or send a message.', {
                    fontSize: '17px',
                  }),
                  button('Send a message', links.page('contact'), 'outline', { marginTop: '8px' }),
                ],
                { gap: '16px', flexGrow: '0', flexBasis: '340px' },
                { tablet: { flexBasis: '100%' } },
              ),
              column(
                'Answers',
                [
                  ...faqItem(
                    'Is coaching the same as therapy?',
                    'No. Coaching looks forward, at your work and the choices in front of you. If something comes up that a therapist could help with better, I will tell you and point you to one.',
                  ),
                  ...faqItem(
                    'Can my employer pay?',
                    'Yes, and many do. I can invoice your company directly and send a short proposal your manager can approve. What we talk about stays between us.',
                  ),
                  ...faqItem(
                    'What if I need to move a session?',
                    'Move or cancel up to 24 hours before at no cost, from the link in your confirmation e-mail. Later than that, the session is charged.',
                  ),
                  ...faqItem(
                    'Online or in person?',
                    'Whichever you prefer. Most clients mix both: the first session in the studio in Cotham, the rest on video.',
                  ),
                ],
                { gap: '12px', flexGrow: '1' },
              ),
            ],
            { gap: '72px' },
            { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
          ),
        ]),
      ],
      { backgroundColor: 'var(--t-surface)' },
    ),
    SECTION_ANCHORS.faq,
  );

const bookingSection = (): SeedTree => ({
  ...anchored(booking.build(CTX), SECTION_ANCHORS.book),
  children: [
    container([
      intro({
        kicker: 'Book online',
        title: 'Choose a session and a time',
        text: 'New here? Start with the free intro call. You get a confirmation by e-mail with a video link, and can move the time from there.',
      }),
      row([column('Services', [{ type: 'SERVICE_LIST', props: { serviceId: null }, styles: {} }])]),
    ]),
  ],
});

const about = (links: TemplateLinks): SeedTree =>
  section('About', [
    container([
      row(
        [
          column('Photo', [photo(links, 'coach/portrait', { aspectRatio: '4 / 5' })], {
            flexGrow: '4',
          }),
          column(
            'Story',
            [
              kicker('About me'),
              heading('Fifteen years of managing people, then coaching them', 2),
              text(
                'I spent fifteen years in product and operations teams, the last six running a department of forty people at a Bristol engineering firm. The part of the job I loved most was the one-to-ones: helping someone see their situation clearly and decide what to do about it.',
              ),
              text(
                'In 2017 I trained as a coach and have worked with more than three hundred people since, from first-time managers to directors, and from graduates to people changing career at fifty.',
              ),
              text(
                'I am direct, I keep you to what you said you would do, and I will not fill the hour with jargon. Clients say our sessions feel like a conversation with someone on their side who also asks the awkward questions.',
              ),
              muted('Ruth', { fontStyle: 'italic' }, 'Signature'),
            ],
            { gap: '20px', flexGrow: '5' },
          ),
        ],
        { alignItems: 'center', gap: '72px' },
        { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
      ),
    ]),
  ]);

const credential = (title: string, detail: string): SeedTree[] => [
  text(title, { fontWeight: '700', marginTop: '8px' }, 'Credential'),
  muted(detail, { fontSize: '15px', marginTop: '-12px' }, 'Detail'),
];

const credentials = (links: TemplateLinks): SeedTree =>
  section(
    'Credentials',
    [
      container([
        row(
          [
            column(
              'Training',
              [
                kicker('Training and membership'),
                heading('Qualified, supervised and insured', 2),
                ...credential(
                  'Professional Certified Coach (PCC)',
                  'International Coaching Federation, since 2020',
                ),
                ...credential(
                  'MSc in Coaching Psychology',
                  'University of the West of England, 2019',
                ),
                ...credential(
                  'Postgraduate Certificate in Executive Coaching',
                  'Accredited coach training, 2017',
                ),
                ...credential(
                  'Regular supervision and professional insurance',
                  'Monthly supervision with a senior coach; I follow the ICF code of ethics',
                ),
              ],
              { gap: '16px', flexGrow: '5' },
            ),
            column(
              'Notebook',
              [
                photo(links, 'coach/notebook', { aspectRatio: '1 / 1' }),
                muted(
                  'Before we meet, I send a one-page questionnaire so we can use the first hour well.',
                  { fontSize: '15px', textAlign: 'center' },
                  'Caption',
                ),
              ],
              { gap: '12px', flexGrow: '4' },
            ),
          ],
          { gap: '72px', alignItems: 'center' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ],
    { backgroundColor: 'var(--t-surface)' },
  );

const blogIndex = (): SeedTree =>
  section('Blog', [
    container([
      intro({
        kicker: 'Notes',
        title: 'Notes on work, leadership and change',
        text: 'Short, practical pieces from my coaching practice. No names, no secrets, just what tends to help.',
        level: 1,
      }),
      row([column('Posts', [{ type: 'BLOG_GRID', props: { columns: 3, limit: 9 }, styles: {} }])]),
    ]),
  ]);

const field = (
  type: 'INPUT' | 'TEXTAREA' | 'SELECT',
  props: Record<string, unknown>,
): SeedTree => ({
  type,
  props,
});

const detail = (label: string, value: string): SeedTree[] => [
  text(label, { fontWeight: '700', marginTop: '8px' }, label),
  muted(value, { marginTop: '-12px' }, `${label} details`),
];

const contact = (): SeedTree =>
  anchored(
    section('Contact', [
      container([
        row(
          [
            column(
              'Details',
              [
                kicker('Send a message'),
                heading('Write to me', 2),
                lead(
                  'A question about coaching, an invoice for your employer, or a time that the booking calendar does not show? I reply within one working day.',
                  { fontSize: '17px' },
                ),
                ...detail('Studio', CONTACT.address!),
                ...detail('Phone', CONTACT.phone!),
                ...detail('E-mail', CONTACT.email!),
                ...detail('Hours', 'Monday to Thursday, 8 am to 6 pm; Friday mornings'),
              ],
              { gap: '16px' },
            ),
            card(
              'Form card',
              [
                {
                  type: 'FORM',
                  props: {
                    formName: 'Coaching enquiry',
                    submitLabel: 'Send message',
                    successMessage:
                      'Thank you. Your message is with me, and I will reply within one working day.',
                  },
                  styles: { gap: '16px' },
                  children: [
                    field('INPUT', {
                      label: 'Your name',
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
                    field('SELECT', {
                      label: 'What is it about?',
                      options: [
                        'Coaching for myself',
                        'Coaching paid by my employer',
                        'Coaching for my team',
                        'Something else',
                      ],
                      name: 'topic',
                    }),
                    field('TEXTAREA', {
                      label: 'Message',
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

const footer = (): SeedTree =>
  footerBand(
    NAME,
    'Career and leadership coaching in Bristol and online. Member of the International Coaching Federation.',
    [
      groupOf('Studio', [
        'The Old Chapel Studios',
        '9 Cotham Road, Bristol BS6 6DR',
        'Mon to Thu 8 am to 6 pm',
      ]),
      groupOf('Contact', [CONTACT.phone!, CONTACT.email!]),
    ],
  );

const RUTH: WeeklyHours = {
  monday: day('08:00', '18:00'),
  tuesday: day('08:00', '18:00'),
  wednesday: day('12:00', '20:00'),
  thursday: day('08:00', '18:00'),
  friday: day('08:00', '12:00'),
};

export const coach: SiteTemplate = {
  id: 'coach',
  version: 3,
  name: 'Coach',
  description:
    'A career coach with free intro calls, sessions and packages booked online, client stories and a blog.',
  categories: ['Services', 'Business'],
  features: ['bookings', 'blog', 'forms'],
  plan: 'pro',
  theme: {
    colors: {
      primary: '#1f5f5b',
      secondary: '#a5482f',
      accent: '#e9b872',
      text: '#1b2432',
      muted: '#525d6b',
      background: '#fbfaf7',
      surface: '#eef2ee',
    },
    headingFont: 'merriweather',
    bodyFont: 'inter',
    baseSize: 17,
    headingScale: 1.22,
    radius: 10,
    buttonStyle: 'rounded',
  },
  site: {
    businessName: NAME,
    description: 'Career and leadership coaching in Bristol and online, with a free intro call.',
    seoTitle: `${NAME}: career and leadership coach in Bristol`,
    seoDescription:
      'One-to-one coaching for new managers, career changers and busy leaders, in Bristol and online. Book a free twenty-minute intro call.',
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
      seoTitle: `${NAME}: career and leadership coach in Bristol`,
      seoDescription:
        'Coaching for new managers, career changers and leaders stretched too thin. Start with a free twenty-minute call.',
      sections: (links) => [
        hero(links),
        whoFor(),
        howItWorks(links),
        testimonials(),
        callToBook(links),
      ],
    },
    {
      key: 'coaching',
      name: 'Coaching and prices',
      slug: 'coaching',
      seoTitle: `Coaching sessions, packages and prices | ${NAME}`,
      seoDescription:
        'Single sessions, a six-session programme and a career change intensive, with prices. Book a free intro call online.',
      sections: (links) => [
        pageTitle(
          'Coaching',
          'Coaching sessions and packages',
          'Start with a free intro call, then choose a single session or a programme. No long contracts.',
        ),
        packages(links),
        bookingSection(),
        faq(links),
      ],
    },
    {
      key: 'about',
      name: 'About',
      slug: 'about',
      seoTitle: `About Ruth Adeyemi, PCC | ${NAME}`,
      seoDescription:
        'Fifteen years of managing teams, then coaching since 2017: an ICF Professional Certified Coach with an MSc in Coaching Psychology.',
      sections: (links) => [
        pageTitle(
          'About',
          'Hello, I am Ruth',
          'A coach for people who are good at their jobs and want to be happier in them.',
        ),
        about(links),
        credentials(links),
        testimonials(),
      ],
    },
    {
      key: 'blog',
      name: 'Blog',
      slug: 'blog',
      seoTitle: `Notes on work and leadership | ${NAME}`,
      seoDescription:
        'Practical notes on managing people, changing career and protecting your time, from a Bristol coaching practice.',
      sections: () => [blogIndex()],
    },
    {
      key: 'contact',
      name: 'Contact',
      slug: 'contact',
      seoTitle: `Contact | ${NAME}`,
      seoDescription:
        'Send Ruth a message, ask about coaching paid by your employer, or find the studio in Cotham, Bristol.',
      sections: () => [
        pageTitle(
          'Contact',
          'Get in touch',
          'The quickest way to start is the free intro call, but a message works too.',
        ),
        contact(),
      ],
    },
  ],
  products: [],
  services: [
    {
      key: 'intro',
      name: 'Free intro call',
      slug: 'free-intro-call',
      description:
        'Twenty minutes by phone or video to talk about where you are, what you want, and whether coaching with me fits.',
      duration: 20,
      price: 0,
      bufferTime: 10,
    },
    {
      key: 'session',
      name: 'Coaching session',
      slug: 'coaching-session',
      description: 'One hour, in the Cotham studio or on video, with a written summary afterwards.',
      duration: 60,
      price: 14000,
      bufferTime: 15,
    },
    {
      key: 'programme',
      name: 'Six-session programme: first session',
      slug: 'six-session-programme',
      description:
        'The 90-minute first session of the programme, where we set your goals. The programme is £720, paid at this session; the other five are booked together.',
      duration: 90,
      price: 72000,
      bufferTime: 15,
    },
    {
      key: 'intensive',
      name: 'Career change intensive',
      slug: 'career-change-intensive',
      description:
        'Two hours to map your strengths, values and options, with a 30-day plan to test them.',
      duration: 120,
      price: 28000,
      bufferTime: 15,
    },
  ],
  staff: [
    {
      name: 'Ruth Adeyemi',
      email: 'ruth@ruthadeyemi.example',
      specialties: ['Leadership', 'Career change'],
      weeklyHours: RUTH,
      services: ['intro', 'session', 'programme', 'intensive'],
    },
    {
      name: 'Owen Marsh',
      email: 'owen@ruthadeyemi.example',
      specialties: ['Early career', 'Graduates'],
      weeklyHours: {
        tuesday: day('17:00', '20:00'),
        thursday: day('17:00', '20:00'),
        saturday: day('09:00', '13:00'),
      },
      services: ['intro', 'session'],
    },
  ],
  posts: [
    {
      title: 'Your first month as a manager: four conversations to have early',
      slug: 'first-month-as-a-manager',
      excerpt:
        'New managers often wait for problems before talking to their team. These four conversations in the first month save a lot of trouble later.',
      body: prose(
        'Most new managers I coach were promoted because they were good at the work. In the first month they keep doing it, and wait for their team to come to them with problems. The team, meanwhile, is waiting to find out what kind of manager they have got.',
        'These four conversations, had early and on purpose, answer that question for them.',
        { h: '1. What you expect, and what they can expect from you' },
        'Say how you like to be kept informed, how quickly you answer messages, and when you would rather be interrupted than not. Then ask each person the same questions back. Write the answers down; you will forget them.',
        { h: '2. What they want from their job' },
        'Not their objectives: what they want. More responsibility, fewer meetings, a move into another team in two years, to leave at five on Thursdays. You cannot give everyone everything, but you cannot give anyone anything you do not know about.',
        { h: '3. What is not working' },
        'Ask what they would change if they were in your seat. Listen, thank them, and do one small thing about it within a fortnight. Nothing builds trust faster.',
        { h: '4. How you will give feedback' },
        'Agree now that you will tell each other small things while they are small. The first piece of difficult feedback is far easier when you both knew it was coming one day.',
        'If you are a month in and have not had these conversations yet, it is not too late. Book them this week.',
      ),
    },
    {
      title: 'Thinking about a career change? Test it before you leap',
      slug: 'test-a-career-change',
      excerpt:
        'Career changes go better as a series of small experiments than one big leap. Here is how to run the experiments while you still have a salary.',
      body: prose(
        'The usual advice on changing career is to decide what you want, then jump. In my experience the people who change well do it the other way round: they try things out in small ways, and let the decision follow.',
        { h: 'Start with conversations' },
        'Find three people who already do the job you are curious about and ask them for twenty minutes. Ask what a normal Tuesday looks like, what they wish they had known, and what they would do if they were starting now. Most people are generous with their time when asked a good question.',
        { h: 'Then borrow the work' },
        'Volunteer, shadow, take on a side project, or do a short course with a practical part. You are not trying to prove you can do the job. You are finding out whether you like the parts nobody puts in the job advert.',
        { h: 'Decide with evidence' },
        'After a couple of months you will know much more than any personality test could tell you. Some clients find their new direction this way; others discover that what they needed was a different role in the same field. Both are good outcomes.',
        { quote: 'You do not have to know where you are going to take the next step.' },
        'If you want help planning your experiments, the career change intensive is built for exactly this.',
      ),
    },
    {
      title: 'The two-list week: protecting the work only you can do',
      slug: 'the-two-list-week',
      excerpt:
        'A simple Monday habit that helps busy leaders separate what matters from what is merely urgent.',
      body: prose(
        'Senior people rarely run out of things to do. They run out of time for the few things nobody else can do for them: thinking about next year, developing their people, the difficult conversation.',
        'Here is a habit several of my clients now swear by. It takes fifteen minutes on a Monday morning.',
        {
          list: [
            'On the first list, write the two or three things that only you can do this week, and that would matter in six months.',
            'On the second list, write everything else.',
            'Put the first list in your calendar before you open your e-mail, as meetings with yourself.',
            'Treat the second list as the place to delegate from, not a to-do list.',
          ],
        },
        'It is not clever, and that is the point. The first list is short enough to keep, and seeing the second list on paper makes it obvious what to hand on.',
        'Try it for four weeks and notice what happens to the first list. If it keeps slipping, that is worth a conversation.',
      ),
    },
  ],
};
