/** Log records as a person reads them in a terminal: one line each, errors spelled out below. */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown in the line's own words, not repeated as key=value. */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);
const REQUEST_FIELDS = new Set(['method', 'url', 'status', 'ms', 'host']);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local wall-clock time, to the millisecond. */
export function clock(epochMs: number): string {
  const d = new Date(epochMs);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

export const levelName = (level: number) => LEVELS[level] ?? String(level);

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

function errorLines(err: Record<string, unknown>, indent: string): string {
  const head = `${indent}${String(err.type ?? 'Error')}: ${String(err.message ?? '')}`;
  const facts = Object.entries(err)
    .filter(([k, v]) => !['type', 'message', 'stack', 'cause'].includes(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  let out = head.replace(/\n/g, `\n${indent}  `) + '\n';
  if (facts.length) out += `${indent}  ${facts.join(' ')}\n`;
  if (typeof err.stack === 'string') {
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
    for (const frame of frames) out += `${indent}  ${frame.trim()}\n`;
  }
  if (err.cause && typeof err.cause === 'object') {
    out += `${indent}  caused by:\n${errorLines(err.cause as Record<string, unknown>, `${indent}    `)}`;
  }
  return out;
}

/** One JSON log record (as pino writes it) as a readable line. */
export function prettyRecord(record: Record<string, unknown>): string {
  const time = typeof record.time === 'number' ? record.time : Date.now();
  const level = levelName(Number(record.level)).padEnd(5);
  const isRequest = typeof record.status === 'number' && typeof record.method === 'string';
  let line = `${clock(time)} ${level} `;
  if (isRequest) {
    line += `${String(record.method)} ${String(record.url)} ${String(record.status)} ${Number(record.ms).toFixed(1)} ms  ${String(record.host ?? '')}`;
  } else {
    line += String(record.msg ?? '');
  }
  const facts = Object.entries(record)
    .filter(([k]) => !SHOWN.has(k) && !(isRequest && REQUEST_FIELDS.has(k)))
    .map(([k, v]) => `${k}=${value(v)}`);
  if (facts.length) line += `  ${facts.join(' ')}`;
  line += '\n';
  if (record.err && typeof record.err === 'object') {
    line += errorLines(record.err as Record<string, unknown>, '    ');
  }
  return line;
}

/** A line pino wrote, made readable; a line that is not JSON goes through as it is. */
export function prettyLine(json: string): string {
  try {
    return prettyRecord(JSON.parse(json) as Record<string, unknown>);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
}
