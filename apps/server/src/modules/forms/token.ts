import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formTokenUses } from '../../db/schema.ts';
import { serverSecret } from '../../db/server-secret.ts';

/** A token is good for a day after its page was drawn. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A person takes longer than this to fill in a form; a bot posting at once does not. */
export const DEFAULT_MIN_FILL_MS = 2000;
/** Clocks of several processes may differ a little: a token from this far ahead still counts. */
const CLOCK_SKEW_MS = 60_000;

export type TokenCheck =
  | { ok: true; nonce: string; expiresAt: Date }
  | { ok: false; reason: 'bad-token' | 'too-fast' | 'expired' };

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/**
 * The hidden token of a published form: the form's id, the time its page was drawn and a random
 * nonce, signed with HMAC-SHA256 under a secret kept in the database (so every process and every
 * restart agree). It proves the post came from a page this server drew, how long ago, and (with
 * `form_token_uses`) that it was not used before.
 */
export class FormTokens {
  private secretKey: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    /** Milliseconds since the epoch; tests move it on instead of waiting. */
    readonly now: () => number = Date.now,
    private readonly minFillMs = DEFAULT_MIN_FILL_MS,
  ) {}

  /** The signing secret, read (or made) once. A failed read is tried again next time. */
  secret(): Promise<Buffer> {
    if (!this.secretKey) {
      this.secretKey = serverSecret(this.db, 'form-token').then(
        (value) => Buffer.from(value, 'base64url'),
        (error: unknown) => {
          this.secretKey = null;
          throw error;
        },
      );
    }
    return this.secretKey;
  }

  async mint(formElementId: string): Promise<string> {
    const payload = `${formElementId.toLowerCase()}.${this.now().toString(36)}.${randomBytes(16).toString('base64url')}`;
    return `${payload}.${sign(await this.secret(), payload)}`;
  }

  /** Whether a token is genuine, for this form, and neither too fresh nor too old. */
  async check(token: string, formElementId: string): Promise<TokenCheck> {
    const match = TOKEN.exec(token);
    if (!match || match[1] !== formElementId.toLowerCase())
      return { ok: false, reason: 'bad-token' };
    const payload = `${match[1]}.${match[2]}.${match[3]}`;
    const expected = Buffer.from(sign(await this.secret(), payload));
    const given = Buffer.from(match[4]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'bad-token' };
    }
    const issuedAt = parseInt(match[2]!, 36);
    const age = this.now() - issuedAt;
    if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'bad-token' };
    if (age < this.minFillMs) return { ok: false, reason: 'too-fast' };
    if (age > TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
    return { ok: true, nonce: match[3]!, expiresAt: new Date(issuedAt + TOKEN_LIFETIME_MS) };
  }
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Marks a token's nonce used; false when it already was (a replay). Run it in the submission's
 * transaction: a second post with the same token waits for the first to commit, then finds it.
 */
export async function useToken(tx: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx
    .insert(formTokenUses)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  return rows.length === 1;
}

/** Used tokens past their day are refused as expired anyway; their rows can go. */
export async function pruneUsedTokens(db: Db): Promise<void> {
  await db.delete(formTokenUses).where(lt(formTokenUses.expiresAt, sql`now()`));
}
