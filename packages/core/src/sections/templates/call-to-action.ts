import type { SectionTemplate } from '../seed.ts';
import { button, buttonGroup, column, container, heading, section, text } from '../parts.ts';

export const callToAction: SectionTemplate = {
  id: 'call-to-action',
  name: 'Call to action',
  description: 'A bold band in your main colour that asks visitors to take the next step.',
  build: () =>
    section(
      'Call to action',
      [
        container([
          column(
            'Message',
            [
              heading('Planning a birthday, a wedding or an office party?', 2),
              text(
                'Tell us the date and how many guests you expect. We will suggest flavours and send you a quote within one working day.',
                { fontSize: '19px', opacity: '0.9' },
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
          buttonGroup([button('Order a celebration cake', '/contact', 'secondary')], {
            justifyContent: 'center',
            marginTop: '32px',
          }),
        ]),
      ],
      {
        backgroundColor: 'var(--t-primary)',
        color: 'var(--t-on-primary)',
        paddingTop: '88px',
        paddingBottom: '88px',
      },
    ),
};
