import type { SectionTemplate, SeedTree } from '../seed.ts';
import { SECTION_ANCHORS } from '../context.ts';
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

/** A labelled line of the website's contact details; none until the website has that detail. */
const detail = (label: string, value: string | null): SeedTree[] =>
  value
    ? [
        text(label, { fontWeight: '700', marginTop: '8px' }, label),
        muted(value, { marginTop: '-12px' }, `${label} details`),
      ]
    : [];

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
  anchor: SECTION_ANCHORS.contact,
  needs: ['address', 'phone', 'email'],
  build: ({ details }) =>
    section('Contact', [
      container([
        row(
          [
            column(
              'Details',
              [
                kicker('Contact'),
                heading('Get in touch', 2),
                lead(
                  'A question, a booking or an idea? Write to us and we reply within one working day.',
                  { fontSize: '17px' },
                ),
                ...detail('Visit', details.address),
                ...detail('Call', details.phone),
                ...detail('E-mail', details.email),
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
                      options: ['A question', 'A booking or an order', 'A quote', 'Something else'],
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
