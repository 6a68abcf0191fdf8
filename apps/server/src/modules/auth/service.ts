import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  changesEmail,
  CURRENT_PASSWORD_INCORRECT,
  DEFAULT_PREFERENCES,
  DEFAULT_ACCOUNT_ZONE,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  type AuthPayload,
  type PlanId,
  type User,
  type profileUpdateSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { takeHit, withdrawHit } from '../../db/rate-limit.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { emailChangedMail } from './email-changed-mail.ts';
import {
  PASSWORD_CHECKS_PER_ACCOUNT,
  RESET_MAILS_PER_EMAIL,
  RESET_REQUESTS_PER_ADDRESS,
  rateLimited,
  registrationsPerAddress,
} from './limits.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { presentUser } from './presenter.ts';
import { beginSignInAttempt, clearLoginFailures, pruneLoginFailures } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';
import type { SessionCache } from './session-cache.ts';
import { sessionByToken, type SessionByToken } from './session-query.ts';
import type { MediaFiles } from '../media/media-files.ts';
import { deleteOwnerTemplateWebsites } from '../templates/owner-template-websites.ts';
import { passwordResetMail } from './reset-mail.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

/** A live session with its account, as a signed-in request sees it. */
export interface SessionContext {
  userId: string;
  sessionId: string;
  user: User;
}

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  defaultPlan: PlanId;
  /** Accounts one address may create per hour; 0 for no limit. */
  registrationsPerAddressPerHour: number;
  onAccountDeleted?: () => void;
  /** Sessions remembered by token; forgotten here whenever this service changes them. */
  sessionCache: SessionCache;
  /** The bytes of media files, which leave with the account's websites. */
  mediaFiles?: MediaFiles;
}

export class AuthService {
  private readonly sessionByToken: SessionByToken;

  constructor(private readonly deps: AuthServiceDeps) {
    this.sessionByToken = sessionByToken(deps.db);
  }

  private get db() {
    return this.deps.db;
  }

