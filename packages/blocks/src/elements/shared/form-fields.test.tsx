import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  completeProps,
  contrastRatio,
  DEFAULT_SITE_THEME,
  themeCss,
  themeVariables,
  type ElementData,
  type ElementType,
  type SiteTheme,
} from '@tessera/core';
import { BASE_CSS } from '../../base-css.ts';
import { ElementTree } from '../../element-tree.tsx';
import type { RenderContext } from '../../types.ts';
import { FIELD_CSS } from './form-fields.tsx';

// Fields on a published site (a form's, checkout's, booking's: all `.t-input`) take their look
// from the site theme, as buttons do, rather than a fixed grey.

const PAGE = '11111111-1111-4111-8111-111111111111';
let n = 0;

function element(
  type: ElementType,
  parentId: string | null,
  props: Record<string, unknown> = {},
): ElementData {
  n += 1;
  return {
    id: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
    pageId: PAGE,
    parentId,
    type,
    name: type,
    props: completeProps(type, props),
    styles: {},
    responsive: {},
    order: n,
    isVisible: true,
  } as ElementData;
}

/** The declarations of every rule whose selector list names exactly this selector. */
const rulesOf = (css: string, selector: string) =>
  css
    .split('}')
    .filter((rule) => rule.split('{')[0]!.split(',').includes(selector))
    .map((rule) => rule.split('{')[1]!)
    .join(';');

const dark: SiteTheme = {
  ...DEFAULT_SITE_THEME,
  colors: {
    primary: '#38bdf8',
    secondary: '#2dd4bf',
    accent: '#fbbf24',
    text: '#e2e8f0',
    muted: '#94a3b8',
    background: '#0f172a',
    surface: '#1e293b',
  },
  radius: 4,
};

describe('form fields on a published site', () => {
  it('draw every input, select and text area of a form as a themed field', () => {
    const form = element('FORM', null);
    const fields = [
      element('INPUT', form.id, { label: 'Name', name: 'name' }),
      element('SELECT', form.id, { label: 'Topic', name: 'topic', options: ['A', 'B'] }),
      element('TEXTAREA', form.id, { label: 'Message', name: 'message' }),
    ];
    const ctx: RenderContext = {
      mode: 'live',
      siteName: 'Studio',
      pages: [],
      currentPageId: PAGE,
      pageHref: () => '/',
      formState: () => ({ token: 't' }),
    };
    const html = renderToStaticMarkup(
      <ElementTree elements={[form, ...fields]} ctx={ctx} rootFor={() => ({})} />,
    );
    for (const tag of ['input', 'select', 'textarea']) {
      expect(html).toMatch(new RegExp(`<${tag} id="field-[^"]+" class="t-input"`));
    }
    // The rules come with every page, the builder's canvas and the preview alike.
    expect(BASE_CSS).toContain(FIELD_CSS);
  });

  it('take border, corners, colours and focus from the theme, not a fixed grey', () => {
    const field = rulesOf(FIELD_CSS, '.t-input');
    expect(field).toContain('border:1px solid var(--t-field-border');
    expect(field).toContain('border-radius:min(var(--t-radius');
    expect(field).toContain('background:var(--t-background');
    expect(field).toContain('color:var(--t-text');
    expect(field).toContain('color-scheme:var(--t-color-scheme');
    expect(field).not.toContain('#cbd5e1');
    const focus = rulesOf(FIELD_CSS, '.t-input:focus');
    expect(focus).toMatch(/outline:2px solid var\(--t-focus-ring,var\(--t-primary/);
    expect(focus).toContain('border-color:var(--t-focus-ring');
    expect(rulesOf(FIELD_CSS, '.t-input::placeholder')).toContain('color:var(--t-muted');
    // Every colour is a theme variable (its fixed value only a fallback), but for the error red.
    const fixed = FIELD_CSS.replace(/var\(--t-[a-z0-9-]+,#[0-9a-f]{3,6}\)/gi, '').match(
      /#[0-9a-f]{3,6}\b/gi,
    );
    expect(new Set(fixed)).toEqual(new Set(['#dc2626']));
  });

  it('stand out 3:1 from a light and a dark theme’s background, and so does their focus', () => {
    for (const theme of [DEFAULT_SITE_THEME, dark]) {
      const vars = themeVariables(theme, 'desktop');
      const { background, surface } = theme.colors;
      expect(contrastRatio(vars['--t-field-border']!, background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(vars['--t-field-border']!, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(vars['--t-focus-ring']!, background)).toBeGreaterThanOrEqual(3);
      // The page's CSS carries them, with the corners of the theme.
      const css = themeCss(theme);
      expect(css).toContain(`--t-field-border:${vars['--t-field-border']}`);
      expect(css).toContain(`--t-radius:${theme.radius}px`);
    }
    expect(themeVariables(dark, 'desktop')['--t-color-scheme']).toBe('dark');
    expect(themeVariables(DEFAULT_SITE_THEME, 'desktop')['--t-color-scheme']).toBe('light');
  });
});
