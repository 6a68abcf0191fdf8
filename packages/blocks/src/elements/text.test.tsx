import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockProps } from '../types.ts';
import { Text, withCurrentYear } from './text.tsx';

const props = (text: string) =>
  ({ element: {}, ctx: {}, props: { text } }) as unknown as Omit<BlockProps, 'root'>;

describe('a text block', () => {
  it('reads {year} as the current year, so a footer never shows a past one', () => {
    expect(withCurrentYear('© {year} Corner Bakery', new Date('2031-06-01T12:00:00Z'))).toBe(
      '© 2031 Corner Bakery',
    );
    const html = renderToStaticMarkup(
      <Text {...props('© {year} Corner Bakery')} root={{ className: '' }} />,
    );
    expect(html).toContain(`© ${new Date().getFullYear()} Corner Bakery`);
    expect(html).not.toContain('{year}');
  });

  it('shows {year} as typed while the owner edits the text in place', () => {
    const html = renderToStaticMarkup(
      <Text
        {...props('© {year} Corner Bakery')}
        root={{ className: '', contentEditable: 'plaintext-only' as unknown as boolean }}
      />,
    );
    expect(html).toContain('© {year} Corner Bakery');
  });

  it('leaves a text without it as typed', () => {
    expect(withCurrentYear('Since 2014, on Mill Lane')).toBe('Since 2014, on Mill Lane');
  });
});
