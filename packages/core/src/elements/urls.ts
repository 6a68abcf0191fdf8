/**
 * URLs an owner may put in a prop: http(s), mailto, tel, and site-relative paths or anchors.
 * Anything else (javascript:, data:, vbscript:, protocol-relative //host) is refused.
 */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  // '//host' and '/\\host' both leave the site in browsers.
  if (/^[/\\]{2}/.test(url)) return false;
  if (url.startsWith('/') || url.startsWith('#') || url.startsWith('?'))
    return !/[\s<>"]/.test(url);
  return /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:[+0-9()\-. ]+)$/i.test(url);
}

/** Media sources: http(s) and site-relative paths only. */
export function isSafeMediaUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  // '//host' and '/\\host' both leave the site in browsers.
  if (/^[/\\]{2}/.test(url)) return false;
  return /^(https?:\/\/[^\s<>"]+|\/[^\s<>"]*)$/i.test(url);
}
