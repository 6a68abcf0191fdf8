import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation/fields.ts';
import {
  isSafeColor,
  MAX_STYLE_VALUE_LENGTH,
  responsiveSchema,
  STYLE_PROPERTIES,
  styleProblem,
  stylesSchema,
} from './styles.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

const NOT_ALLOWED = (property: string) =>
  `The style "${property}" contains characters or code that are not allowed`;

describe('styleProblem', () => {
  it.each([
    ['color', '#0f172a'],
    ['backgroundColor', 'rgba(15, 23, 42, 0.5)'],
    ['fontSize', '36px'],
    ['fontFamily', '"Inter", sans-serif'],
    ['fontWeight', '700'],
    ['padding', '8px 16px'],
    ['marginLeft', 'auto'],
    ['maxWidth', 'calc(100% - 32px)'],
    ['display', 'flex'],
    ['gridTemplateColumns', 'repeat(3, minmax(0, 1fr))'],
    ['boxShadow', '0 1px 2px rgba(0,0,0,.1)'],
    ['border', '1px solid #e2e8f0'],
    ['opacity', '0.5'],
    ['width', ''],
  ])('allows %s: %j', (property, value) => {
    expect(styleProblem(property, value)).toBeNull();
  });

  it('allows every listed property with a plain value', () => {
    for (const property of STYLE_PROPERTIES) expect(styleProblem(property, '1px')).toBeNull();
  });

  it.each(['position', 'content', 'behavior', 'zIndex', 'filter', 'cursor', 'MozBinding', ''])(
    'refuses the unknown property %j, naming it',
    (property) => {
      expect(styleProblem(property, '1px')).toBe(
        `The style property "${property}" is not supported`,
      );
    },
  );

  it('refuses inherited object keys as properties', () => {
    expect(styleProblem('constructor', '1px')).toBe(
      'The style property "constructor" is not supported',
    );
    expect(styleProblem('__proto__', '1px')).toBe(
      'The style property "__proto__" is not supported',
    );
  });

  it.each([
    ['width', 'expression(alert(1))'],
    ['width', 'EXPRESSION (alert(1))'],
    ['color', 'javascript:alert(1)'],
    ['color', 'vbscript:x'],
    ['color', 'red</style><script>alert(1)</script>'],
    ['color', '</style>'],
    ['color', '<'],
    ['color', '>'],
    ['color', 'red}body{display:none'],
    ['color', '{'],
    ['color', 'red; position: fixed'],
    ['color', 'red /* comment */'],
    ['fontFamily', '@import "https://evil.com/a.css"'],
    ['color', 'r\\65 d'],
    ['width', 'behavior: url(x.htc)'],
    ['width', '-moz-binding: url(x)'],
  ])('refuses %s: %j', (property, value) => {
    expect(styleProblem(property, value)).toBe(NOT_ALLOWED(property));
  });

  it.each([
    'url(https://x.com/a.png)',
    'url("https://x.com/a.png")',
    "url('http://x.com/a.png')",
    'url(/media/a.png)',
    'url( "/media/a.png" )',
    'linear-gradient(135deg, #4f46e5, #06b6d4)',
    'linear-gradient(rgba(0,0,0,.4), rgba(0,0,0,.4)), url("https://x.com/hero.jpg")',
    'none',
  ])('allows the background image %j', (value) => {
    expect(styleProblem('backgroundImage', value)).toBeNull();
  });

  it.each([
    'url(data:image/svg+xml,x)',
    'url("//evil.com/a.png")',
    'url(ftp://x.com/a.png)',
    'url(a.png)',
    'url("https://x.com/a.png"), url(data:image/png,x)',
  ])('refuses the background image %j', (value) => {
    expect(styleProblem('backgroundImage', value)).toBe(
      'Background image must be an http(s) address or a path on this site',
    );
  });

  it('refuses a javascript: url in a background image', () => {
    expect(styleProblem('backgroundImage', 'url(javascript:alert(1))')).not.toBeNull();
    expect(styleProblem('backgroundImage', 'url("javascript:alert(1)")')).not.toBeNull();
  });

  it.each(['color', 'width', 'fontFamily', 'border'])('refuses url() in %s', (property) => {
    expect(styleProblem(property, 'url(https://x.com/a.png)')).toBe(
      `The style "${property}" cannot load a url(...)`,
    );
  });

  it.each([12, 0, true, null, undefined, ['1px'], { top: '1px' }])(
    'refuses the non-string value %j',
    (value) => {
      expect(styleProblem('width', value)).toBe('The style "width" must be text');
    },
  );

  it('refuses a value over the length limit', () => {
    expect(MAX_STYLE_VALUE_LENGTH).toBe(300);
    expect(styleProblem('fontFamily', 'a'.repeat(300))).toBeNull();
    expect(styleProblem('fontFamily', 'a'.repeat(301))).toBe(
      'The style "fontFamily" must be at most 300 characters',
    );
  });
});

