import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MarketingFooter } from './marketing-footer';

describe('the marketing footer', () => {
  it('shows the current year, marked so the server writes the year of each request', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MarketingFooter />
      </MemoryRouter>,
    );
    expect(html).toContain(
      `© <span data-current-year="">${new Date().getFullYear()}</span> Tessera. All rights reserved.`,
    );
  });
});
