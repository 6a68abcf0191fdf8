import type { SectionTemplate, SeedTree } from '../seed.ts';
import { cardTitle, column, container, image, intro, muted, row, section, text } from '../parts.ts';

const person = (name: string, role: string, bio: string): SeedTree =>
  column(
    name,
    [
      image(`Portrait of ${name}`, { aspectRatio: '1 / 1', marginBottom: '8px' }),
      cardTitle(name),
      text(role, { color: 'var(--t-primary)', fontWeight: '600', marginTop: '-8px' }, 'Role'),
      muted(bio, { fontSize: '15px' }, 'About'),
    ],
    { gap: '12px' },
    // Two people side by side on a phone, so four portraits do not fill four screens.
    { mobile: { minWidth: '0', flexBasis: 'calc(50% - 8px)', flexGrow: '0' } },
  );

export const team: SectionTemplate = {
  id: 'team',
  name: 'Team',
  description: 'The people behind your business, each with a photo, a role and a line about them.',
  build: () =>
    section('Team', [
      container([
        intro({
          kicker: 'The team',
          title: 'The people behind the counter',
          text: 'Four bakers and baristas who know most customers by name, and their usual order by heart.',
        }),
        row(
          [
            person(
              'Rosa Marini',
              'Head baker and founder',
              'Has fed the same sourdough starter every day since 2012.',
            ),
            person(
              'Tom Ellis',
              'Pastry chef',
              'Trained in Lyon; in charge of croissants, tarts and every wedding cake.',
            ),
            person(
              'Aisha Bello',
              'Café manager',
              'Runs the counter, the coffee and the Saturday queue with a smile.',
            ),
            person(
              'Sam Carter',
              'Baker',
              'Starts the ovens at four and shapes most of the morning loaves.',
            ),
          ],
          {},
          { mobile: { flexDirection: 'row', rowGap: '32px', columnGap: '16px' } },
        ),
      ]),
    ]),
};
