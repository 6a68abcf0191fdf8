import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MarketingFooter } from './marketing-footer';

describe('the marketing footer', () => {
  it('shows the current year, never a fixed one', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MarketingFooter />
      </MemoryRouter>,
    );
    expect(html).toContain(`© ${new Date().getFullYear()} Tessera. All rights reserved.`);
  });
});
