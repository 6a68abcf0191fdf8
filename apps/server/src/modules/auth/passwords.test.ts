import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HASH_COST,
  burnPasswordCheck,
  hashPassword,
  passwordHashCost,
  verifyPassword,
} from './passwords.ts';

describe('password hashing', () => {
  it("uses OWASP's cost outside a vitest run that asks for the low one", () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(passwordHashCost({})).toBe(PASSWORD_HASH_COST);
    expect(passwordHashCost({ TESSERA_TEST_PASSWORD_COST: 'low' })).toBe(PASSWORD_HASH_COST);
    expect(passwordHashCost({ VITEST: 'true' })).toBe(PASSWORD_HASH_COST);
    const low = passwordHashCost({ VITEST: 'true', TESSERA_TEST_PASSWORD_COST: 'low' });
    expect(low.memoryCost).toBeLessThan(PASSWORD_HASH_COST.memoryCost);
  });

  it('stores a salted argon2id hash that only the same password verifies', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(second, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });

  it("verifies hashes made at OWASP's cost, as a production database holds them", async () => {
    const stored = await hash('correct horse battery', PASSWORD_HASH_COST);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse battery')).toBe(false);
  });
});
