import { describe, expect, it } from 'vitest';
import { trafficOrigin, type TrafficOrigin } from './traffic-source.ts';

const OWN_HOST = 'bakery.example.com';

function originOf(referrer: string | undefined, query = '', ownHost = OWN_HOST) {
  return trafficOrigin({ referrer, ownHost, query });
}

function sourceOf(referrer: string | undefined, query = '', ownHost = OWN_HOST) {
  const origin = originOf(referrer, query, ownHost);
  return origin === 'spam' ? 'spam' : origin.source;
}

describe('trafficOrigin without a referrer', () => {
  it('is direct, with nothing else known', () => {
    expect(originOf(undefined)).toEqual<TrafficOrigin>({
      source: 'direct',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(sourceOf('')).toBe('direct');
  });

  it('treats a malformed or non-web referrer as none', () => {
    for (const referrer of ['not a url', 'http://', 'about:blank', 'file:///home/me/page.html']) {
      expect(originOf(referrer), referrer).toMatchObject({ source: 'direct', referrerHost: null });
    }
  });
});

describe('trafficOrigin from the site itself', () => {
  it('is internal navigation: no referrer host, direct', () => {
    for (const referrer of [
      'https://bakery.example.com/menu',
      'http://bakery.example.com:8080/',
      'https://www.bakery.example.com/about',
      'https://BAKERY.example.com/',
    ]) {
      expect(originOf(referrer), referrer).toMatchObject({ source: 'direct', referrerHost: null });
    }
  });

  it('ignores a port and a www. prefix on the own host too', () => {
    expect(originOf('http://localhost:5173/', '', 'localhost:5173')).toMatchObject({
      source: 'direct',
      referrerHost: null,
    });
    expect(originOf('https://bakery.example.com/', '', 'www.bakery.example.com:443')).toMatchObject(
      { source: 'direct', referrerHost: null },
    );
  });

  it('does not take a subdomain or a look-alike of the own host for it', () => {
    expect(originOf('https://shop.bakery.example.com/')).toMatchObject({
      source: 'referral',
      referrerHost: 'shop.bakery.example.com',
    });
    expect(originOf('https://bakery.example.com.evil.test/')).toMatchObject({
      source: 'referral',
    });
  });

  it('still honours UTM tags on internal navigation', () => {
    expect(originOf('https://bakery.example.com/', 'utm_medium=email')).toMatchObject({
      source: 'email',
      referrerHost: null,
      utmMedium: 'email',
    });
  });
});

describe('trafficOrigin from search engines', () => {
  it.each([
    ['https://www.google.com/', 'google.com'],
    ['https://www.google.co.uk/', 'google.co.uk'],
    ['https://google.de/search?q=bread', 'google.de'],
    ['https://www.google.com.au/', 'google.com.au'],
    ['https://www.bing.com/search?q=bread', 'bing.com'],
    ['https://duckduckgo.com/', 'duckduckgo.com'],
    ['https://search.yahoo.com/', 'search.yahoo.com'],
    ['https://www.baidu.com/', 'baidu.com'],
    ['https://yandex.ru/', 'yandex.ru'],
    ['https://yandex.com.tr/', 'yandex.com.tr'],
    ['https://www.ecosia.org/', 'ecosia.org'],
    ['https://www.startpage.com/', 'startpage.com'],
    ['https://search.brave.com/', 'search.brave.com'],
    ['https://www.qwant.com/', 'qwant.com'],
    ['https://search.naver.com/', 'search.naver.com'],
    ['https://search.seznam.cz/', 'search.seznam.cz'],
    ['https://kagi.com/search', 'kagi.com'],
  ])('%s is search', (referrer, host) => {
    expect(originOf(referrer)).toMatchObject({ source: 'search', referrerHost: host });
  });

  it('does not take sites that merely contain a search engine name for one', () => {
    expect(sourceOf('https://google.example.com/')).toBe('referral');
    expect(sourceOf('https://notgoogle.com/')).toBe('referral');
    expect(sourceOf('https://mybing.com/')).toBe('referral');
  });
});

describe('trafficOrigin from social networks', () => {
  it.each([
    'https://www.facebook.com/',
    'https://m.facebook.com/',
    'https://l.facebook.com/l.php?u=x',
    'https://lm.facebook.com/',
    'https://www.instagram.com/',
    'https://l.instagram.com/',
    'https://t.co/abc',
    'https://twitter.com/',
    'https://x.com/someone',
    'https://www.linkedin.com/feed/',
    'https://lnkd.in/abc',
    'https://www.pinterest.com/',
    'https://pinterest.co.uk/',
    'https://www.reddit.com/r/baking',
    'https://old.reddit.com/',
    'https://www.youtube.com/',
    'https://www.tiktok.com/',
    'https://www.threads.net/',
    'https://bsky.app/',
    'https://mastodon.social/@someone',
    'https://wa.me/123',
    'https://web.whatsapp.com/',
    'https://www.snapchat.com/',
    'https://vk.com/',
    'https://www.tumblr.com/',
  ])('%s is social', (referrer) => {
    expect(sourceOf(referrer)).toBe('social');
  });

  it('names the host without www. but keeps other subdomains', () => {
    expect(originOf('https://www.facebook.com/')).toMatchObject({ referrerHost: 'facebook.com' });
    expect(originOf('https://l.facebook.com/')).toMatchObject({ referrerHost: 'l.facebook.com' });
  });

  it('does not take t.co look-alikes for it', () => {
    expect(sourceOf('https://someone.co/')).toBe('referral');
    expect(sourceOf('https://at.co/')).toBe('referral');
  });
});

describe('trafficOrigin from webmail', () => {
  it.each([
    'https://mail.google.com/mail/u/0/',
    'https://outlook.live.com/mail/',
    'https://outlook.office.com/',
    'https://outlook.office365.com/',
    'https://mail.yahoo.com/',
    'https://mail.proton.me/',
    'https://mail.aol.com/',
    'https://webmail.example.org/',
    'https://mail.example-company.de/',
  ])('%s is email', (referrer) => {
    expect(sourceOf(referrer)).toBe('email');
  });
});

describe('trafficOrigin from other sites', () => {
  it('is a referral from that host', () => {
    expect(originOf('https://www.food-blog.example/best-bakeries?x=1')).toMatchObject({
      source: 'referral',
      referrerHost: 'food-blog.example',
    });
  });
});

describe('trafficOrigin from Android apps', () => {
  it.each([
    ['android-app://com.google.android.gm', 'email'],
    ['android-app://com.google.android.gm/', 'email'],
    ['android-app://com.google.android.googlequicksearchbox/https/www.google.com', 'search'],
    ['android-app://com.twitter.android', 'social'],
    ['android-app://com.facebook.katana', 'social'],
    ['android-app://org.example.reader', 'referral'],
  ])('%s is %s', (referrer, source) => {
    expect(originOf(referrer)).toMatchObject({
      source,
      referrerHost: new URL(referrer).hostname,
    });
  });
});

describe('trafficOrigin with UTM tags', () => {
  it('reads source, medium and campaign', () => {
    expect(
      originOf(undefined, 'utm_source=spring-letter&utm_medium=email&utm_campaign=Easter%20Sale'),
    ).toEqual<TrafficOrigin>({
      source: 'email',
      referrerHost: null,
      utmSource: 'spring-letter',
      utmMedium: 'email',
      utmCampaign: 'Easter Sale',
    });
  });

  it.each([
    ['email', 'email'],
    ['E-Mail', 'email'],
    ['newsletter', 'email'],
    ['mail', 'email'],
    ['social', 'social'],
    ['social-media', 'social'],
    ['sm', 'social'],
    ['social_network', 'social'],
    ['paid-social', 'social'],
    ['paidsocial', 'social'],
    ['organic', 'search'],
    ['cpc', 'search'],
    ['PPC', 'search'],
    ['paidsearch', 'search'],
    ['search', 'search'],
  ])('utm_medium=%s is %s', (medium, source) => {
    expect(sourceOf(undefined, `utm_medium=${medium}`)).toBe(source);
  });

  it('lets a known medium win over the referrer', () => {
    expect(originOf('https://www.google.com/', 'utm_medium=email')).toMatchObject({
      source: 'email',
      referrerHost: 'google.com',
    });
    expect(sourceOf('https://mail.google.com/', 'utm_medium=social')).toBe('social');
  });

  it.each([
    ['google', 'search'],
    ['Bing', 'search'],
    ['facebook', 'social'],
    ['instagram', 'social'],
    ['l.facebook.com', 'social'],
    ['newsletter', 'email'],
    ['some-partner', 'referral'],
  ])('utm_source=%s without a known medium is %s', (utmSource, source) => {
    expect(sourceOf(undefined, `utm_source=${utmSource}`)).toBe(source);
    expect(sourceOf(undefined, `utm_source=${utmSource}&utm_medium=banner`)).toBe(source);
  });

  it('lets a known utm_source win over the referrer, but not an unknown one', () => {
    expect(sourceOf('https://www.food-blog.example/', 'utm_source=facebook')).toBe('social');
    expect(sourceOf('https://www.google.com/', 'utm_source=some-partner')).toBe('search');
  });

  it('counts an unknown medium alone as a referral', () => {
    expect(sourceOf(undefined, 'utm_medium=banner')).toBe('referral');
  });

  it('keeps a campaign alone direct', () => {
    expect(originOf(undefined, 'utm_campaign=spring')).toMatchObject({
      source: 'direct',
      utmCampaign: 'spring',
    });
  });

  it('trims values, limits them to 100 characters and drops empty ones', () => {
    const long = 'x'.repeat(150);
    expect(
      originOf(undefined, `utm_source=%20%20partner%20&utm_medium=&utm_campaign=${long}`),
    ).toMatchObject({ utmSource: 'partner', utmMedium: null, utmCampaign: 'x'.repeat(100) });
    expect(originOf(undefined, 'utm_source=%20%20&utm_medium=+')).toMatchObject({
      source: 'direct',
      utmSource: null,
      utmMedium: null,
    });
  });

  it('takes the first of repeated tags and survives malformed escapes', () => {
    expect(originOf(undefined, 'utm_source=a&utm_source=b')).toMatchObject({ utmSource: 'a' });
    expect(originOf(undefined, 'utm_source=%E0%A4%A&utm_campaign=%ZZ')).toMatchObject({
      source: 'referral',
    });
  });
});

describe('trafficOrigin with referrer spam', () => {
  it.each([
    'http://semalt.com/',
    'https://semalt.semalt.com/crawler.php?u=x',
    'http://darodar.com/',
    'http://forum.darodar.com/',
    'http://buttons-for-website.com',
    'http://best-seo-offer.com/',
    'http://www.ilovevitaly.com/',
    'http://priceg.com/',
    'http://hulfingtonpost.com/',
    'http://7makemoneyonline.com/',
    'http://get-free-traffic-now.com/',
    'http://free-social-buttons.com/',
    'http://trafficmonetize.com/',
    'http://econom.co/',
    'http://o-o-6-o-o.com/',
    'http://4webmasters.org/',
    'http://simple-share-buttons.com/',
    'http://social-buttons.com/',
    'http://floating-share-buttons.com/',
  ])('%s is spam', (referrer) => {
    expect(originOf(referrer)).toBe('spam');
  });

  it('does not flag look-alikes of spam domains', () => {
    expect(sourceOf('https://notsemalt.com/')).toBe('referral');
    expect(sourceOf('https://semalt.com.example/')).toBe('referral');
  });
});
