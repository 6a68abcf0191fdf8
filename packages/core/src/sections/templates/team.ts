import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
import { cardTitle, column, container, image, intro, muted, row, section, text } from '../parts.ts';

const person = (name: string, role: string, bio: string): SeedTree =>
  column(
    name,
    [
      image('A portrait photo', { aspectRatio: '1 / 1', marginBottom: '8px' }),
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
  anchor: SECTION_ANCHORS.team,
  build: () =>
    section('Team', [
      container([
        intro({
          kicker: 'The team',
          title: 'The people you will meet',
          text: 'Introduce the people behind your business: a photo, a role and a line about each of them.',
        }),
        row(
          [
            person('Your name', 'Founder', 'A line about what you do and why you started.'),
            person('A colleague', 'Their role', 'A line about what they look after.'),
            person('A colleague', 'Their role', 'A line about what they are known for.'),
            person('A colleague', 'Their role', 'A line about what customers ask them for.'),
          ],
          {},
          { mobile: { flexDirection: 'row', rowGap: '32px', columnGap: '16px' } },
        ),
      ]),
    ]),
};
