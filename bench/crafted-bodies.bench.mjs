// Crafted JSON bodies against the real server (started as `npm start` runs it): bodies nested
// to overflow a recursive walk, or as deep as allowed and wide, sent to `POST /api/auth/login`
// (no sign-in needed) back to back for WINDOW_MS each (default 5000). The server's event-loop
// delay cannot be read from outside, so it is measured as a client sees it: one client keeps
// asking `GET /api/health` (answered from memory, no database) one request after another, and
// the time each takes is the time that request waited behind whatever the server was doing.
// Printed per body: its size and depth, its answers (status x count) with their time p50 and max,
// and /api/health p50, p99 and max meanwhile; first the baseline, health asked with nothing else
// arriving. The embedded database (PGlite), as `npm start` runs with no DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_JSON_CONTAINERS, MAX_JSON_DEPTH } from '../apps/server/src/http/json-body.ts';
import { startServer, stopAllChildren, stopChild } from './server-process.mjs';
import { freePort, percentiles } from './support.mjs';

const WINDOW_MS = Number(process.env.WINDOW_MS ?? 5000);
const open = (n) => '['.repeat(n);
const close = (n) => ']'.repeat(n);

/** 6,000 arrays inside one another, each opening with a 150-character string: about 950 KB. */
const deepAndLarge = `${`["${'x'.repeat(150)}",`.repeat(6000)}0${close(6000)}`;

/** The login object (1), an array (2), and in it chains of arrays to the deepest level allowed. */
const chain = `${open(MAX_JSON_DEPTH - 2)}"x","y"${close(MAX_JSON_DEPTH - 2)}`;
const chains = (count) => `{"pad":[${Array(count).fill(chain).join(',')}]}`;
/** As many arrays as a body may hold, all as deep as allowed: the most parsing a body can ask. */
const wideAtTheLimit = chains(Math.floor((MAX_JSON_CONTAINERS - 2) / (MAX_JSON_DEPTH - 2)));
/** Half a megabyte of such chains: more arrays than allowed, refused before parsing. */
const wideOverTheLimit = chains(Math.round(500_000 / (chain.length + 1)));

/** Each case: its label, the body, its depth, and how many of it are in flight at once. */
const CASES = [
  { label: '8,000 [ then 8,000 ]', body: `${open(8000)}${close(8000)}`, depth: 8000, parallel: 1 },
  { label: '6,000 deep, large', body: deepAndLarge, depth: 6000, parallel: 1 },
  {
    label: '4 parallel, 7,000 deep',
    body: `${open(7000)}${close(7000)}`,
    depth: 7000,
    parallel: 4,
  },
  {
    label: `limits: ${MAX_JSON_DEPTH} deep, 100k arrays`,
    body: wideAtTheLimit,
    depth: MAX_JSON_DEPTH,
    parallel: 1,
  },
  {
    label: `${MAX_JSON_DEPTH} deep, too many arrays`,
    body: wideOverTheLimit,
    depth: MAX_JSON_DEPTH,
    parallel: 1,
  },
];

function request(port, agent, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Asks /api/health one request after another until `done()`; answers each request's time. */
async function pollHealth(port, done) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  try {
    while (!done()) {
      const started = performance.now();
      const status = await request(port, agent, { method: 'GET', path: '/api/health' });
      latencies.push(performance.now() - started);
      if (status !== 200) throw new Error(`/api/health answered ${status}`);
    }
  } finally {
    agent.destroy();
  }
  return latencies;
}

/** `parallel` senders posting `body` back to back until `done()`: statuses and times. */
async function sendCrafted(port, { body, parallel }, done) {
  const statuses = new Map();
  const times = [];
  const sender = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!done()) {
        const started = performance.now();
        const status = await request(
          port,
          agent,
          {
            method: 'POST',
            path: '/api/auth/login',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          body,
        );
        times.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: parallel }, sender));
  return { statuses, times };
}

/** Health asked for WINDOW_MS while `crafted` (if any) is sent alongside. */
async function window(port, crafted) {
  const end = performance.now() + WINDOW_MS;
  const done = () => performance.now() >= end;
  const [health, sent] = await Promise.all([
    pollHealth(port, done),
    crafted ? sendCrafted(port, crafted, done) : null,
  ]);
  return { health: { n: health.length, ...percentiles(health) }, sent };
}

const f = (n) => n.toFixed(1).padStart(7);
const kb = (body) => `${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-crafted-'));
try {
  const port = await freePort();
  const server = await startServer({ port, dataDir: tmp });
  try {
    // A first window warms the server up (its code compiled, its caches filled) and is not shown.
    await window(port, null);
    const rows = [['baseline (health alone)', '', '', '', '', '', await window(port, null)]];
    for (const crafted of CASES) {
      const result = await window(port, crafted);
      const times = percentiles(result.sent.times);
      const answers = [...result.sent.statuses]
        .map(([status, count]) => `${status} x${count}`)
        .join(', ');
      rows.push([
        crafted.label,
        kb(crafted.body),
        String(crafted.depth),
        answers,
        `${times.p50.toFixed(1)} / ${times.max.toFixed(1)}`,
        ((times.p50 * 100 * 1024) / Buffer.byteLength(crafted.body)).toFixed(1),
        result,
      ]);
    }
    console.log(
      `Crafted bodies to POST /api/auth/login, each sent back to back for ${WINDOW_MS} ms ` +
        `while one client asks GET /api/health continuously (depth allowed: ${MAX_JSON_DEPTH}).`,
    );
    console.log(
      `${'body'.padEnd(28)} ${'size'.padStart(7)} ${'depth'.padStart(5)}  ${'answers'.padEnd(11)} ` +
        `${'answer ms p50/max'.padStart(18)} ${'p50 ms/100 KB'.padStart(13)} | ` +
        `${'health n'.padStart(8)} ` +
        `${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    );
    for (const [label, size, depth, answers, times, per100, { health }] of rows) {
      console.log(
        `${label.padEnd(28)} ${size.padStart(7)} ${depth.padStart(5)}  ${answers.padEnd(11)} ` +
          `${times.padStart(18)} ${per100.padStart(13)} | ${String(health.n).padStart(8)} ` +
          `${f(health.p50)} ${f(health.p99)} ${f(health.max)}`,
      );
    }
    const errors = server.output().match(/Maximum call stack|"level":50/);
    if (errors) console.log(`The server logged an error: ${errors[0]}`);
  } finally {
    await stopChild(server);
  }
} finally {
  await stopAllChildren();
  rmSync(tmp, { recursive: true, force: true });
}
