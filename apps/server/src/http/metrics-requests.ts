import { labelSet, type Exposition } from './metrics-exposition.ts';

/**
 * What a request was for, as counted: a handful of kinds and never the URL itself, so the
 * number of series stays fixed however many sites, pages and ids there are.
 */
export const RequestKind = {
  /** A published site's page, or a visitor's form post, cart or checkout on its host. */
  sitePage: 0,
  /** Anything else a site host answers: robots.txt, the sitemap, feeds, theme fonts, frames. */
  siteAsset: 1,
  /** The JSON API under /api. */
  api: 2,
  /** The dashboard's single-page app: its HTML, scripts, styles and images. */
  dashboardAsset: 3,
  /** Uploaded media under /_media/, on any host. */
  media: 4,
  /** The probes: the metrics, /api/health and /api/ready, kept out of the API's figures. */
  other: 5,
} as const;
export type RequestKind = (typeof RequestKind)[keyof typeof RequestKind];

const KIND_NAMES = ['site_page', 'site_asset', 'api', 'dashboard_asset', 'media', 'other'];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
/** Upper bounds of the latency buckets, in seconds: from a cached page to a slow export. */
export const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

const KINDS = KIND_NAMES.length;
const CLASSES = STATUS_CLASSES.length;
const BUCKETS = LATENCY_BUCKETS.length + 1; // the last one is +Inf

// Every label set is made once, here: the request path only indexes arrays.
const KIND_LABELS = KIND_NAMES.map((kind) => labelSet({ kind }));
const COUNT_LABELS = KIND_NAMES.flatMap((kind) =>
  STATUS_CLASSES.map((status) => labelSet({ kind, status })),
);
const BUCKET_LABELS = KIND_NAMES.flatMap((kind) =>
  [...LATENCY_BUCKETS.map(String), '+Inf'].map((le) => labelSet({ kind, le })),
);

/** Whether a path names a file rather than a page: its last segment has an extension. */
function namesFile(url: string, end: number): boolean {
  const dot = url.lastIndexOf('.', end - 1);
  return dot > url.lastIndexOf('/', end - 1);
}

/**
 * The kind of a request from its URL, and whether a published site answered it (the site
 * responder, before the framework or in its first hook). A few string comparisons: it runs for
 * every request.
 */
export function kindOf(url: string, siteAnswer: boolean): RequestKind {
  if (url.startsWith('/_media/')) return RequestKind.media;
  if (siteAnswer) {
    const query = url.indexOf('?');
    const end = query === -1 ? url.length : query;
    if (url.startsWith('/_') || namesFile(url, end)) return RequestKind.siteAsset;
    return RequestKind.sitePage;
  }
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) {
    // A load balancer asks every few seconds: its answers would swamp the API's latency.
    return url === '/api/ready' || url === '/api/health' ? RequestKind.other : RequestKind.api;
  }
  if (url.startsWith('/_fonts/')) return RequestKind.siteAsset;
  // Visitors' posts on a site host go to their own routes: forms, cart, checkout, bookings.
  if (url.startsWith('/_')) return RequestKind.sitePage;
  if (url === '/metrics' || url.startsWith('/metrics?')) return RequestKind.other;
  return RequestKind.dashboardAsset;
}

/**
 * Requests counted by kind and status class, and their latency as a histogram by kind. Kept in
 * typed arrays allocated once: recording a request is a few additions.
 */
export class RequestMetrics {
  private readonly counts = new Float64Array(KINDS * CLASSES);
  /** Per kind, how many fell in each bucket (not yet cumulative: that is done when written). */
  private readonly buckets = new Float64Array(KINDS * BUCKETS);
  private readonly sums = new Float64Array(KINDS);

  /** One answered request: its kind, status code and time taken in milliseconds. */
  record(kind: RequestKind, status: number, ms: number): void {
    const statusClass = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    this.counts[kind * CLASSES + statusClass]! += 1;
    const seconds = ms / 1000;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    this.buckets[kind * BUCKETS + bucket]! += 1;
    this.sums[kind]! += seconds;
  }

  write(out: Exposition): void {
    const total = 'tessera_http_requests_total';
    out.family(total, 'counter', 'Requests answered, by kind of route and status class.');
    for (let i = 0; i < KINDS * CLASSES; i++) out.sample(total, COUNT_LABELS[i]!, this.counts[i]!);

    const latency = 'tessera_http_request_duration_seconds';
    out.family(latency, 'histogram', 'Time from request to response, by kind of route.');
    for (let kind = 0; kind < KINDS; kind++) {
      let cumulative = 0;
      for (let b = 0; b < BUCKETS; b++) {
        cumulative += this.buckets[kind * BUCKETS + b]!;
        out.sample(`${latency}_bucket`, BUCKET_LABELS[kind * BUCKETS + b]!, cumulative);
      }
      out.sample(`${latency}_sum`, KIND_LABELS[kind]!, this.sums[kind]!);
      out.sample(`${latency}_count`, KIND_LABELS[kind]!, cumulative);
    }
  }
}
