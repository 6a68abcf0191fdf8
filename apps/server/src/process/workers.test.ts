import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { rawRequest } from '../test/real-http.ts';
import { freePort, processDatabase, runEntry, type ServerProcess } from '../test/server-process.ts';
import { workerCount, WORKERS_NEED_POSTGRES } from './workers.ts';

// WORKERS=N runs N server processes on one port, on PostgreSQL only.
const slow = { timeout: 120_000 };
const running: ServerProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-workers-'));
  folders.push(folder);
  return folder;
}

/** Resolves once the process has printed `text` this many times; rejects if it exits first. */
function printedTimes(server: ServerProcess, text: string, times: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().split(text).length - 1 < times) return;
      server.child.stdout!.off('data', check);
      server.child.stderr!.off('data', check);
      resolve();
    };
    server.child.stdout!.on('data', check);
    server.child.stderr!.on('data', check);
    check();
    void server.exited.then(() => reject(new Error(`exited first:\n${server.output()}`)));
  });
}

/** A GET on a connection of its own: the cluster hands each new connection to the next process. */
async function get(port: number, url: string): Promise<{ status: number; text: string }> {
  const res = await rawRequest(port, { method: 'GET', url, headers: {} });
  return { status: res.status, text: res.body.toString() };
}

/** The sample lines of a scrape whose series starts with `prefix`. */
const linesOf = (text: string, prefix: string) =>
  text.split('\n').filter((line) => line.startsWith(prefix));

describe('WORKERS', () => {
  it('reads a whole number, or auto for one per core', () => {
    expect(workerCount(undefined, 8)).toEqual({ count: 1 });
    expect(workerCount('', 8)).toEqual({ count: 1 });
    expect(workerCount('3', 8)).toEqual({ count: 3 });
    expect(workerCount('auto', 8)).toEqual({ count: 8 });
    expect(workerCount('AUTO', 2)).toEqual({ count: 2 });
    for (const bad of ['0', '-1', '2.5', 'many', '65']) {
      expect(workerCount(bad, 8)).toEqual({ error: expect.stringContaining(`"${bad}"`) });
    }
  });

  it('refuses a count it cannot read, starting nothing', slow, async () => {
    const database = await processDatabase();
    try {
      const server = runEntry('main.ts', [], {
        DATA_DIR: dataDir(),
        PORT: String(await freePort()),
        WORKERS: 'many',
        ...database.env,
      });
      running.push(server);
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain('WORKERS must be a whole number from 1 to 64, or auto');
      expect(server.output()).not.toContain('Tessera is running');
    } finally {
      await database.drop();
    }
  });
});

if (process.env.TEST_DB !== 'postgres') {
  describe('WORKERS on the embedded database', () => {
    it('exits saying PostgreSQL is needed', slow, async () => {
      const server = runEntry('main.ts', [], {
        DATA_DIR: dataDir(),
        PORT: String(await freePort()),
        WORKERS: '2',
      });
      running.push(server);
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain(WORKERS_NEED_POSTGRES);
      expect(server.output()).not.toContain('Tessera is running');
    });
  });
} else {
  describe('WORKERS on PostgreSQL', () => {
    /** WORKERS=2 on a free port; resolves once both processes listen. */
    async function startTwoProcesses(env: Record<string, string>): Promise<ServerProcess> {
      const port = await freePort();
      const server = runEntry(
        'main.ts',
        [],
        { DATA_DIR: dataDir(), PORT: String(port), WORKERS: '2', ...env },
        port,
      );
      running.push(server);
      // Both say so; the second may follow the first a little later.
      await printedTimes(server, 'Tessera is running', 2);
      return server;
    }

    it(
      'runs that many server processes on one port, each listening for site changes, and stops them all',
      slow,
      async () => {
        const database = await processDatabase();
        try {
          const server = await startTwoProcesses(database.env);
          const { port } = server;
          for (let i = 0; i < 4; i++) {
            expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
          }
          const probe = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL! });
          try {
            const { rows } = (await probe.db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and application_name = 'tessera-sites'`,
            )) as unknown as { rows: { n: number }[] };
            expect(rows[0]!.n).toBe(2);
          } finally {
            await probe.close();
          }
          server.child.kill('SIGTERM');
          expect((await server.exited).code).toBe(0);
        } finally {
          await database.drop();
        }
      },
    );

    it(
      'answers /metrics for every process, whichever one is scraped: requests summed, the database figures once',
      slow,
      async () => {
        const database = await processDatabase();
        try {
          const { port } = await startTwoProcesses(database.env);
          // Signed-out API calls, each on a new connection, so both processes answer some.
          const sent = 20;
          for (let i = 0; i < sent; i++)
            expect((await get(port, '/api/websites')).status).toBe(401);

          const counted = 'tessera_http_requests_total{kind="api",status="4xx"} ';
          const total = (text: string) =>
            linesOf(text, counted).map((l) => l.slice(counted.length));
          const workers = (text: string) => linesOf(text, 'process_resident_memory_bytes{worker=');
          // A request is counted once its response has gone: the last ones may lag a moment.
          const deadline = Date.now() + 30_000;
          for (;;) {
            const scrape = await get(port, '/metrics');
            expect(scrape.status, scrape.text).toBe(200);
            if (total(scrape.text)[0] === String(sent) && workers(scrape.text).length === 2) break;
            expect(Date.now() < deadline, `all ${sent} counted:\n${scrape.text}`).toBe(true);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          for (let i = 0; i < 6; i++) {
            const { status, text } = await get(port, '/metrics');
            expect(status).toBe(200);
            expect(total(text)).toEqual([String(sent)]);
            expect(workers(text)).toHaveLength(2);
            expect(linesOf(text, 'tessera_workers{state="answered"} 2')).toHaveLength(1);
            for (const once of [
              'tessera_info{',
              'tessera_outbox_depth ',
              'tessera_job_lag_seconds{job="mail"} ',
            ]) {
              expect(linesOf(text, once), once).toHaveLength(1);
            }
            expect(linesOf(text, '# TYPE tessera_http_requests_total ')).toHaveLength(1);
          }
        } finally {
          await database.drop();
        }
      },
    );
  });
}
