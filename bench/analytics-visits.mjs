// What the analytics benches write straight into analytics_visits and analytics_page_views:
// visits of 1 to 8 views (45% bounces) of 200 pages, with sources, referrers, campaigns (8% of
// visits), devices, browsers, systems and 20 countries mixed, drawn per row from random numbers.

/** One of 200 paths, `r` in [0, 1): the home page and the first pages far more often. */
export const pathOf = (r) => `(case floor(200 * power(${r}, 2.5))::int when 0 then '/'
  else (case when floor(200 * power(${r}, 2.5)) < 20 then '/page-' else '/blog/article-' end)
    || floor(200 * power(${r}, 2.5))::int end)`;

const pick = (values, r) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + floor(${r} * ${values.length})::int]`;

const COUNTRIES = [
  'Germany',
  'Austria',
  'Switzerland',
  'Netherlands',
  'France',
  'United States',
  'United Kingdom',
  'Poland',
  'Italy',
  'Spain',
  'Belgium',
  'Denmark',
  'Sweden',
  'Czechia',
  'Canada',
  'Norway',
  'Portugal',
  'Ireland',
  'Finland',
  'Unknown',
];

/** The columns a visit row is written with, in the order the selects below give them. */
export const VISIT_COLUMNS = `id, website_id, visitor, started_at, last_at, views,
      entry_path, source, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os,
      country, conversions, revenue`;

/** entry_path to revenue of a visit, from the draws of `drawnVisits`. */
export const MIXED_COLUMNS = `${pathOf('rp')}, source,
      case source
        when 'search' then ${pick(['google.com', 'bing.com', 'duckduckgo.com', 'ecosia.org'], 'rr')}
        when 'social' then ${pick(['facebook.com', 'instagram.com', 't.co', 'linkedin.com', 'reddit.com'], 'rr')}
        when 'referral' then 'partner-' || floor(rr * 60)::int || '.example'
      end,
      case when ru < 0.08 then ${pick(['newsletter', 'facebook', 'google', 'instagram'], 'ru / 0.08')} end,
      case when ru < 0.08 then ${pick(['email', 'social', 'cpc', 'social'], 'ru / 0.08')} end,
      case when ru < 0.08 then 'campaign-' || (i % 12) end,
      device,
      case device
        when 'desktop' then ${pick(['Chrome', 'Chrome', 'Chrome', 'Chrome', 'Edge', 'Firefox', 'Safari'], 'rb')}
        when 'mobile' then ${pick(['Mobile Safari', 'Mobile Safari', 'Chrome', 'Chrome', 'Samsung Browser'], 'rb')}
        else ${pick(['Mobile Safari', 'Mobile Safari', 'Chrome'], 'rb')}
      end,
      case device
        when 'desktop' then case when rb >= 6.0 / 7 then 'Mac OS' else ${pick(['Windows', 'Windows', 'Windows', 'Mac OS', 'Linux'], 'ro')} end
        else case when rb < (case device when 'tablet' then 2.0 / 3 else 0.4 end) then 'iOS' else 'Android' end
      end,
      ${pick(COUNTRIES, 'power(rc, 2)')},
      case when rk < 0.02 then 1 else 0 end,
      case when rk < 0.01 then 1500 + floor(rk * 1e6)::int % 10000 else 0 end`;

/**
 * Visits `first`..`last`, `spacing` seconds apart from `from` (named `startColumn`), with their
 * views, source, device, seconds between views (`step`) and the draws the columns above read.
 */
export function drawnVisits({ first, last, from, spacing, startColumn }) {
  return `(select i,
        timestamptz '${from.toISOString()}' + ((i - 1) * ${spacing} + random() * ${Math.min(spacing, 60)}) * interval '1 second' as ${startColumn},
        case when rv < 0.45 then 1 when rv < 0.65 then 2 when rv < 0.77 then 3 when rv < 0.85 then 4
          when rv < 0.91 then 5 when rv < 0.95 then 6 when rv < 0.98 then 7 else 8 end as views,
        case when rs < 0.40 then 'direct' when rs < 0.70 then 'search' when rs < 0.82 then 'social'
          when rs < 0.95 then 'referral' else 'email' end as source,
        case when rd < 0.55 then 'desktop' when rd < 0.95 then 'mobile' else 'tablet' end as device,
        15 + floor(rt * 170) as step, rx, rp, rr, ru, rb, ro, rc, rk
      from (select i, random() as rv, random() as rs, random() as rd, random() as rt,
          random() as rx, random() as rp, random() as rr, random() as ru, random() as rb,
          random() as ro, random() as rc, random() as rk
        from generate_series(${first}, ${last}) as i offset 0) as r
      offset 0)`;
}

/** Each visit's views, evenly apart from its start to its last view; the first on its entry page. */
export const VIEWS_FROM_VISITS = `insert into analytics_page_views (website_id, at, visit_id, visitor, path)
  select website_id, started_at + g * (last_at - started_at) / greatest(views - 1, 1), id, visitor,
    case when g = 0 then entry_path else ${pathOf('random()')} end
  from analytics_visits cross join lateral generate_series(0, views - 1) as g`;
