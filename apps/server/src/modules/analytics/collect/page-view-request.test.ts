import { describe, expect, it } from 'vitest';
import { countsAsPageView, userAgentOf } from './page-view-request.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

describe('countsAsPageView', () => {
  it('counts a GET by a browser', () => {
    expect(countsAsPageView('GET', { 'user-agent': CHROME })).toBe(true);
  });

  it('does not count HEAD or other methods', () => {
    expect(countsAsPageView('HEAD', { 'user-agent': CHROME })).toBe(false);
    expect(countsAsPageView('POST', { 'user-agent': CHROME })).toBe(false);
  });

  it('does not count requests without a user agent', () => {
    expect(countsAsPageView('GET', {})).toBe(false);
    expect(countsAsPageView('GET', { 'user-agent': '   ' })).toBe(false);
  });

  it('does not count bots and scripts', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ]) {
      expect(countsAsPageView('GET', { 'user-agent': userAgent }), userAgent).toBe(false);
    }
  });

  // isbot classes headless Chromium as a bot, so a browser test sees no views unless it sets
  // an ordinary user agent.
  it('does not count headless Chromium', () => {
    expect(countsAsPageView('GET', { 'user-agent': HEADLESS_CHROME })).toBe(false);
  });

  it('does not count prefetches, prerenders and link previews', () => {
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-purpose': 'preview' },
      { 'x-moz': 'prefetch' },
    ]) {
      expect(
        countsAsPageView('GET', { 'user-agent': CHROME, ...headers }),
        JSON.stringify(headers),
      ).toBe(false);
    }
  });
});

describe('userAgentOf', () => {
  it('reads the trimmed user agent, or an empty string', () => {
    expect(userAgentOf({ 'user-agent': ` ${CHROME} ` })).toBe(CHROME);
    expect(userAgentOf({})).toBe('');
  });
});
