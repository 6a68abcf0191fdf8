import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processDatabase,
  startServer,
  type ServerProcess,
  migratedDataDir,
} from '../test/server-process.ts';

// Bodies made to stall a server that walks JSON recursively, sent to a real process while
// another client keeps asking whether it is alive. The issue that found the stall measured 30 s.
let dataDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  database = await processDatabase();
  dataDir = await migratedDataDir('tessera-crafted-');
  server = await startServer({ DATA_DIR: dataDir, ...database.env });
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const open = (n: number) => '['.repeat(n);
const close = (n: number) => ']'.repeat(n);

/** The probe's bodies, and one as deep as allowed but wide, which the walk must go through. */
const bodies = {
  brackets: `${open(8000)}${close(8000)}`,
  deepAndLarge: `{"email":"a@b.c","password":${open(6000)}${'"x",'.repeat(230_000)}"x"${close(6000)}}`,
  parallelSmall: `${open(7000)}${close(7000)}`,
  wideAtTheLimit: `{"email":"a@b.c","password":[${Array.from({ length: 1600 }, () => `${open(60)}"x"${close(60)}`).join(',')}]}`,
};

async function post(body: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('crafted request bodies', { timeout: 120_000 }, () => {
  it('are refused with a 400 while the server keeps answering others', async () => {
    const crafted = [
      bodies.brackets,
      bodies.deepAndLarge,
      bodies.wideAtTheLimit,
      ...Array.from({ length: 4 }, () => bodies.parallelSmall),
    ];
    let inFlight = true;
    const sent = (async () => {
      const statuses: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        statuses.push(...(await Promise.all(crafted.map(post))));
      }
      inFlight = false;
      return statuses;
    })();

    let healthAnswers = 0;
    while (inFlight) {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      healthAnswers += 1;
    }

    const statuses = await sent;
    expect(statuses).toHaveLength(crafted.length * 5);
    expect(new Set(statuses)).toEqual(new Set([400]));
    // How long each health check waited is a figure for `bench/crafted-bodies.bench.mjs`.
    expect(healthAnswers).toBeGreaterThan(0);
    expect(server.output()).not.toMatch(/Maximum call stack|"level":50/);
  });
});
