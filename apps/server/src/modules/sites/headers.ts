/**
 * What a published page may load. No script at all; styles only inline (the page's own <style>
 * and style attributes); images and media from anywhere on the web, since an owner may link any
 * http(s) picture and a picture cannot run code; fonts from the site itself (the theme's); frames (videos, maps, embeds, custom code) over
 * https or from the site itself; forms post only to the site. `connect-src 'self'` gives nothing
 * to a page that runs no script, but tools that fetch from the page's context need it: Lighthouse
 * and PageSpeed Insights read /robots.txt that way and mark the SEO audit failed without it.
 */
export const SITE_CSP = [
  "default-src 'none'",
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http:",
  "frame-src 'self' https:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A CODE element's own document may run whatever the owner pasted, but always in an opaque origin
 * (the sandbox directive applies even when the address is opened directly), so it can read neither
 * the site nor anything else, and only the site may frame it.
 */
export const CODE_FRAME_CSP = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  "default-src * 'unsafe-inline' 'unsafe-eval' data: blob:",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The security headers of every response on a site host. Site requests are answered before the
 * dashboard's helmet runs, so these are the only ones they get. HSTS is left to whoever
 * terminates TLS for the site: the dashboard's `includeSubDomains` has no business on an owner's
 * own domain. Sites never set cookies.
 */
export function securityHeaders(csp: string = SITE_CSP): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
  });
}

export const SITE_SECURITY = securityHeaders(SITE_CSP);
export const CODE_FRAME_SECURITY = securityHeaders(CODE_FRAME_CSP);
