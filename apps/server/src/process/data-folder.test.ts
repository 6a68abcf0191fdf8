import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-lock.ts';
import {
  processDatabase,
  runEntry,
  startServer,
  type ServerProcess,
  migratedDataDir,
} from '../test/server-process.ts';

// Real server processes on one data folder. The embedded database belongs to one process; on
// PostgreSQL (TEST_DB=postgres) several processes share the database and the folder. Each test
// starts several processes, hence the longer time limit.
const slow = { timeout: 120_000 };
let dataDir: string;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dataDir = await migratedDataDir('tessera-folder-');
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

async function health(server: ServerProcess): Promise<number> {
  return (await fetch(`http://127.0.0.1:${server.port}/api/health`)).status;
}

if (process.env.TEST_DB !== 'postgres') {
  describe('one process per embedded data folder', slow, () => {
    it('refuses a second server, naming the folder and the process that has it', async () => {
      const first = await start();
      const second = runEntry('main.ts', [], { DATA_DIR: dataDir, PORT: '0' });
      const { code } = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain(`The data folder ${dataDir} is in use`);
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      // The cli does not open the folder either: it asks the server (operator-cli.test.ts).

      // The first one never noticed.
      expect(await health(first)).toBe(200);
    });

    it('is free again after a clean stop, and after a crash (kill -9)', async () => {
      const first = await start();
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

      const second = await start();
      second.child.kill('SIGKILL');
      await second.exited;
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

      const cli = runEntry('cli.ts', ['set-plan', 'nobody@example.com', 'pro'], {
        DATA_DIR: dataDir,
      });
      expect((await cli.exited).code).toBe(1);
      expect(cli.output()).toContain('No account with the e-mail nobody@example.com');

      const third = await start();
      expect(await health(third)).toBe(200);
    });
  });
} else {
  describe('processes sharing PostgreSQL', slow, () => {
    it('share the data folder too', async () => {
      const database = await processDatabase();
      try {
        const first = await start(database.env);
        const second = await start(database.env);
        expect(await health(first)).toBe(200);
        expect(await health(second)).toBe(200);
        expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      } finally {
        for (const server of running.splice(0)) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
        await database.drop();
      }
    });
  });
}
