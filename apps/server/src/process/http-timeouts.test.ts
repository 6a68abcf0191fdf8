import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawConnection } from '../test/raw-http.ts';
import { applyHttpTimeouts } from './http-timeouts.ts';

// The limits are set on a server the framework has already made (as main.ts does), here with
// short values so the test sees them act.
let app: FastifyInstance;

afterEach(() => app.close());

async function listening(): Promise<number> {
  app = Fastify();
  app.post('/echo', async (request) => request.body);
  applyHttpTimeouts(app.server, {
    headersMs: 200,
    requestMs: 400,
    idleMs: 5_000,
    checkEveryMs: 50,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('request time limits', () => {
  it('end a request whose body never arrives', async () => {
    const client = await rawConnection(await listening());
    client.write(
      'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    await client.closed;
    expect(client.responses().map((response) => response.status)).toEqual([408]);
  });

  it('end a request whose headers never finish', async () => {
    const client = await rawConnection(await listening());
    client.write('GET /echo HTTP/1.1\r\nHost: localhost\r\n');
    await client.closed;
    expect(client.responses().map((response) => response.status)).toEqual([408]);
  });

  it('leave a prompt request alone', async () => {
    const client = await rawConnection(await listening());
    client.write(
      'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 8\r\nConnection: close\r\n\r\n{"a":1}\n',
    );
    await client.closed;
    expect(client.responses()).toMatchObject([{ status: 200, body: '{"a":1}' }]);
  });
});
