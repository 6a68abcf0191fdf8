import type { TrafficSource } from '@tessera/core';
import {
  EMAIL_APPS,
  EMAIL_MEDIUMS,
  EMAIL_SOURCE_NAMES,
  SEARCH_APPS,
  SEARCH_HOSTS,
  SEARCH_MEDIUMS,
  SEARCH_SOURCE_NAMES,
  SOCIAL_APPS,
  SOCIAL_HOSTS,
  SOCIAL_MEDIUMS,
  SOCIAL_SOURCE_NAMES,
  SPAM_HOSTS,
  WEBMAIL_FIRST_LABELS,
  WEBMAIL_HOSTS,
} from './source-hosts.ts';

export interface TrafficOrigin {
  source: TrafficSource;
  /** The external site (or Android app) the visitor came from; null for direct and internal navigation. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const UTM_MAX_LENGTH = 100;

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().slice(0, UTM_MAX_LENGTH).trim();
  return value ? value : null;
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** The host name alone: lower case, without port, trailing dot or www. */
function bareHost(hostWithPort: string): string {
  let host: string;
  try {
    host = new URL(`http://${hostWithPort}`).hostname;
  } catch {
    host = hostWithPort.toLowerCase();
  }
  return withoutWww(host.replace(/\.$/, ''));
}

// A second-level label under a country code ('co.uk', 'com.au', 'co.jp').
const TWO_PART_TLD = /^[a-z]{2,3}\.[a-z]{2}$/;

/** Whether the host is the entry or one of its subdomains; 'name.*' entries allow any top-level domain. */
function hostMatches(host: string, entry: string): boolean {
  if (entry.endsWith('.*')) {
    const name = entry.slice(0, -2);
    const labels = host.split('.');
    const at = labels.lastIndexOf(name);
    if (at < 0) return false;
    const tld = labels.slice(at + 1).join('.');
    return labels.length - at === 2 || (labels.length - at === 3 && TWO_PART_TLD.test(tld));
  }
  return host === entry || host.endsWith(`.${entry}`);
}

function inHostList(host: string, list: readonly string[]): boolean {
  return list.some((entry) => hostMatches(host, entry));
}

function isWebmail(host: string): boolean {
  const firstLabel = host.split('.')[0] ?? '';
  return (
    inHostList(host, WEBMAIL_HOSTS) ||
    (WEBMAIL_FIRST_LABELS.includes(firstLabel) && host.includes('.'))
  );
}

/** The kind of source a website host is; webmail first, since mail.google.com is not a search. */
function sourceOfHost(host: string): TrafficSource {
  if (isWebmail(host)) return 'email';
  if (inHostList(host, SOCIAL_HOSTS)) return 'social';
  if (inHostList(host, SEARCH_HOSTS)) return 'search';
  return 'referral';
}

function sourceOfApp(packageName: string): TrafficSource {
  const isOneOf = (list: readonly string[]) =>
    list.some((entry) => packageName === entry || packageName.startsWith(`${entry}.`));
  if (isOneOf(EMAIL_APPS)) return 'email';
  if (isOneOf(SEARCH_APPS)) return 'search';
  if (isOneOf(SOCIAL_APPS)) return 'social';
  return 'referral';
}

function sourceOfMedium(medium: string | null): TrafficSource | null {
  const value = medium?.toLowerCase();
  if (!value) return null;
  if (EMAIL_MEDIUMS.includes(value)) return 'email';
  if (SOCIAL_MEDIUMS.includes(value)) return 'social';
  if (SEARCH_MEDIUMS.includes(value)) return 'search';
  return null;
}

/** A utm_source by name ('google', 'facebook', 'newsletter') or as a host ('l.facebook.com'). */
function sourceOfUtmSource(utmSource: string | null): TrafficSource | null {
  const value = utmSource?.toLowerCase();
  if (!value) return null;
  if (EMAIL_SOURCE_NAMES.includes(value)) return 'email';
  if (SOCIAL_SOURCE_NAMES.includes(value)) return 'social';
  if (SEARCH_SOURCE_NAMES.includes(value)) return 'search';
  if (value.includes('.')) {
    const bySite = sourceOfHost(withoutWww(value));
    if (bySite !== 'referral') return bySite;
  }
  return null;
}

type Referrer =
  | { kind: 'none' }
  | { kind: 'spam' }
  | { kind: 'site'; host: string }
  | { kind: 'app'; packageName: string };

function referrerOf(referrer: string | undefined, ownHost: string): Referrer {
  if (!referrer) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol === 'android-app:') {
    const packageName = url.hostname.toLowerCase();
    return packageName ? { kind: 'app', packageName } : { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  const host = bareHost(url.host);
  if (!host) return { kind: 'none' };
  if (inHostList(host, SPAM_HOSTS)) return { kind: 'spam' };
  // A link from one of the site's own pages is navigation within the visit, not a source.
  if (host === bareHost(ownHost)) return { kind: 'none' };
  return { kind: 'site', host };
}

/**
 * Where a page view came from: the referrer grouped into a source, refined by UTM tags (which the
 * owner set on purpose, so a known utm_medium or utm_source wins over the referrer).
 * 'spam' when the referrer is a known referrer-spam domain; such a view is not counted.
 */
export function trafficOrigin(input: {
  referrer: string | undefined;
  ownHost: string;
  query: string;
}): TrafficOrigin | 'spam' {
  const referrer = referrerOf(input.referrer, input.ownHost);
  if (referrer.kind === 'spam') return 'spam';

  const params = new URLSearchParams(input.query);
  const utmSource = utmValue(params, 'utm_source');
  const utmMedium = utmValue(params, 'utm_medium');
  const utmCampaign = utmValue(params, 'utm_campaign');

  const referrerHost =
    referrer.kind === 'site'
      ? referrer.host
      : referrer.kind === 'app'
        ? referrer.packageName
        : null;
  const referrerSource =
    referrer.kind === 'site'
      ? sourceOfHost(referrer.host)
      : referrer.kind === 'app'
        ? sourceOfApp(referrer.packageName)
        : null;
  // A tagged link with neither a known medium nor a known source still came from somewhere.
  const taggedSource: TrafficSource | null = utmSource || utmMedium ? 'referral' : null;

  const source =
    sourceOfMedium(utmMedium) ??
    sourceOfUtmSource(utmSource) ??
    referrerSource ??
    taggedSource ??
    'direct';
  return { source, referrerHost, utmSource, utmMedium, utmCampaign };
}
