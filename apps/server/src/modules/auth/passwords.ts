import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's recommended cost.
export const PASSWORD_HASH_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The least cost argon2 accepts. The unit and API tests hash a password for nearly every account
// they register, so vitest.config.ts asks for it; it is never used outside a vitest run.
const TEST_HASH_COST = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

/** The cost of new hashes: OWASP's, unless a vitest run sets TESSERA_TEST_PASSWORD_COST=low. */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST === 'true' && env.TESSERA_TEST_PASSWORD_COST === 'low'
    ? TEST_HASH_COST
    : PASSWORD_HASH_COST;
}

const options = passwordHashCost();

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-hash-target');
  await verifyPassword(await dummyHash, password);
}
