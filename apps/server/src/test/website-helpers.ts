import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Page, PlanId, Website } from '@tessera/core';
import type { Database } from '../db/client.ts';
import { setPlanByEmail } from '../modules/auth/plan.ts';
import { bearer, inject, registerAccount, type Account } from './auth-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A subdomain no other test has used. */
export function uniqueSubdomain(prefix = 'site'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Calls the API as the holder of `token`. */
export function call(
  app: FastifyInstance,
  token: string,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return inject(app, {
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The `data` of a success response, after checking the envelope holds nothing else. */
export function dataOf<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { data: T };
  expect(Object.keys(body)).toEqual(['data']);
  return body.data;
}

/** Registers an owner and, unless Free is wanted, moves them to another plan. */
export async function registerOwner(
  app: FastifyInstance,
  database: Database,
  plan: PlanId = 'free',
): Promise<Account> {
  const account = await registerAccount(app);
  if (plan !== 'free')
    expect(await setPlanByEmail(database.db, account.email, plan)).not.toBeNull();
  return account;
}

/** Creates a website through the API (a fresh subdomain unless one is given). */
export async function createWebsite(
  app: FastifyInstance,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Website> {
  const res = await call(app, token, 'POST', '/api/websites', {
    name: 'Corner Bakery',
    subdomain: uniqueSubdomain(),
    ...fields,
  });
  return dataOf<Website>(res, 201);
}

export async function createPage(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  fields: Record<string, unknown>,
): Promise<Page> {
  const res = await call(app, token, 'POST', `/api/websites/${websiteId}/pages`, fields);
  return dataOf<Page>(res, 201);
}

export async function listPages(
  app: FastifyInstance,
  token: string,
  websiteId: string,
): Promise<Page[]> {
  return dataOf<Page[]>(await call(app, token, 'GET', `/api/websites/${websiteId}/pages`));
}