  async register(
    input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      timezone?: string;
    },
    ip: string,
  ): Promise<AuthPayload> {
    const max = this.deps.registrationsPerAddressPerHour;
    if (max > 0) {
      // Every attempt counts, taken e-mails too, so the 409 cannot be used to probe for accounts.
      const hit = await takeHit(this.db, registrationsPerAddress(max), ip);
      if (!hit.allowed) {
        throw rateLimited('Too many accounts created from your network.', hit.retryAfterSeconds);
      }
    }
    const passwordHash = await hashPassword(input.password);
    const inserted = await this.db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        timezone: input.timezone ?? DEFAULT_ACCOUNT_ZONE,
        preferences: DEFAULT_PREFERENCES,
        plan: this.deps.defaultPlan,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    return { user: presentUser(row), token: await this.startSession(row.id) };
  }

  async login(input: { email: string; password: string }, ip: string): Promise<AuthPayload> {
    const attempt = await beginSignInAttempt(this.db, input.email, ip);
    if (attempt.retryAfterSeconds !== null) {
      throw rateLimited('Too many failed sign-in attempts.', attempt.retryAfterSeconds);
    }
    const row = await this.findByEmail(input.email);
    const ok = row
      ? await verifyPassword(row.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!row || !ok) {
      // The attempt's row stays as the recorded failure.
      await pruneLoginFailures(this.db);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await clearLoginFailures(this.db, input.email, ip);
    return { user: presentUser(row), token: await this.startSession(row.id) };
  }

  /** Resolves a bearer token to its live session with its account, or null. */
  async authenticate(token: string): Promise<SessionContext | null> {
    const tokenHash = hashToken(token);
    const cache = this.deps.sessionCache;
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const stamp = cache.stamp;
    const [row] = await this.sessionByToken.execute({ tokenHash });
    if (!row) return null;
    const { sessionId, expiresAt, ...account } = row;
    const session = { userId: account.id, sessionId, user: presentUser(account) };
    cache.set(tokenHash, session, expiresAt, stamp);
    return session;
  }

  async logout(session: SessionContext): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, session.sessionId));
    this.deps.sessionCache.forgetAccount(session.userId);
  }

  /** Swaps the current token for a new one with a fresh 30-day lifetime. */
  async refresh(session: SessionContext): Promise<AuthPayload> {
    const payload = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(sessions)
        .where(eq(sessions.id, session.sessionId))
        .returning({ id: sessions.id });
      if (removed.length === 0) throw unauthorized();
      const token = newToken();
      await tx.insert(sessions).values({
        userId: session.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      const user = await this.requireUser(session.userId, tx);
      return { user, token };
    });
    this.deps.sessionCache.forgetAccount(session.userId);
    return payload;
  }

  /**
   * Changes the fields given. A new e-mail needs the current password; once it is saved, every
   * reset link of the account is void (they went to the old address) and the old address is told.
   */
  async updateProfile(userId: string, input: z.output<typeof profileUpdateSchema>): Promise<User> {
    const current = await this.requireUserRow(userId);
    const emailChange = changesEmail(current.email, input.email);
    if (emailChange) {
      if (!input.currentPassword) {
        throw badRequest(EMAIL_CHANGE_NEEDS_PASSWORD, {
          currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD,
        });
      }
      await this.checkCurrentPassword(current, input.currentPassword);
    }
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.email !== undefined) changes.email = input.email;
    if (input.phone !== undefined) changes.phone = input.phone === '' ? null : input.phone;
    if (input.timezone !== undefined) changes.timezone = input.timezone;
    if (input.preferences !== undefined) {
      changes.preferences = {
        ...DEFAULT_PREFERENCES,
        ...current.preferences,
        ...input.preferences,
      };
    }
    if (changes.email && changes.email !== current.email) {
      const owner = await this.findByEmail(changes.email);
      if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    let saved: typeof users.$inferSelect;
    try {
      saved = await this.db.transaction(async (tx) => {
        const rows = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
        if (emailChange) await voidResetTokens(tx, userId);
        return rows[0]!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw error;
    }
    this.deps.sessionCache.forgetAccount(userId);
    if (emailChange) {
      const notice = emailChangedMail({
        firstName: saved.firstName,
        newEmail: saved.email,
        changedAt: saved.updatedAt,
        signInUrl: `${this.deps.publicUrl}/auth/login`,
      });
      await this.deps.mailer.send({ to: current.email, ...notice });
    }
    return presentUser(saved);
  }

  /** Changes the password, signs out every other session and voids every reset link. */
  async changePassword(
    session: SessionContext,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    const row = await this.requireUserRow(session.userId);
    await this.checkCurrentPassword(row, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, row.id));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, row.id), ne(sessions.id, session.sessionId)));
      await voidResetTokens(tx, row.id);
    });
    this.deps.sessionCache.forgetAccount(row.id);
  }

  /** Removes the account; sessions, tokens and every website go with it by cascade. */
  async deleteAccount(userId: string): Promise<void> {
    const files = (await this.deps.mediaFiles?.heldBy({ userId })) ?? [];
    await this.db.transaction(async (tx) => {
      // Saved templates' hidden websites belong to the system account: they go first, by hand.
      await deleteOwnerTemplateWebsites(tx, userId);
      await tx.delete(users).where(eq(users.id, userId));
    });
    this.deps.sessionCache.forgetAccount(userId);
    this.deps.onAccountDeleted?.();
    await this.deps.mediaFiles?.release(files);
  }

  /**
   * Sends a reset link when the account exists and its e-mail has not had its share of them this
   * hour; the caller answers the same in every one of those cases. Only a flood from one address
   * is told to wait.
   */
  async forgotPassword(email: string, ip: string): Promise<void> {
    const request = await takeHit(this.db, RESET_REQUESTS_PER_ADDRESS, ip);
    if (!request.allowed) {
      throw rateLimited('Too many password reset requests.', request.retryAfterSeconds);
    }
    const mail = await takeHit(this.db, RESET_MAILS_PER_EMAIL, email.toLowerCase());
    if (!mail.allowed) return;
    const row = await this.findByEmail(email);
    if (!row) return;
    const token = newToken();
    await this.db.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = `${this.deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send({ to: row.email, ...passwordResetMail(row.firstName, link) });
  }

  /** Sets a new password from a single-use token and signs out every session. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const accountId = await this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      const userId = used[0]?.userId;
      if (!userId) {
        const message = 'This reset link is invalid or has expired. Please request a new one.';
        throw badRequest(message, { token: message });
      }
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await voidResetTokens(tx, userId);
      return userId;
    });
    this.deps.sessionCache.forgetAccount(accountId);
  }

  /**
   * Refuses a wrong current password. Wrong ones count against the account, whichever screen
   * asked; past the limit even the right one waits, so a stolen session cannot guess it.
   */
  private async checkCurrentPassword(
    row: typeof users.$inferSelect,
    password: string,
  ): Promise<void> {
    const hit = await takeHit(this.db, PASSWORD_CHECKS_PER_ACCOUNT, row.id);
    if (!hit.allowed) {
      throw rateLimited('Too many incorrect password attempts.', hit.retryAfterSeconds);
    }
    if (await verifyPassword(row.passwordHash, password)) {
      await withdrawHit(this.db, hit.hitId);
      return;
    }
    throw badRequest(CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
  }

  private async startSession(userId: string): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return token;
  }

  private async findByEmail(email: string) {
    const rows = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0];
  }

  private async requireUserRow(userId: string, db: Db = this.db) {
    const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!rows[0]) throw unauthorized();
    return rows[0];
  }

  private async requireUser(userId: string, db: Db = this.db): Promise<User> {
    return presentUser(await this.requireUserRow(userId, db));
  }
}

/** Every outstanding reset link of the account stops working (password or e-mail changed). */
async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
