import { describe, expect, it } from 'vitest';
import {
  isAnchorName,
  isSafeLink,
  linkProblem,
  pageLink,
  pageLinkForPath,
  parseLink,
  resolveLink,
  type LinkPage,
} from './links.ts';

const HOME = '11111111-1111-4111-8111-111111111111';
const CONTACT = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

const pages: LinkPage[] = [
  { id: HOME, slug: 'home', isHome: true },
  { id: CONTACT, slug: 'contact', isHome: false },
];
/** How the published site addresses a page. */
const livePath = (page: LinkPage) => (page.isHome ? '/' : `/${page.slug}`);

describe('parseLink', () => {
  it('reads a page link, with or without a section anchor', () => {
    expect(parseLink(`page:${CONTACT}`)).toEqual({ kind: 'page', pageId: CONTACT });
    expect(parseLink(`page:${CONTACT}#opening-hours`)).toEqual({
      kind: 'page',
      pageId: CONTACT,
      anchor: 'opening-hours',
    });
    expect(parseLink(`  PAGE:${CONTACT.toUpperCase()}  `)).toEqual({
      kind: 'page',
      pageId: CONTACT,
    });
  });

  it('reads the addresses typed before page links existed', () => {
    expect(parseLink('https://example.com/a')).toEqual({
      kind: 'url',
      href: 'https://example.com/a',
    });
    expect(parseLink('mailto:hello%40bakery.com?subject=Cake')).toEqual({
      kind: 'email',
      href: 'mailto:hello%40bakery.com?subject=Cake',
      address: 'hello@bakery.com',
    });
    expect(parseLink('tel:+44 20 7946 0958')).toEqual({
      kind: 'phone',
      href: 'tel:+44 20 7946 0958',
      number: '+44 20 7946 0958',
    });
    expect(parseLink('#menu')).toEqual({ kind: 'anchor', href: '#menu', anchor: 'menu' });
    expect(parseLink('/contact')).toEqual({ kind: 'path', href: '/contact' });
    expect(parseLink('?page=2')).toEqual({ kind: 'path', href: '?page=2' });
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    '//evil.com',
    'page:',
    'page:contact',
    `page:${CONTACT}#`,
    `page:${CONTACT}#Opening Hours`,
    `page:${CONTACT}#"><script>`,
    `page:${CONTACT}/x`,
    `page://${CONTACT}`,
  ])('refuses %j', (value) => {
    expect(parseLink(value)).toBeNull();
  });
});

describe('link validation', () => {
  it('accepts page links beside every address accepted before', () => {
    for (const value of [
      '',
      `page:${CONTACT}`,
      `page:${CONTACT}#opening-hours`,
      '/contact',
      '#top',
      'https://x.com',
      'mailto:a@b.co',
      'tel:+1 555 0100',
    ]) {
      expect(isSafeLink(value), value).toBe(true);
    }
  });

  it('says why a link is refused', () => {
    expect(linkProblem('javascript:alert(1)')).toBe(
      'must be a web address (https://...), mailto:, tel: or a path on this site',
    );
    expect(linkProblem('page:contact')).toBe(
      'must name a page of this site, and a section anchor after #',
    );
    expect(linkProblem('/contact')).toBeNull();
  });

  it('takes short slugs as section anchors', () => {
    expect(isAnchorName('opening-hours')).toBe(true);
    expect(isAnchorName('menu2')).toBe(true);
    for (const bad of ['', 'Opening', 'opening hours', '-menu', 'menu-', 'a--b', '2024', 'ä']) {
      expect(isAnchorName(bad), bad).toBe(false);
    }
    expect(isAnchorName('a'.repeat(60))).toBe(true);
    expect(isAnchorName('a'.repeat(61))).toBe(false);
  });
});

describe('resolveLink', () => {
  it('gives a page link the page’s address where it is drawn', () => {
    expect(resolveLink(`page:${CONTACT}`, pages, livePath)).toBe('/contact');
    expect(resolveLink(`page:${HOME}`, pages, livePath)).toBe('/');
    const preview = (page: LinkPage) => `/preview/site/frame?page=${page.id}`;
    expect(resolveLink(`page:${CONTACT}`, pages, preview)).toBe(
      `/preview/site/frame?page=${CONTACT}`,
    );
  });

  it('follows the page after its slug changes (link resolution after slug changes)', () => {
    const link = pageLink(CONTACT);
    expect(resolveLink(link, pages, livePath)).toBe('/contact');
    const renamed = pages.map((p) => (p.id === CONTACT ? { ...p, slug: 'get-in-touch' } : p));
    expect(resolveLink(link, renamed, livePath)).toBe('/get-in-touch');
    // A path typed by hand stays what it was typed as.
    expect(resolveLink('/contact', renamed, livePath)).toBe('/contact');
  });

  it('adds the section anchor to the page’s address', () => {
    expect(resolveLink(pageLink(CONTACT, 'opening-hours'), pages, livePath)).toBe(
      '/contact#opening-hours',
    );
    expect(resolveLink(pageLink(HOME, 'menu'), pages, livePath)).toBe('/#menu');
  });

  it('resolves a link to a missing page to nothing, never to an address', () => {
    expect(resolveLink(`page:${GONE}`, pages, livePath)).toBeNull();
    expect(resolveLink(`page:${GONE}#form`, pages, livePath)).toBeNull();
    expect(resolveLink(`page:${CONTACT}`, [], livePath)).toBeNull();
  });

  it('keeps old free-text links as they are, trimmed', () => {
    for (const value of ['/contact', '/menu#cakes', '#top', 'https://x.com', 'mailto:a@b.co']) {
      expect(resolveLink(value, pages, livePath)).toBe(value);
    }
    expect(resolveLink('  /about  ', pages, livePath)).toBe('/about');
  });

  it('resolves empty and refused links to nothing', () => {
    expect(resolveLink('', pages, livePath)).toBeNull();
    expect(resolveLink('javascript:alert(1)', pages, livePath)).toBeNull();
  });
});

describe('pageLinkForPath', () => {
  it('finds the page a typed path stands for', () => {
    expect(pageLinkForPath('/contact', pages)).toBe(`page:${CONTACT}`);
    expect(pageLinkForPath('/contact/', pages)).toBe(`page:${CONTACT}`);
    expect(pageLinkForPath('/contact#opening-hours', pages)).toBe(`page:${CONTACT}#opening-hours`);
    expect(pageLinkForPath('/', pages)).toBe(`page:${HOME}`);
    expect(pageLinkForPath('/home', pages)).toBe(`page:${HOME}`);
  });

  it('offers nothing for paths that are no page, or are not paths', () => {
    for (const value of [
      '/menu',
      '/contact?x=1',
      '/contact#Opening Hours',
      '/blog/post',
      '#top',
      'https://x.com/contact',
      `page:${CONTACT}`,
      '',
    ]) {
      expect(pageLinkForPath(value, pages), value).toBeNull();
    }
  });
});
