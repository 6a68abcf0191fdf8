import { describe, expect, it } from 'vitest';
import { clientOf } from './user-agent.ts';

describe('clientOf', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'mobile', browser: 'Safari', os: 'iOS' },
    ],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
      { device: 'mobile', browser: 'Chrome', os: 'Android' },
    ],
    [
      'iPad Safari',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'tablet', browser: 'Safari', os: 'iOS' },
    ],
    [
      'Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'tablet', browser: 'Chrome', os: 'Android' },
    ],
    [
      'Windows Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      { device: 'desktop', browser: 'Edge', os: 'Windows' },
    ],
    [
      'macOS Firefox',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      { device: 'desktop', browser: 'Firefox', os: 'macOS' },
    ],
    [
      'Chromebook',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'desktop', browser: 'Chrome', os: 'Chrome OS' },
    ],
    [
      'Linux Firefox',
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { device: 'desktop', browser: 'Firefox', os: 'Linux' },
    ],
    [
      'Android watch',
      'Mozilla/5.0 (Linux; Android 11; SM-R890 Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/97.0.4692.98 Mobile Safari/537.36',
      { device: 'mobile', browser: 'Chrome WebView', os: 'Android' },
    ],
    ['something unknown', 'hello', { device: 'desktop', browser: 'Unknown', os: 'Unknown' }],
  ])('names %s', (_name, userAgent, expected) => {
    expect(clientOf(userAgent)).toEqual(expected);
  });

  it('answers the same for a repeated user agent, also after many others', () => {
    const userAgent =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
    const first = clientOf(userAgent);
    for (let i = 0; i < 2_500; i++)
      clientOf(`Mozilla/5.0 (X11; Linux x86_64; rv:${i}.0) Firefox/${i}.0`);
    expect(clientOf(userAgent)).toEqual(first);
  });

  it('reads an overlong user agent too', () => {
    const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/127.0 ${'x'.repeat(2_000)}`;
    expect(clientOf(userAgent)).toEqual(clientOf(userAgent));
    expect(clientOf(userAgent).os).toBe('Windows');
  });
});
