import type { SectionTemplate, SeedTree } from '../seed.ts';
import {
  card,
  column,
  container,
  heading,
  kicker,
  lead,
  muted,
  row,
  section,
  text,
} from '../parts.ts';

const detail = (label: string, value: string): SeedTree[] => [
  text(label, { fontWeight: '700', marginTop: '8px' }, label),
  muted(value, { marginTop: '-12px' }, `${label} details`),
];

const field = (
  type: 'INPUT' | 'TEXTAREA' | 'SELECT',
  props: Record<string, unknown>,
): SeedTree => ({
  type,
  props,
});

export const contactWithForm: SectionTemplate = {
  id: 'contact',
  name: 'Contact with form',
  description: 'Your address, phone and e-mail beside a form that sends messages to your inbox.',
  build: () =>
    section('Contact', [
      container([
        row(
          [
            column(
              'Details',
              [
                kicker('Contact'),
                heading('Talk to the bakers', 2),
                lead(
                  'Questions about an order, allergies or a cake for a special day? Write to us and we reply within one working day.',
                  { fontSize: '17px' },
                ),
                ...detail('Visit', '14 Mill Lane, Bristol BS1 4DJ'),
                ...detail('Call', '0117 496 0321'),
                ...detail('E-mail', 'hello@hearthandcrumb.co.uk'),
              ],
              { gap: '16px' },
            ),
            card(
              'Form card',
              [
                {
                  type: 'FORM',
                  props: {
                    formName: 'Contact form',
                    submitLabel: 'Send message',
                    successMessage:
                      'Thank you! Your message is with us, and we will reply within one working day.',
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
                        'A cake order',
                        'Catering for an event',
                        'Bread subscriptions',
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
};
