import type { SectionTemplate } from '../seed.ts';
import {
  button,
  buttonGroup,
  column,
  container,
  heading,
  kicker,
  lead,
  section,
} from '../parts.ts';

export const hero: SectionTemplate = {
  id: 'hero',
  name: 'Hero',
  description: 'A big centred headline with a short introduction and two buttons.',
  build: () =>
    section(
      'Hero',
      [
        container([
          column(
            'Headline',
            [
              kicker('Bakery and café on Mill Lane'),
              heading('Bread baked before sunrise, coffee poured all day', 1),
              lead(
                'Sourdough, croissants and seasonal cakes made by hand every morning, served warm with coffee from a roaster two streets away.',
                { fontSize: '20px', maxWidth: '720px' },
              ),
            ],
            {
              alignItems: 'center',
              textAlign: 'center',
              gap: '20px',
              maxWidth: '880px',
              marginLeft: 'auto',
              marginRight: 'auto',
            },
          ),
          buttonGroup(
            [button('See what is baking today', '/menu'), button('Find us', '/contact', 'outline')],
            { justifyContent: 'center', marginTop: '36px' },
          ),
        ]),
      ],
      { paddingTop: '128px', paddingBottom: '128px', backgroundColor: 'var(--t-surface)' },
      {
        tablet: { paddingTop: '96px', paddingBottom: '96px' },
        mobile: { paddingTop: '72px', paddingBottom: '72px' },
      },
    ),
};
