import type { SectionTemplate } from '../seed.ts';
import { SECTION_ANCHORS, toSection } from '../context.ts';
import { button, buttonGroup, column, container, heading, section, text } from '../parts.ts';

export const callToAction: SectionTemplate = {
  id: 'call-to-action',
  name: 'Call to action',
  description: 'A bold band in your main colour that asks visitors to take the next step.',
  build: (ctx) =>
    section(
      'Call to action',
      [
        container([
          column(
            'Message',
            [
              heading('Ready when you are', 2),
              text(
                'Tell us what you have in mind, and we will get back to you within one working day with what we can do and what it costs.',
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
          buttonGroup(
            [button('Get in touch', toSection(ctx, SECTION_ANCHORS.contact), 'secondary')],
            {
              justifyContent: 'center',
              marginTop: '32px',
            },
          ),
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
