import type { SectionTemplate, SeedTree } from '../seed.ts';
import { siteName } from '../context.ts';
import { column, container, heading, row, section, text } from '../parts.ts';

const quiet = { opacity: '0.75' };

/** A titled group of lines; none when the website has not given any of them yet. */
const group = (title: string, given: (string | null)[]): SeedTree[] => {
  const lines = given.filter((line): line is string => Boolean(line));
  return lines.length > 0 ? [groupOf(title, lines)] : [];
};

export const groupOf = (title: string, lines: string[]): SeedTree =>
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

/** A dark closing band: the name and a line about the business, titled groups of lines, © year. */
export function footerBand(name: string, line: string, groups: SeedTree[]): SeedTree {
  return section(
    'Footer',
    [
      container([
        row(
          [
            column(
              'Brand',
              [heading(name, 3, { fontSize: 'var(--t-h4)' }), text(line, quiet)],
              { gap: '12px', maxWidth: '420px' },
              // A tablet gives the name its own line, with the three groups below it.
              { tablet: { flexBasis: '100%', maxWidth: 'none' }, mobile: { flexBasis: 'auto' } },
            ),
            ...groups,
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
          text(`© {year} ${name}`, {
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
  );
}

export const footer: SectionTemplate = {
  id: 'footer',
  name: 'Footer',
  description: 'A dark closing band with your name, address, hours and contact details.',
  needs: ['address', 'phone', 'email'],
  build: (ctx) =>
    footerBand(siteName(ctx), 'A line about what you do and who you do it for.', [
      ...group('Visit', [ctx.details.address]),
      groupOf('Open', ['Mon to Fri, 9 am to 5 pm', 'Saturday, 10 am to 4 pm']),
      ...group('Contact', [ctx.details.phone, ctx.details.email]),
    ]),
};