describe('stylesSchema', () => {
  it('accepts an object of allowed styles and returns it', () => {
    const styles = { color: '#111', paddingTop: '64px', backgroundImage: 'url(/a.png)' };
    expect(stylesSchema.parse(styles)).toEqual(styles);
    expect(stylesSchema.parse({})).toEqual({});
  });

  it('reports each bad style under its property', () => {
    expect(
      errorsOf(stylesSchema, { color: 'red', position: 'fixed', width: 'expression(1)', gap: 4 }),
    ).toEqual({
      position: 'The style property "position" is not supported',
      width: NOT_ALLOWED('width'),
      gap: 'The style "gap" must be text',
    });
  });

  it.each(['red', 42, null, ['color']])('refuses the non-object %j', (value) => {
    expect(errorsOf(stylesSchema, value)).toEqual({
      _: 'Styles must be an object of CSS properties',
    });
  });
});

describe('responsiveSchema', () => {
  it('accepts tablet and mobile overrides, each optional', () => {
    const value = { tablet: { fontSize: '28px' }, mobile: { fontSize: '22px', padding: '8px' } };
    expect(responsiveSchema.parse(value)).toEqual(value);
    expect(responsiveSchema.parse({})).toEqual({});
    expect(responsiveSchema.parse({ mobile: {} })).toEqual({ mobile: {} });
  });

  it.each([{ desktop: {} }, { tablet: {}, print: { color: 'red' } }])(
    'refuses other keys: %j',
    (value) => {
      expect(errorsOf(responsiveSchema, value)).toEqual({
        _: 'Responsive styles may only hold tablet and mobile overrides',
      });
    },
  );

  it('refuses bad styles inside an override, with their path', () => {
    expect(errorsOf(responsiveSchema, { tablet: { position: 'fixed' } })).toEqual({
      'tablet.position': 'The style property "position" is not supported',
    });
    expect(errorsOf(responsiveSchema, { mobile: { color: 'red;}' } })).toEqual({
      'mobile.color': NOT_ALLOWED('color'),
    });
    expect(errorsOf(responsiveSchema, { mobile: 'big' })).toEqual({
      mobile: 'Styles must be an object of CSS properties',
    });
  });

  it('refuses a non-object', () => {
    expect(errorsOf(responsiveSchema, 'tablet')).toEqual({
      _: 'Responsive styles may only hold tablet and mobile overrides',
    });
  });
});

describe('isSafeColor', () => {
  it.each([
    '#fff',
    '#4f46e5',
    '#4f46e5cc',
    'rgb(1, 2, 3)',
    'rgba(1,2,3,.5)',
    'hsl(200 50% 40%)',
    'red',
    'transparent',
    ' #fff ',
  ])('accepts %j', (value) => {
    expect(isSafeColor(value)).toBe(true);
  });

  it.each(['', '#ff', 'url(x)', 'red;', 'rgb(1,2,3);x', 'expression(1)', '#fff }', 'var(--x)'])(
    'refuses %j',
    (value) => {
      expect(isSafeColor(value)).toBe(false);
    },
  );
});
