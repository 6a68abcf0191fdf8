import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

let app: FastifyInstance;
let database: Database;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-errors-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head></html>');
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  app = await buildApp({ config: { ...loadConfig({ DATA_DIR: dir }), webDist: dir }, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The envelope's code for a status is the same whichever part of the server answered. */
const CODE_OF: Record<number, string | string[]> = {
  400: ['BAD_REQUEST', 'VALIDATION_ERROR'],
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

describe("the framework's own refusals", () => {
  it('answer odd static paths as missing files: 404 NOT_FOUND, never a 403', async () => {
    for (const url of ['//evil.example', '//evil.example/', '/assets//evil.example']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      // A missing asset is answered by the not-found handler, a refused odd path by the error
      // handler: both are a missing file in the envelope.
      expect(res.json(), url).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: expect.stringMatching(/^(Not found|No route for GET \/)/),
        },
      });
    }
  });

  it('use the envelope with the code of their status', async () => {
    const cases = [
      { method: 'GET', url: '/%E0%A4%A' },
      { method: 'GET', url: '/assets/a%00b' },
      { method: 'POST', url: '/api/auth/login', payload: '{"email":', json: true },
      { method: 'POST', url: '/api/auth/login', payload: 'x'.repeat(1024 * 1024 + 1), json: true },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: 'email=a',
        type: 'application/x-www-form-urlencoded',
      },
    ] as const;
    for (const c of cases) {
      const res = await app.inject({
        method: c.method,
        url: c.url,
        ...('payload' in c ? { payload: c.payload } : {}),
        headers:
          'json' in c
            ? { 'content-type': 'application/json' }
            : 'type' in c
              ? { 'content-type': c.type }
              : {},
      });
      const body = res.json() as { error: { code: string; message: string } };
      expect(res.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.url).toBeLessThan(500);
      expect([CODE_OF[res.statusCode]].flat(), `${c.url} ${res.body}`).toContain(body.error.code);
      expect(body.error.message.length, c.url).toBeGreaterThan(0);
    }
  });
});
