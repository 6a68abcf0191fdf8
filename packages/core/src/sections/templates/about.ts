import type { SectionTemplate } from '../seed.ts';
import { SECTION_ANCHORS, siteName } from '../context.ts';
import { column, container, heading, image, kicker, muted, row, section, text } from '../parts.ts';

export const aboutWithImage: SectionTemplate = {
  id: 'about',
  name: 'About with image',
  description: 'Your story in a few paragraphs beside a photo.',
  anchor: SECTION_ANCHORS.about,
  build: (ctx) =>
    section('About', [
      container([
        row(
          [
            column('Photo', [image('A photo of you at work', { aspectRatio: '1 / 1' })]),
            column(
              'Story',
              [
                kicker('Our story'),
                heading(`How ${siteName(ctx)} began`, 2),
                text(
                  'Tell the story of how you started: what you set out to do, who you do it for, and what has changed since the first day. Visitors like to know the people behind a business.',
                ),
                text(
                  'Then say what you care about today: how you work, what you will not compromise on, and what a customer can expect when they come to you.',
                ),
                muted(`The ${siteName(ctx)} team`, { fontStyle: 'italic' }, 'Signature'),
              ],
              { gap: '20px' },
            ),
          ],
          { alignItems: 'center', gap: '72px' },
          { tablet: { gap: '40px' }, mobile: { gap: '40px' } },
        ),
      ]),
    ]),
};
