/**
 * Prometheus' text exposition format (version 0.0.4), written by hand: a scrape answers a few
 * dozen series, and the counters behind them stay plain numbers that the request path bumps.
 */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';

/** A label value as the format quotes it: backslash, double quote and line feed escaped. */
const escapeLabelValue = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** `{name="value",...}` for a sample line, or '' for none; made once for a fixed series. */
export function labelSet(labels: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabelValue(v)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

/** A sample's value: integers as they are, infinities and NaN as the format spells them. */
export function formatValue(value: number): string {
  if (Number.isFinite(value)) return String(value);
  if (Number.isNaN(value)) return 'NaN';
  return value > 0 ? '+Inf' : '-Inf';
}

/** The text of one scrape, family by family. */
export class Exposition {
  private text = '';

  /** Starts a family: its HELP and TYPE lines, before any of its samples. */
  family(name: string, type: MetricType, help: string): this {
    const escaped = help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
    this.text += `# HELP ${name} ${escaped}\n# TYPE ${name} ${type}\n`;
    return this;
  }

  /** One sample; `labels` is a `labelSet` (or ''). */
  sample(name: string, labels: string, value: number): this {
    this.text += `${name}${labels} ${formatValue(value)}\n`;
    return this;
  }

  /** A family of one gauge without labels. */
  gauge(name: string, help: string, value: number): this {
    return this.family(name, 'gauge', help).sample(name, '', value);
  }

  toString(): string {
    return this.text;
  }
}
