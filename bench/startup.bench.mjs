// Time from `npm start` to the first 200 on /api/health, with a data directory that already
// exists (migrations applied), over several runs. Prints the median and the spread.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = 3411;
const runs = Number(process.env.RUNS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-'));

async function startOnce() {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
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

await startOnce(); // creates the data directory and applies the migrations
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
rmSync(dataDir, { recursive: true, force: true });
const median = times[Math.floor(times.length / 2)];
console.log(`npm start -> first 200 on /api/health (existing data dir, ${runs} runs)`);
console.log(
  `  median ${median.toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1).toFixed(0)} ms`,
);
