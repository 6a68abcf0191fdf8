import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from '@tessera/core';

/** JSON with every object's keys in one order, so equal requests read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonical(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What an order request asks for, as a hash: the idempotency key is bound to it, so a key seen
 * again answers the first order only when everything else is the same request.
 */
export function requestFingerprint(input: PlaceOrderInput): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(canonical(rest)).digest('base64url');
}
