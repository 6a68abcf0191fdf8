/**
 * Rules for phone-wide pages: rows stack, grids take one column, navigation folds behind its menu
 * button. Published pages apply them by media query; the builder's phone-wide canvas (inside a
 * wide window) applies them by its mode.
 */
export const PHONE_CSS =
  '.t-row{flex-direction:column}.t-portfolio-grid{grid-template-columns:1fr!important}.t-nav-wide{display:none}.t-nav-menu{display:block}.t-navbar{flex-wrap:nowrap}';

/**
 * The look every block starts from, shared by the builder canvas and published sites. Owners'
 * styles come after it and win. Kept small: it is inlined into every published page.
 */
export const BASE_CSS = `
.t-page{font-family:var(--t-font-body,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);font-size:var(--t-base,16px);color:var(--t-text,#0f172a);background:var(--t-background,#fff);line-height:1.5;-webkit-font-smoothing:antialiased}
.t-page *,.t-page *::before,.t-page *::after{box-sizing:border-box}
.t-page img,.t-page video,.t-page iframe{max-width:100%;display:block}
.t-page a{color:var(--t-primary,#4f46e5)}
.t-section{display:block}
:where(.t-section)>.t-row{max-width:1088px;margin-left:auto;margin-right:auto}
.t-column{min-width:0}
.t-heading{margin:0;font-family:var(--t-font-heading,inherit);font-weight:700;line-height:1.2;color:inherit}
.t-heading:where(h1){font-size:var(--t-h1,48px)}
.t-heading:where(h2){font-size:var(--t-h2,39px)}
.t-heading:where(h3){font-size:var(--t-h3,31px)}
.t-heading:where(h4){font-size:var(--t-h4,25px)}
.t-text{margin:0;white-space:pre-line;line-height:1.6}
.t-divider{border:0;border-top:1px solid #e2e8f0;margin:16px 0}
.t-image{height:auto}
.t-image-empty,.t-media-empty{display:flex;align-items:center;justify-content:center;min-height:180px;background:#f1f5f9;border:1px dashed #cbd5e1;border-radius:12px;color:#64748b;font-size:14px;text-align:center;padding:16px}
.t-video{width:100%}
.t-video-frame{position:relative;aspect-ratio:16/9}
.t-video-frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.t-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:12px 22px;border-radius:var(--t-button-radius,10px);font-weight:600;font-size:16px;line-height:1.2;text-decoration:none;border:2px solid transparent;cursor:pointer;align-self:flex-start}
.t-button-primary,.t-page a.t-button-primary{background:var(--t-primary,#4f46e5);color:var(--t-on-primary,#fff)}
.t-button-secondary,.t-page a.t-button-secondary{background:var(--t-secondary,#0f766e);color:var(--t-on-secondary,#fff)}
.t-button-outline,.t-page a.t-button-outline{background:transparent;color:var(--t-primary,#4f46e5);border-color:currentColor}
.t-icon{display:inline-flex}
.t-form{display:flex;flex-direction:column;gap:12px}
.t-field{display:flex;flex-direction:column;gap:6px}
.t-label{font-size:14px;font-weight:600}
.t-input{font:inherit;padding:10px 12px;border:1px solid #cbd5e1;border-radius:min(var(--t-radius,8px),12px);background:var(--t-background,#fff);color:inherit;width:100%}
.t-choice{display:flex;align-items:center;gap:8px}
.t-input[aria-invalid=true]{border-color:#dc2626}
.t-field-error,.t-form-error{margin:0;color:#b91c1c;font-size:14px}
.t-form-success{margin:0;padding:16px;border-radius:10px;background:#ecfdf5;color:#065f46}
.t-hp{position:absolute!important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.t-navbar{position:relative;display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap;background:var(--t-background,#fff)}
.t-navbar-sticky{position:sticky;top:0;z-index:10}
.t-brand{display:inline-flex;align-items:center;gap:10px;font-family:var(--t-font-heading,inherit);font-weight:700;font-size:20px;color:inherit!important;text-decoration:none}
.t-nav-links{display:flex;flex-wrap:wrap;gap:4px 20px;list-style:none;margin:0;padding:0}
.t-nav-links a{color:inherit;text-decoration:none;font-weight:500}
.t-nav-links a[aria-current=page]{color:var(--t-primary,#4f46e5);text-decoration:underline;text-underline-offset:6px}
.t-nav-menu{display:none}
.t-nav-menu summary{list-style:none;display:inline-flex;align-items:center;gap:10px;padding:8px 14px;border:1px solid #cbd5e1;border-radius:8px;cursor:pointer;font-weight:600;user-select:none}
.t-nav-menu summary::-webkit-details-marker{display:none}
.t-nav-burger{width:16px;height:2px;background:currentColor;box-shadow:0 -5px 0 currentColor,0 5px 0 currentColor}
.t-nav-menu[open] .t-nav-burger{box-shadow:none}
.t-nav-drop{position:absolute;left:0;right:0;top:100%;z-index:20;flex-direction:column;gap:0;padding:8px 24px 16px;background:var(--t-background,#fff);border-bottom:1px solid #e2e8f0;box-shadow:0 12px 24px rgba(15,23,42,.08)}
.t-nav-drop a{display:block;padding:12px 0}
.t-breadcrumb ol{display:flex;gap:8px;list-style:none;margin:0;padding:0;font-size:14px;color:#64748b}
.t-breadcrumb li+li::before{content:"/";margin-right:8px}
.t-design-time{display:flex;flex-direction:column;gap:4px;padding:20px;border:1px dashed #a5b4fc;background:#eef2ff;border-radius:12px;color:#3730a3;font-size:14px}
.t-portfolio-grid{display:grid;gap:24px}
.t-portfolio-item img,.t-portfolio-blank{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--t-radius,12px);background:var(--t-surface,#e2e8f0)}
.t-portfolio-item h3{margin:12px 0 4px;font-size:18px}
.t-portfolio-item p{margin:0;color:var(--t-muted,#475569)}
.t-portfolio-item a{color:inherit;text-decoration:none}
.t-map iframe,.t-embed iframe,.t-code iframe{width:100%;border:0;border-radius:12px}
.t-map-address{display:flex;flex-direction:column;justify-content:center;gap:8px;padding:24px;background:#f1f5f9;border-radius:12px}
@media (max-width:640px){${PHONE_CSS}}
`.trim();
