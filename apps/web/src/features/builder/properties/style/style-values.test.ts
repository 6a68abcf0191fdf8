import { describe, expect, it } from 'vitest';
import { styleProblem } from '@tessera/core';
import { createElement } from '../../state/commands';
import { BOX_SHADOWS } from './style-definitions';
import {
  displayToShow,
  fromCssUrl,
  isLength,
  isOpacity,
  normalizeLength,
  toCssUrl,
} from './style-values';

describe('style values', () => {
  it('reads a bare number as pixels', () => {
    expect(normalizeLength('12')).toBe('12px');
    expect(normalizeLength(' 1.5 ')).toBe('1.5px');
    expect(normalizeLength('0')).toBe('0');
    expect(normalizeLength('2rem')).toBe('2rem');
    expect(isLength('calc(100% - 2rem)')).toBe(true);
    expect(isLength('12p')).toBe(false);
  });

  it('checks opacity', () => {
    expect(isOpacity('0.5')).toBe(true);
    expect(isOpacity('50%')).toBe(true);
    expect(isOpacity('2')).toBe(false);
  });

  it('writes background images only for http(s) and site paths', () => {
    expect(toCssUrl('https://x.com/a.png')).toBe('url("https://x.com/a.png")');
    expect(toCssUrl('/media/a.png')).toBe('url("/media/a.png")');
    expect(toCssUrl('//evil.com/a.png')).toBeNull();
    expect(toCssUrl('javascript:alert(1)')).toBeNull();
    expect(toCssUrl('https://x.com/a.png") , url("y')).toBeNull();
    expect(fromCssUrl('url("https://x.com/a.png")')).toBe('https://x.com/a.png');
    expect(fromCssUrl('linear-gradient(red, blue)')).toBeNull();
  });

  it('uses shadow presets the server accepts', () => {
    for (const shadow of Object.values(BOX_SHADOWS)) {
      expect(styleProblem('boxShadow', shadow)).toBeNull();
    }
  });

  it('shows a hidden element again with the right display', () => {
    const row = createElement('ROW', 'p');
    expect(displayToShow({ ...row, styles: { display: 'none' } }, 'desktop')).toBe('flex');
    const hiddenEverywhere = { ...row, styles: { display: 'none' } };
    expect(displayToShow(hiddenEverywhere, 'tablet')).toBe('flex');
    const hiddenOnTablet = { ...row, responsive: { tablet: { display: 'none' } } };
    expect(displayToShow(hiddenOnTablet, 'tablet')).toBe('');
    expect(displayToShow(hiddenOnTablet, 'mobile')).toBe('flex');
    const text = createElement('TEXT', 'p');
    expect(displayToShow({ ...text, styles: { display: 'none' } }, 'mobile')).toBe('block');
  });
});
