import type { SectionTemplate, SeedTree } from '../seed.ts';
import { column, container, heading, row, section, text } from '../parts.ts';

const quiet = { opacity: '0.75' };

const group = (title: string, lines: string[]): SeedTree =>
  column(
    title,
    [
      text(
        title,
        { fontWeight: '700', fontSize: '14px', letterSpacing: '0.1em', textTransform: 'uppercase' },
        'Title',
      ),
      text(lines.join('\n'), { ...quiet, lineHeight: '1.9' }, 'Lines'),
    ],
    // As wide as its longest line (an e-mail address does not wrap); the name takes the rest.
    { gap: '12px', flexGrow: '0', flexBasis: 'auto', minWidth: '0' },
  );

export const footer: SectionTemplate = {
  id: 'footer',
  name: 'Footer',
  description: 'A dark closing band with your name, address, hours and contact details.',
  build: () =>
    section(
      'Footer',
      [
        container([
          row(
            [
              column(
                'Brand',
                [
                  heading('Hearth & Crumb', 3, { fontSize: 'var(--t-h4)' }),
                  text(
                    'A bakery and café on Mill Lane since 2014. Baked by hand, every morning.',
                    quiet,
                  ),
                ],
                { gap: '12px', maxWidth: '420px' },
                // A tablet gives the name its own line, with the three groups below it.
                { tablet: { flexBasis: '100%', maxWidth: 'none' }, mobile: { flexBasis: 'auto' } },
              ),
              group('Visit', ['14 Mill Lane', 'Bristol BS1 4DJ']),
              group('Open', [
                'Mon to Fri, 7 am to 6 pm',
                'Saturday, 8 am to 5 pm',
                'Sunday, 8 am to 2 pm',
              ]),
              group('Contact', ['0117 496 0321', 'hello@hearthandcrumb.co.uk']),
            ],
            { gap: '40px 56px', justifyContent: 'space-between' },
          ),
          {
            type: 'DIVIDER',
            styles: {
              borderTopColor: 'rgba(255, 255, 255, 0.16)',
              marginTop: '48px',
              marginBottom: '24px',
            },
          },
          column('Small print', [
            // The year is the one the page is drawn in (the TEXT block reads {year}).
            text('© {year} Hearth & Crumb Bakery. Made with flour, water, salt and time.', {
              fontSize: '14px',
              opacity: '0.6',
            }),
          ]),
        ]),
      ],
      {
        backgroundColor: 'var(--t-text)',
        color: 'var(--t-background)',
        paddingTop: '72px',
        paddingBottom: '40px',
      },
      {
        tablet: { paddingTop: '64px', paddingBottom: '40px' },
        mobile: { paddingTop: '56px', paddingBottom: '32px' },
      },
    ),
};
