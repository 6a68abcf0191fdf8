// Time from `npm start` to the first 200 on /api/health, with a data directory that already
// exists (migrations applied), over several runs; and the same for the built server alone
// (`node apps/server/dist/main.js`), without npm and the build check. Prints medians and spread.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A free port unless BENCH_PORT names one, so two benches can run at once.
const port = Number(process.env.BENCH_PORT || (await freePort()));
const runs = Number(process.env.RUNS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-'));

async function startOnce(command, args) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const elapsed = performance.now() - started;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return elapsed;
}

async function measure(label, command, args) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(command, args));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`${label} -> first 200 on /api/health (existing data dir, ${runs} runs)`);
  console.log(
    `  median ${median.toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1).toFixed(0)} ms`,
  );
}

// Builds what is out of date, creates the data directory and applies the migrations.
await startOnce('npm', ['start']);
await measure('npm start', 'npm', ['start']);
await measure('node apps/server/dist/main.js', process.execPath, ['apps/server/dist/main.js']);
rmSync(dataDir, { recursive: true, force: true });
