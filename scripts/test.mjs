// `npm test`: every tier. Unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the browser journeys in Chromium. Without Chromium the e2e tier is reported loudly,
// and with E2E_REQUIRED=1 its absence fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

console.log(
  process.env.TEST_DATABASE_URL
    ? '\n▶ Unit and API tests (PGlite and PostgreSQL)'
    : '\n▶ Unit and API tests (PGlite; set TEST_DATABASE_URL to also run them on PostgreSQL)',
);
if (run('npx', ['vitest', 'run']) !== 0) process.exit(1);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '!'.repeat(72);
  console.error(`\n${banner}\n  E2E TESTS NOT RUN: no Chromium at ${chromium}.`);
  console.error('  Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  console.error(`${banner}\n`);
  process.exit(process.env.E2E_REQUIRED === '1' ? 1 : 0);
}

// Built once here (and stamped), so the servers the browser tests start find it current.
console.log('\n▶ Building the web app and the server for the browser tests');
if (run('node', ['scripts/build.mjs']) !== 0) process.exit(1);
console.log('\n▶ Browser tests (Chromium)');
process.exit(run('npx', ['playwright', 'test']));
