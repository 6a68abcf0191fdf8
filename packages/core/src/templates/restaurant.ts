import type { PostBlock } from '../blog/post-body.ts';
import { SECTION_ANCHORS } from '../sections/context.ts';
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
import { openingHoursBand } from '../sections/templates/opening-hours.ts';
import type { SiteContact } from '../websites/contact.ts';
import { photo } from './photo.ts';
import type { SiteTemplate, TemplateLinks } from './types.ts';
import { anchored, pageTitle } from './template-parts.ts';

const NAME = 'Saltgrass Kitchen';
const CONTACT: SiteContact = {
  address: '48 Wharf Lane, Portland, ME 04101',
  phone: '(207) 555-0148',
  email: 'tables@saltgrass.example',
};

const OPENING = [
  ['Wednesday and Thursday', '5 pm to 9.30 pm'],
  ['Friday and Saturday', '5 pm to 10.30 pm'],
  ['Sunday', '11 am to 3 pm (brunch) and 5 pm to 9 pm'],
  ['Monday and Tuesday', 'Closed'],
] as const;

/** A dark band over the dining room's photo: the headline and two ways in. */
const hero = (links: TemplateLinks): SeedTree =>
  section(
    'Hero',
    [
      container([
        column(
          'Headline',
          [
            kicker('Seasonal seafood on the Portland waterfront', 'var(--t-accent)'),
            heading('Cooked over wood, caught this morning', 1, { color: '#ffffff' }),
            lead(
              'A forty-seat dining room on Wharf Lane, with a menu that changes with what the boats and the farms bring in. Dinner five nights a week, brunch on Sundays.',
              { color: 'rgba(255, 255, 255, 0.88)', maxWidth: '640px' },
            ),
          ],
          { gap: '20px', maxWidth: '720px' },
        ),
        buttonGroup(
          [
            button('Request a table', links.page('reservations', 'table')),
            button('See the menu', links.page('menu'), 'secondary'),
          ],
          { marginTop: '36px' },
        ),
      ]),
    ],
    {
      paddingTop: '168px',
      paddingBottom: '168px',
      color: '#ffffff',
      backgroundColor: '#1b2422',
      backgroundImage: `linear-gradient(90deg, rgba(15, 20, 19, 0.86) 0%, rgba(15, 20, 19, 0.55) 60%, rgba(15, 20, 19, 0.3) 100%), url(${links.image('restaurant/hero')})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    {
      tablet: { paddingTop: '120px', paddingBottom: '120px' },
      mobile: { paddingTop: '96px', paddingBottom: '96px' },
    },
  );

const dish = (links: TemplateLinks, image: string, title: string, body: string): SeedTree =>
  column(
    title,
    [
      photo(links, image, { aspectRatio: '4 / 3', marginBottom: '8px' }),
      cardTitle(title),
      muted(body),
    ],
    { gap: '12px' },
  );

const tonight = (links: TemplateLinks): SeedTree =>
  section('From the kitchen', [
    container([
      intro({
        kicker: 'This week',
        title: 'Simple plates, done with patience',
        text: 'Chef Rosa Almeida cooks over a wood grill and a hearth oven: nothing fussy, everything from within a day’s drive.',
      }),
      row([
        dish(
          links,
          'restaurant/fish',
          'Hake from the morning boat',
          'Grilled over oak with brown butter, charred leeks and a spoon of salsa verde.',
        ),
        dish(
          links,
          'restaurant/oysters',
          'Oysters from Casco Bay',
          'Six Basket Island oysters with mignonette and a glass of something cold and dry.',
        ),
        dish(
          links,
          'restaurant/dessert',
          'Blueberry and brown butter tart',
          'Wild Maine blueberries, a crisp crust and crème fraîche ice cream.',
        ),
      ]),
      buttonGroup([button('See the whole menu', links.page('menu'), 'outline')], {
        justifyContent: 'center',
        marginTop: '48px',
      }),
    ]),
  ]);

const about = (links: TemplateLinks): SeedTree =>
  section(
    'About',
    [
      container([
        row(
          [
            column('Photo', [photo(links, 'restaurant/room', { aspectRatio: '4 / 3' })]),
            column(
              'Story',
              [
                kicker('The room'),
                heading('A fish shed, made warm', 2),
                text(
                  'Saltgrass opened in 2019 in a former net loft on Wharf Lane. We kept the beams and the harbour view, added a long oak bar, and built the kitchen around an open fire.',
                ),
                text(
                  'Tables of two to six in the dining room, six seats at the bar kept for walk-ins, and a private room upstairs for up to fourteen.',
                ),
              ],
              { gap: '20px' },
            ),
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
      intro({ kicker: 'Guests and press', title: 'Worth the walk down the wharf' }),
      row([
        quote(
          'The best piece of fish I have eaten in Maine, and the staff made a Tuesday feel like an occasion.',
          'Marcus, visiting from Boston',
        ),
        quote(
          'A short, confident menu that trusts its ingredients. Book the bar and watch the grill.',
          'Coastal Table magazine',
        ),
        quote(
          'Sunday brunch here is our family tradition now. The kids ask for the lobster hash by name.',
          'The Nguyen family, South Portland',
        ),
      ]),
    ]),
  ]);

const callToBook = (links: TemplateLinks): SeedTree =>
  actionBand(
    'Join us for dinner',
    'Send a table request and we confirm by e-mail within a few hours. Walk-ins are welcome at the bar.',
    button('Request a table', links.page('reservations', 'table'), 'secondary'),
  );

/** One dish on the menu: its name and price, then what is on the plate, under a hairline. */
const menuLine = ([name, detail, price]: [string, string, string]): SeedTree[] => [
  text(`${name}  ·  ${price}`, { fontWeight: '700', marginTop: '8px' }, 'Dish'),
  muted(
    detail,
    { paddingBottom: '12px', borderBottom: '1px solid rgba(31, 26, 23, 0.12)', marginTop: '-8px' },
    'Detail',
  ),
];

const menuGroup = (title: string, note: string, lines: [string, string, string][]): SeedTree =>
  card(
    title,
    [
      cardTitle(title),
      muted(note, { fontSize: '15px', fontStyle: 'italic', marginTop: '-4px' }, 'Note'),
      ...lines.flatMap(menuLine),
    ],
    { gap: '16px' },
  );

const menu = (): SeedTree =>
  section('Menu', [
    container([
      row([
        menuGroup('To start', 'Good for sharing', [
          ['Casco Bay oysters', 'Half dozen, mignonette, lemon', '$21'],
          ['Grilled flatbread', 'Whipped ricotta, wild honey, chili oil', '$12'],
          ['Smoked bluefish pâté', 'Pickled shallot, rye crackers', '$14'],
          ['Little gem salad', 'Buttermilk, radish, toasted seeds', '$13'],
        ]),
        menuGroup('From the fire', 'Served with bread from the hearth', [
          ['Hake from the morning boat', 'Brown butter, charred leeks, salsa verde', '$34'],
          ['Half lobster', 'Wood-grilled, garlic butter, new potatoes', '$42'],
          ['Pork chop from Sparrow Farm', 'Apple mostarda, braised greens', '$36'],
          ['Squash and farro', 'Roast delicata, brown butter, sage, pecorino', '$26'],
        ]),
      ]),
      row(
        [
          menuGroup('Sweet', 'Baked in the hearth oven', [
            ['Blueberry and brown butter tart', 'Crème fraîche ice cream', '$12'],
            ['Dark chocolate pot', 'Sea salt, olive oil, cookie', '$11'],
            ['Cheese from Maine dairies', 'Three cheeses, oat cakes, quince', '$16'],
          ]),
          menuGroup('To drink', 'A short list from small producers', [
            ['Harbour spritz', 'Aperitivo, sparkling cider, orange', '$13'],
            ['White wine by the glass', 'Muscadet, Sancerre or an Albariño', 'From $12'],
            ['Red wine by the glass', 'Gamay, Nebbiolo or a Finger Lakes Pinot', 'From $13'],
            ['Alcohol-free', 'House ginger soda, cold-brew tonic, switchel', '$7'],
          ]),
        ],
        { marginTop: '32px' },
      ),
      column('Note', [
        muted(
          'The menu changes weekly with the catch. Tell your server about any allergies: most dishes can be made without gluten, dairy or nuts. A 20% service charge is added to tables of eight or more.',
          { textAlign: 'center', marginTop: '40px', fontSize: '15px' },
          'Allergies',
        ),
      ]),
    ]),
  ]);

const field = (
  type: 'INPUT' | 'TEXTAREA' | 'SELECT',
  props: Record<string, unknown>,
): SeedTree => ({
  type,
  props,
});

const TIMES = [
  '5:00 pm',
  '5:30 pm',
  '6:00 pm',
  '6:30 pm',
  '7:00 pm',
  '7:30 pm',
  '8:00 pm',
  '8:30 pm',
  '9:00 pm',
];

/** The table request: who, when and how many, with a note for allergies or an occasion. */
const tableForm = (): SeedTree =>
  section('Table request', [
    container([
      row(
        [
          column(
            'How it works',
            [
              kicker('Reservations'),
              heading('Request a table', 2),
              lead(
                'Tell us when you would like to come and how many you are. We confirm by e-mail within a few hours, or suggest the nearest time we have.',
                { fontSize: '17px' },
              ),
              text('Tables of two to six', { fontWeight: '700', marginTop: '8px' }, 'Size'),
              muted(
                'For seven or more, or the private room upstairs, say so in the notes and we will call you.',
                { marginTop: '-12px' },
                'Size details',
              ),
              text('Same-day tables', { fontWeight: '700', marginTop: '8px' }, 'Same day'),
              muted(
                `Call us on ${CONTACT.phone} after 3 pm. The six bar seats are always kept for walk-ins.`,
                { marginTop: '-12px' },
                'Same day details',
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
                  formName: 'Table request',
                  submitLabel: 'Request a table',
                  successMessage:
                    'Thank you! Your request is with us. We will confirm your table by e-mail within a few hours.',
                },
                styles: { gap: '16px' },
                children: [
                  field('INPUT', {
                    label: 'Your name',
                    type: 'text',
                    name: 'name',
                    required: true,
                  }),
                  field('INPUT', { label: 'E-mail', type: 'email', name: 'email', required: true }),
                  field('INPUT', { label: 'Date', type: 'date', name: 'date', required: true }),
                  field('SELECT', { label: 'Time', options: TIMES, name: 'time', required: true }),
                  field('SELECT', {
                    label: 'Party size',
                    options: [
                      '2 guests',
                      '3 guests',
                      '4 guests',
                      '5 guests',
                      '6 guests',
                      '7 or more',
                    ],
                    name: 'party_size',
                    required: true,
                  }),
                  field('TEXTAREA', {
                    label: 'Notes',
                    rows: 4,
                    name: 'notes',
                    placeholder: 'Allergies, a birthday, a high chair, a table by the window',
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
  ]);

const openingHours = (): SeedTree =>
  anchored(
    openingHoursBand({
      hours: OPENING,
      note: 'The kitchen takes its last orders thirty minutes before closing. Closed on Thanksgiving and Christmas Day.',
      address: CONTACT.address!,
    }),
    SECTION_ANCHORS.hours,
  );

const journal = (): SeedTree =>
  section('Journal', [
    container([
      intro({
        kicker: 'Journal',
        title: 'News from the kitchen',
        text: 'New menus, the people who grow and catch what we cook, and what is coming up in the dining room.',
        level: 1,
      }),
      row([column('Posts', [{ type: 'BLOG_GRID', props: { columns: 3, limit: 9 }, styles: {} }])]),
    ]),
  ]);

const footer = (): SeedTree =>
  footerBand(NAME, 'Wood-fired seafood and Maine produce on the Portland waterfront.', [
    groupOf('Find us', ['48 Wharf Lane', 'Portland, ME 04101']),
    groupOf('Open', [
      'Wed and Thu: 5 to 9.30 pm',
      'Fri and Sat: 5 to 10.30 pm',
      'Sun: brunch 11 to 3, dinner 5 to 9',
    ]),
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

export const restaurant: SiteTemplate = {
  id: 'restaurant',
  version: 2,
  name: 'Restaurant',
  description:
    'A restaurant with a seasonal menu and prices, a table request form, opening hours and a journal.',
  categories: ['Food & drink'],
  features: ['forms', 'blog'],
  plan: 'pro',
  theme: {
    colors: {
      primary: '#8e3b24',
      secondary: '#2f4a45',
      accent: '#d9a441',
      text: '#1f1a17',
      muted: '#5e554e',
      background: '#fbf8f3',
      surface: '#f1e9dd',
    },
    headingFont: 'playfair-display',
    bodyFont: 'inter',
    baseSize: 17,
    headingScale: 1.3,
    radius: 4,
    buttonStyle: 'square',
  },
  site: {
    businessName: NAME,
    description: 'Wood-fired seafood restaurant on the Portland, Maine waterfront.',
    seoTitle: `${NAME}: wood-fired seafood in Portland, Maine`,
    seoDescription:
      'A forty-seat restaurant on Wharf Lane cooking Maine seafood and produce over wood. Dinner Wednesday to Sunday, brunch on Sundays. Request a table online.',
    contact: CONTACT,
    locale: 'en-US',
  },
  store: { currency: 'USD', taxRate: 0, taxInclusive: false },
  header: (links) => ({
    type: 'NAVBAR',
    name: 'Header',
    props: {
      brand: NAME,
      links: [
        { label: 'Menu', href: links.page('menu') },
        { label: 'Reservations', href: links.page('reservations') },
        { label: 'Journal', href: links.page('journal') },
      ],
      sticky: true,
    },
    styles: {
      backgroundColor: 'var(--t-background)',
      borderBottom: '1px solid rgba(31, 26, 23, 0.1)',
    },
  }),
  footer,
  pages: [
    {
      key: 'home',
      name: 'Home',
      slug: 'home',
      isHome: true,
      seoTitle: `${NAME}: wood-fired seafood in Portland, Maine`,
      seoDescription:
        'Seasonal seafood cooked over wood in a former net loft on Wharf Lane. See this week’s menu and request a table online.',
      sections: (links) => [
        hero(links),
        tonight(links),
        about(links),
        reviews(),
        callToBook(links),
      ],
    },
    {
      key: 'menu',
      name: 'Menu',
      slug: 'menu',
      seoTitle: `Menu and prices | ${NAME}`,
      seoDescription:
        'This week’s dinner menu at Saltgrass Kitchen: oysters, wood-grilled fish and lobster, Maine pork, desserts from the hearth and a short wine list.',
      sections: (links) => [
        pageTitle(
          'Dinner menu',
          'This week’s menu',
          'Written every Tuesday around what the boats and farms bring in.',
        ),
        menu(),
        callToBook(links),
      ],
    },
    {
      key: 'reservations',
      name: 'Reservations',
      slug: 'reservations',
      seoTitle: `Reservations and opening hours | ${NAME}`,
      seoDescription:
        'Request a table at Saltgrass Kitchen, 48 Wharf Lane, Portland. Opening hours, directions and private dining for up to fourteen.',
      sections: () => [
        pageTitle(
          'Visit',
          'Reservations and hours',
          'Dinner Wednesday to Sunday, brunch on Sundays. We confirm every request by e-mail.',
        ),
        anchored(tableForm(), 'table'),
        openingHours(),
      ],
    },
    {
      key: 'journal',
      name: 'Journal',
      slug: 'blog',
      seoTitle: `Journal | ${NAME}`,
      seoDescription:
        'News from the Saltgrass kitchen: new seasonal menus, our fishermen and farmers, and events in the dining room.',
      sections: () => [journal()],
    },
  ],
  products: [],
  services: [],
  staff: [],
  posts: [
    {
      title: 'The autumn menu is here',
      slug: 'the-autumn-menu-is-here',
      cover: 'restaurant/dessert',
      excerpt:
        'Squash from Sparrow Farm, the first scallops of the season and a pear tart we have been testing since August.',
      body: {
        type: 'doc',
        content: [
          p(
            'Every October the kitchen changes gear. The grill stays lit, but what goes on it gets heavier and sweeter: squash, apples, pork from Sparrow Farm and, from the first of November, Maine sea scallops.',
          ),
          h2('What is new'),
          p(
            'Roast delicata squash with farro, brown butter and sage takes over from the summer tomatoes. The pork chop now comes with an apple mostarda we make from windfalls. And the hake gets a new partner: charred leeks and salsa verde.',
          ),
          h2('What stays'),
          p(
            'The oysters, the flatbread and the blueberry tart stay on, because you would not forgive us otherwise. The blueberries are from our freezer now, picked in August in Washington County.',
          ),
          p(
            'The autumn menu starts on Wednesday. Request a table on the Reservations page, or come and sit at the bar.',
          ),
        ],
      },
    },
    {
      title: 'Meet the boat behind our hake',
      slug: 'meet-the-boat-behind-our-hake',
      cover: 'restaurant/fish',
      excerpt:
        'Captain Jen Dyer lands her catch at six in the morning. By noon it is in our kitchen. Here is how that works.',
      body: {
        type: 'doc',
        content: [
          p(
            'Most mornings our fish arrives before the coffee is ready. It comes from the Morning Star, a forty-foot day boat that fishes out of Portland harbour with Captain Jen Dyer and a crew of two.',
          ),
          h2('Day boats, not trawlers'),
          p(
            'A day boat goes out before dawn and comes back the same afternoon, so the fish on your plate was swimming yesterday. Jen fishes with hook and line, which means less bycatch and fish that are not bruised by a net.',
          ),
          h2('Cooking what comes in'),
          p(
            'We do not order a species; we take what Jen lands. That is why the menu says “fish from the morning boat” and why your server will tell you what it is tonight. Most weeks it is hake, haddock or pollock; once in a while, halibut.',
          ),
        ],
      },
    },
  ],
};
