// Lighthouse 12 in Debian's Chromium for one address, printed as the four category scores, the
// main metrics and every scored audit below 100 (the report of every bench that runs Lighthouse);
// also the Chromium flags the benches' browsers run with.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium without GPU, QUIC, first-run or background traffic: only the page is measured. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The metrics printed under the scores, by their audit ids. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/** One row of an audit's details, short: its text fields, node snippets and urls. */
function describeItem(item) {
  const parts = [];
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${key}: ${value}`);
    else if (value?.type === 'node') parts.push(`${key}: ${value.snippet ?? value.selector}`);
    else if (value?.type === 'source-location') parts.push(`${key}: ${value.url}:${value.line}`);
  }
  return parts.join(', ').slice(0, 300);
}

/**
 * Audits `url` (mobile unless `extraArgs` says otherwise), prints the report's summary and returns
 * the scores by category id (0 to 100), the scripts the page loaded and the failing audits (with
 * their items, described). `width` is the column of labels, `metrics` the metrics printed (METRICS
 * unless given), `categories` the categories audited (all four unless given).
 */
export function lighthouse(
  label,
  url,
  extraArgs = [],
  { width = 10, metrics = METRICS, categories = CATEGORIES } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--no-enable-error-reporting',
        '--quiet',
        ...extraArgs,
      ],
      { cwd: dir, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
    );
    if (result.status !== 0 || !existsSync(output))
      throw new Error(
        `lighthouse ${label} failed (${result.status}):\n${result.stderr.slice(-3000)}`,
      );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    if (report.runtimeError) throw new Error(`lighthouse ${label}: ${report.runtimeError.message}`);

    const scores = Object.fromEntries(
      categories.map((id) => {
        const score = report.categories[id].score;
        return [id, score === null ? null : Math.round(score * 100)];
      }),
    );
    const named = categories.map((id) => `${report.categories[id].title} ${scores[id] ?? '?'}`);
    console.log(`  ${label.padEnd(width)} ${named.join('   ')}`);
    const values = Object.entries(metrics).map(
      ([k, id]) => `${k} ${report.audits[id].displayValue}`,
    );
    if (values.length > 0) console.log(`  ${''.padEnd(width)} ${values.join(', ')}`);
    const failing = [];
    for (const id of categories) {
      const category = report.categories[id];
      if (category.score === 1) continue;
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id];
        if (audit.score === null || audit.score >= 1) continue;
        if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
        const described = (audit.details?.items ?? []).map(describeItem);
        failing.push({ category: id, id: ref.id, title: audit.title, items: described });
        const items = described.length ? ` (${described.length} items)` : '';
        console.log(
          `  ${''.padEnd(width)} ${category.title} below 100: "${audit.title}" score ${audit.score}, weight ${ref.weight}` +
            `${audit.displayValue ? `, ${audit.displayValue}` : ''}${items}`,
        );
        if (audit.explanation) console.log(`  ${''.padEnd(width + 2)} ${audit.explanation}`);
        for (const item of described.slice(0, 5))
          console.log(`  ${''.padEnd(width + 2)} - ${item}`);
      }
    }
    const scripts = (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: item.url, transferSize: item.transferSize }));
    return { scores, scripts, failing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same audit from a child process, for a bench whose own process serves the page: the audit
 * waits for its browser while this process keeps answering. Answers lighthouse()'s result (null
 * if the child failed).
 */
export function lighthouseInChild(label, url, extraArgs = [], options = {}) {
  const args = [label, url, extraArgs, options].map((a) => JSON.stringify(a)).join(', ');
  const script = `const { lighthouse } = await import(${JSON.stringify(pathToFileURL(import.meta.filename).href)}); process.send(lighthouse(${args}), () => process.disconnect());`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  let result = null;
  child.on('message', (message) => {
    result = message;
  });
  return new Promise((resolve) => child.on('exit', () => resolve(result)));
}
