import { describe, expect, it } from 'vitest';
import { isSafeMediaUrl, isSafeUrl } from './urls.ts';

describe('isSafeUrl', () => {
  it.each([
    '',
    '   ',
    '/',
    '/about',
    '/blog/my-post?ref=home#top',
    '#top',
    '?page=2',
    'https://x.com',
    'HTTPS://X.COM/A',
    'http://example.com/a?b=c&d=e',
    'mailto:a@b.co',
    'mailto:a@b.co?subject=Hi',
    'MAILTO:a@b.co',
    'tel:+1 555 0100',
    'tel:+44 (20) 7946-0958',
    '  https://x.com  ',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://x.com',
    '//evil.com',
    '//evil.com/path',
    // Browsers read a backslash as a slash, so these leave the site like //evil.com does.
    '/\\evil.com',
    '/\\/evil.com',
    'https://',
    'https://x.com/a b',
    'https://x.com/"onmouseover="alert(1)',
    'https://x.com/<script>',
    '/about us',
    '/a"b',
    '/<script>',
    'mailto:',
    'tel:',
    'tel:call-me',
    'about',
    'x.com',
    'www.example.com',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('isSafeMediaUrl', () => {
  it.each([
    '',
    '/media/a.png',
    '/',
    'https://cdn.example.com/a.png',
    'http://example.com/v.mp4',
    'https://www.youtube.com/watch?v=abc',
    ' /media/a.png ',
  ])('accepts %j', (url) => {
    expect(isSafeMediaUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://x.com/1',
    'mailto:a@b.co',
    'tel:+1 555 0100',
    '#top',
    '?x=1',
    '//evil.com/a.png',
    // Browsers read a backslash as a slash, so this loads from evil.com like //evil.com would.
    '/\\evil.com/a.png',
    'https://x.com/a b.png',
    '/a"b.png',
    'a.png',
    'ftp://x.com/a.png',
  ])('refuses %j', (url) => {
    expect(isSafeMediaUrl(url)).toBe(false);
  });
});
