import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heading, block } from './elements/heading.tsx';
import { headingOutline } from './outline.ts';
import type { BlockProps, RenderContext } from './types.ts';

const drawn = (after: number | null, levels: number[]) => levels.map(headingOutline(after));

describe('headingOutline', () => {
  it('draws a footer after the page from an h2 on, siblings kept siblings', () => {
    expect(drawn(1, [3, 4, 4, 3])).toEqual([2, 3, 3, 2]);
    expect(drawn(1, [2, 3])).toEqual([2, 3]);
  });

  it('ends the move at a heading that no longer needs it', () => {
    expect(drawn(1, [4, 2, 3])).toEqual([2, 2, 3]);
    expect(drawn(1, [4, 2, 4])).toEqual([2, 2, 3]);
  });

  it('leaves a header that comes first as it is, closing only the skips inside it', () => {
    expect(drawn(null, [3])).toEqual([3]);
    expect(drawn(null, [1, 3, 3, 4])).toEqual([1, 2, 2, 3]);
  });

  it('never draws a heading deeper than the owner made it', () => {
    expect(drawn(1, [1, 2, 1])).toEqual([1, 2, 1]);
    expect(drawn(3, [1, 4])).toEqual([1, 2]);
  });

  it('never skips a level, whatever the owner’s levels', () => {
    const levels = [4, 1, 4, 3, 1, 2, 4, 4, 2, 3, 1];
    for (const after of [null, 1, 2]) {
      const out = drawn(after, levels);
      out.forEach((level, i) => {
        const before = i === 0 ? after : out[i - 1]!;
        if (before !== null) expect(level).toBeLessThanOrEqual(before + 1);
        expect(level).toBeLessThanOrEqual(levels[i]!);
      });
    }
  });
});

describe('HEADING in a part with an outline', () => {
  const heading = (text: string, level: number, ctx: Partial<RenderContext>) =>
    renderToStaticMarkup(
      <Heading
        {...({ element: {}, ctx, props: { text, level } } as unknown as Omit<BlockProps, 'root'>)}
        root={{ className: 'e-1' }}
      />,
    );

  it('draws the outline level and keeps the look of the owner’s level', () => {
    const headingLevel = headingOutline(1);
    expect(heading('Visit', 3, { headingLevel })).toBe(
      '<h2 class="t-heading t-heading-3 e-1">Visit</h2>',
    );
    expect(heading('Hours', 4, { headingLevel })).toBe(
      '<h3 class="t-heading t-heading-4 e-1">Hours</h3>',
    );
  });

  it('draws the owner’s level where no outline is asked (a page, the builder)', () => {
    expect(heading('Visit', 3, {})).toBe('<h3 class="t-heading e-1">Visit</h3>');
  });

  it('sizes a heading drawn higher by the owner’s level: its rule comes later', () => {
    const css = block.css!.join('');
    expect(css.indexOf('.t-heading-3')).toBeGreaterThan(css.indexOf('where(h2'));
    expect(css).toMatch(/\.t-heading:where\(h3,\.t-heading-3\)\{font-size:var\(--t-h3/);
  });
});
