// Time from `npm start` to the first 200 on /api/health, with a data directory that already
// exists (migrations applied), over several runs; the same for `node scripts/start.mjs` (the
// build check without npm) and for the built server alone (`node apps/server/dist/main.js`).
// Prints medians and spread, the server's CPU time up to that answer (Linux), and when each
// start-up step ended as the server logs it (milliseconds from the process's start).
// BASELINE_MAIN=<another build's main.js> alternates its starts with the built server's and
// prints the ratio of the medians: on a machine busy with other work the ratio holds better
// than the times.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A free port unless BENCH_PORT names one, so two benches can run at once.
const port = Number(process.env.BENCH_PORT || (await freePort()));
const runs = Number(process.env.RUNS ?? 5);
const baseline = process.env.BASELINE_MAIN;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-'));
const baselineDataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-base-'));

/** User and system time of a process so far, from /proc (null elsewhere). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in Linux's clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startOnce(command, args, data = dataDir) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: data,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const elapsed = performance.now() - started;
  // The server itself when it is the child; npm's own time otherwise, so only the former counts.
  const cpu = command === process.execPath ? cpuMsOf(child.pid) : null;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  const line = output.split('\n').find((text) => text.includes('"startUpMs"'));
  return { elapsed, cpu, steps: line ? JSON.parse(line).startUpMs : {} };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

function report(label, results) {
  const times = results.map((r) => r.elapsed).sort((a, b) => a - b);
  console.log(`${label} -> first 200 on /api/health (existing data dir, ${results.length} runs)`);
  const cpu = median(results.map((r) => r.cpu));
  console.log(
    `  median ${median(times).toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1).toFixed(0)} ms` +
      (cpu === null ? '' : `   server CPU ${cpu.toFixed(0)} ms`),
  );
  const steps = Object.keys(results[0].steps);
  if (steps.length) {
    const ends = steps.map((step) => `${step} ${median(results.map((r) => r.steps[step]))}`);
    console.log(`  steps ended at (median ms from process start): ${ends.join(', ')}`);
  }
}

async function measure(label, command, args) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await startOnce(command, args));
  report(label, results);
}

// Builds what is out of date, creates the data directory and applies the migrations.
await startOnce('npm', ['start']);
await measure('npm start', 'npm', ['start']);
await measure('node scripts/start.mjs', process.execPath, ['scripts/start.mjs']);
const built = 'apps/server/dist/main.js';
if (!baseline) {
  await measure(`node ${built}`, process.execPath, [built]);
} else {
  await startOnce(process.execPath, [baseline], baselineDataDir);
  const current = [];
  const before = [];
  for (let i = 0; i < runs; i++) {
    before.push(await startOnce(process.execPath, [baseline], baselineDataDir));
    current.push(await startOnce(process.execPath, [built]));
  }
  report(`node ${baseline} (baseline)`, before);
  report(`node ${built}`, current);
  const ratio = (pick) => median(current.map(pick)) / median(before.map(pick));
  const cpuRatio = before[0].cpu === null ? '' : `, CPU ${ratio((r) => r.cpu).toFixed(2)}`;
  console.log(`  built / baseline: time ${ratio((r) => r.elapsed).toFixed(2)}${cpuRatio}`);
}
rmSync(dataDir, { recursive: true, force: true });
rmSync(baselineDataDir, { recursive: true, force: true });
