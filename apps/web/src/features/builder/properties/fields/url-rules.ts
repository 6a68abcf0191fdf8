import { isSafeMediaUrl, linkProblem } from '@tessera/core';

export type UrlKind = 'url' | 'media' | 'https-url';

/** Why a URL is refused for this kind of field (the server's own wording), or null. */
export function urlProblem(kind: UrlKind, label: string, value: string): string | null {
  switch (kind) {
    case 'url': {
      // Page links (`page:{id}`) included: the link picker makes them.
      const problem = linkProblem(value);
      return problem ? `${label} ${problem}` : null;
    }
    case 'media':
      return isSafeMediaUrl(value)
        ? null
        : `${label} must be an http(s) address or a path on this site`;
    case 'https-url':
      return value.trim() === '' || /^https:\/\/[^\s<>"]+$/i.test(value.trim())
        ? null
        : `${label} must start with https://`;
  }
}

const SCHEMES: Record<UrlKind, string[]> = {
  url: ['https://', 'http://', 'mailto:', 'tel:'],
  media: ['https://', 'http://'],
  'https-url': ['https://'],
};

/**
 * Whether an invalid value is only the start of a valid one ("htt", "https:/"): it is not
 * committed, but its error waits until the field is left so typing is not interrupted.
 */
export function isIncompleteUrl(kind: UrlKind, value: string): boolean {
  const typed = value.trim().toLowerCase();
  return typed !== '' && SCHEMES[kind].some((scheme) => scheme.startsWith(typed));
}

export const URL_HINTS: Record<UrlKind, string> = {
  url: 'A web address, mailto:, tel: or a page path such as /about',
  media: 'An https:// address or a path on this site',
  'https-url': 'An https:// address',
};
