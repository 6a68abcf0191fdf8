import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema.ts';

/**
 * A named random secret (32 bytes, base64url), made on first use and kept in the database so that
 * restarts and every process sharing the database use the same one. Two processes making it at
 * once agree: the first insert wins and both read it back.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}
