import http from 'node:http';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, uniqueEmail } from '../test/auth-helpers.ts';
import { rawConnection } from '../test/raw-http.ts';
import {
  processDatabase,
  startServer,
  type ServerProcess,
  migratedDataDir,
} from '../test/server-process.ts';

// SIGTERM against a real server process, on the embedded database or (TEST_DB=postgres) on
// PostgreSQL. The test's time limit is the bound: a shutdown that hangs fails it.
let dataDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await processDatabase();
});
afterAll(() => database.drop());
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  dataDir = await migratedDataDir('tessera-shutdown-');
  const server = await startServer({ DATA_DIR: dataDir, ...database.env, ...env });
  running.push(server);
  return server;
}

/** Headers of a request whose body follows later; the server confirms it has them (100). */
function headersOnly(method: string, url: string, length: number): string {
  return (
    `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`
  );
}

describe('shutdown', { timeout: 60_000 }, () => {
  it('is not held up by a client that never finishes its body', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const client = await rawConnection(server.port);
    client.write(headersOnly('POST', '/api/auth/login', 1000));
    await client.waitFor('100 Continue');
    client.write('{');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    await client.closed;
    expect(client.responses()).toEqual([]);
  });

  it('finishes requests in flight, refuses later ones with 503 and closes idle connections', async () => {
    // A grace longer than the test: only the connections' own closing can end the process.
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '600000' });
    const register = JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('shutdown'),
      password: DEFAULT_PASSWORD,
    });
    const pipelining = await rawConnection(server.port);
    pipelining.write(headersOnly('POST', '/api/auth/register', Buffer.byteLength(register)));
    const keepAlive = await rawConnection(server.port);
    keepAlive.write(headersOnly('POST', '/api/auth/login', 2));
    await Promise.all([pipelining.waitFor('100 Continue'), keepAlive.waitFor('100 Continue')]);

    server.child.kill('SIGTERM');
    await server.waitFor('closing: new requests are refused');
    pipelining.write(`${register}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    keepAlive.write('{}');

    expect((await server.exited).code).toBe(0);
    await Promise.all([pipelining.closed, keepAlive.closed]);
    const [registered, refused] = pipelining.responses();
    expect(registered?.status).toBe(201);
    expect(JSON.parse(registered!.body).data.user.email).toMatch(/^shutdown-/);
    expect(refused?.status).toBe(503);
    expect(refused?.headers.connection).toBe('close');
    expect(JSON.parse(refused!.body)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
    // The login in flight was answered (400: an empty body is not a sign-in), on a connection
    // the client kept open; the server closed it once it was idle.
    expect(keepAlive.responses().map((response) => response.status)).toEqual([400]);
  });

  it('ends under load from many keep-alive clients, each answered 200 or 503', async () => {
    const server = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const answers = new Map<string, number>();
    const connectionErrors = new Set<string>();
    let responses = 0;
    let loaded!: () => void;
    const enough = new Promise<void>((resolve) => (loaded = resolve));

    const client = async () => {
      for (;;) {
        try {
          const { status, body } = await get(agent, server.port, '/api/health');
          const key = `${status} ${body}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
          if (++responses === 500) loaded();
        } catch (error) {
          // Once the server has stopped listening, connections are refused or cut.
          connectionErrors.add((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    };
    const clients = Array.from({ length: 50 }, client);
    await enough;
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await Promise.all(clients);
    agent.destroy();

    expect(exit.code).toBe(0);
    for (const [answer] of answers) {
      const [status, ...rest] = answer.split(' ');
      const body = JSON.parse(rest.join(' '));
      if (status === '200') expect(body.data.status).toBe('ok');
      else {
        expect(status).toBe('503');
        expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      }
    }
    expect(responses).toBeGreaterThanOrEqual(500);
    for (const code of connectionErrors) {
      expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(code);
    }
  });
});

function get(
  agent: http.Agent,
  port: number,
  url: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
