import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountUsage, AuthPayload } from '@tessera/core';
import { OPERATOR_FILE } from './operator-channel.ts';
import {
  processDatabase,
  runEntry,
  startServer,
  type ServerProcess,
  migratedDataDir,
} from '../test/server-process.ts';

// `npm run cli -- set-plan` against a real running server: on the embedded database the cli
// cannot open the folder the server holds and sends the command to the server; on PostgreSQL
// it changes the row itself. Either way the running server sees the new plan at once.
const slow = { timeout: 120_000 };
let dataDir: string;
let server: ServerProcess | null = null;

beforeEach(async () => {
  dataDir = await migratedDataDir('tessera-cli-');
});
afterEach(async () => {
  if (server) {
    server.child.kill('SIGKILL');
    await server.exited;
    server = null;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${server!.port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: T } };
}

async function register(): Promise<AuthPayload> {
  const email = `plan.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await api<AuthPayload>('POST', '/api/auth/register', {
    firstName: 'Pat',
    lastName: 'Owner',
    email,
    password: 'correct-horse-battery',
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function cli(args: string[], env: Record<string, string>) {
  const run = runEntry('cli.ts', args, { DATA_DIR: dataDir, ...env });
  const { code } = await run.exited;
  return { code, output: run.output() };
}

async function setPlanWhileRunning(env: Record<string, string>): Promise<void> {
  server = await startServer({ DATA_DIR: dataDir, ...env });
  const owner = await register();
  const before = await api<AccountUsage>('GET', '/api/auth/usage', undefined, owner.token);
  expect(before.body.data).toMatchObject({ plan: 'free', websites: { used: 0, limit: 1 } });

  const moved = await cli(['set-plan', owner.user.email.toUpperCase(), 'pro'], env);
  expect(moved.output).toContain(`${owner.user.email} is now on the pro plan`);
  expect(moved.code).toBe(0);
  const after = await api<AccountUsage>('GET', '/api/auth/usage', undefined, owner.token);
  expect(after.body.data).toMatchObject({ plan: 'pro', websites: { used: 0, limit: 5 } });

  const missing = await cli(['set-plan', 'nobody@example.com', 'enterprise'], env);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain('No account with the e-mail nobody@example.com');

  const wrong = await cli(['set-plan', owner.user.email, 'gold'], env);
  expect(wrong.code).toBe(2);
  expect(wrong.output).toContain('Usage:');
}

if (process.env.TEST_DB !== 'postgres') {
  describe('set-plan while a server runs on the embedded database', slow, () => {
    it('goes through the running server, which alone holds the data folder', async () => {
      await setPlanWhileRunning({});
      expect((await api('GET', '/api/health')).status).toBe(200);
    });

    it('is refused to anyone without the operator file, and the file leaves with the server', async () => {
      server = await startServer({ DATA_DIR: dataDir });
      const file = path.join(dataDir, OPERATOR_FILE);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      const body = { email: 'someone@example.com', plan: 'enterprise' };
      expect((await api('POST', '/api/internal/operator/set-plan', body)).status).toBe(404);
      expect(
        (await api('POST', '/api/internal/operator/set-plan', body, 'not-the-token')).status,
      ).toBe(404);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      server = null;
      expect(fs.existsSync(file)).toBe(false);
      // Stopped: the cli opens the folder itself.
      const direct = await cli(['set-plan', 'someone@example.com', 'pro'], {});
      expect(direct.code).toBe(1);
      expect(direct.output).toContain('No account with the e-mail someone@example.com');
    });
  });
} else {
  describe('set-plan while a server runs on PostgreSQL', slow, () => {
    it('changes the account in the shared database', async () => {
      const database = await processDatabase();
      try {
        await setPlanWhileRunning(database.env);
      } finally {
        if (server) {
          server.child.kill('SIGTERM');
          await server.exited;
          server = null;
        }
        await database.drop();
      }
    });
  });
}
