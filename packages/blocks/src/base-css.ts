import { BLOCKS_CSS } from './registry.ts';

/**
 * Rules for phone-wide pages: rows stack, grids take one column, navigation folds behind its menu
 * button. Published pages apply them by media query; the builder's phone-wide canvas (inside a
 * wide window) applies them by its mode.
 */
export const PHONE_CSS =
  '.t-row{flex-direction:column}.t-portfolio-grid{grid-template-columns:1fr!important}.t-nav-wide{display:none}.t-nav-menu{display:block}.t-navbar{flex-wrap:nowrap}';

/** The page's own rules: fonts, colours and box model from the theme; media placeholders. */
const PAGE_CSS = `
.t-page{font-family:var(--t-font-body,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);font-size:var(--t-base,16px);color:var(--t-text,#0f172a);background:var(--t-background,#fff);line-height:1.5;-webkit-font-smoothing:antialiased}
.t-page *,.t-page *::before,.t-page *::after{box-sizing:border-box}
.t-page img,.t-page video,.t-page iframe{max-width:100%;display:block}
.t-page a{color:var(--t-primary,#4f46e5)}
.t-image-empty,.t-media-empty{display:flex;align-items:center;justify-content:center;min-height:180px;background:#f1f5f9;border:1px dashed #cbd5e1;border-radius:12px;color:#64748b;font-size:14px;text-align:center;padding:16px}
`.trim();

/**
 * The look every block starts from, shared by the builder canvas and published sites: the page's
 * rules, every block's own CSS (kept with its component, see `registry.ts`), and the phone rules.
 * Owners' styles come after it and win. Kept small: it is inlined into every published page.
 */
export const BASE_CSS = [PAGE_CSS, BLOCKS_CSS, `@media (max-width:640px){${PHONE_CSS}}`].join('\n');
