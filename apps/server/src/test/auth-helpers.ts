import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuthPayload } from '@tessera/core';

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface Account {
  email: string;
  password: string;
  token: string;
  user: AuthPayload['user'];
}

/** A fresh, never-used e-mail address. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function inject(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject(options) as Promise<LightMyRequestResponse>;
}

let addresses = 0;

/**
 * A client address used by no other request: sign-ups and reset requests are limited per address,
 * and tests that are not about those limits make them freely.
 */
export function freshAddress(): string {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Registers a new account through the API and returns its credentials and first token. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    remoteAddress?: string;
  } = {},
): Promise<Account> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const res = await inject(app, {
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: overrides.remoteAddress ?? freshAddress(),
    payload: {
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      email,
      password,
      confirmPassword: password,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = res.json() as { data: AuthPayload };
  return { email: email.toLowerCase(), password, token: data.token, user: data.user };
}

export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return inject(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in and returns the new token, failing the test when sign-in does not succeed. */
export async function loginToken(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AuthPayload }).data.token;
}

export function getProfile(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return inject(app, { method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
}

/** The error envelope of a response, after checking it has exactly that shape. */
export function errorOf(res: LightMyRequestResponse): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  expect(body.error!.message.length).toBeGreaterThan(0);
  return body.error!;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** The names of the .eml files in the outbox (none when the folder does not exist yet). */
export async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(outboxDir(dataDir))).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Undoes quoted-printable encoding: soft line breaks first, then =XX escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const RESET_LINK = /http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_\-%.~]+)/;

/** The token of the first reset link in a raw .eml message. */
export function resetTokenFromEml(eml: string): string {
  const match = RESET_LINK.exec(decodeQuotedPrintable(eml));
  expect(match, 'the e-mail should contain a reset link').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/**
 * Asks for a reset link through the API and returns the token from the one e-mail it wrote,
 * checking that the message went to that address.
 */
export async function requestResetToken(
  app: FastifyInstance,
  dataDir: string,
  email: string,
): Promise<{ token: string; eml: string }> {
  const before = new Set(await outboxFiles(dataDir));
  const res = await inject(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const added = (await outboxFiles(dataDir)).filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  const eml = await fs.readFile(path.join(outboxDir(dataDir), added[0]!), 'utf8');
  expect(eml).toMatch(
    new RegExp(`^To: ${email.toLowerCase().replace(/[.+]/g, '\\$&')}\\r?$`, 'im'),
  );
  return { token: resetTokenFromEml(eml), eml };
}
