import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_TIMEZONE,
  type AuthPayload,
  type PlanId,
  type User,
  type profileUpdateSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { presentUser } from './presenter.ts';
import { beginSignInAttempt, clearLoginFailures, pruneLoginFailures } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';
import { passwordResetMail } from './reset-mail.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

export interface SessionContext {
  userId: string;
  sessionId: string;
}

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  defaultPlan: PlanId;
  onAccountDeleted?: () => void;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async register(input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
  }): Promise<AuthPayload> {
    const passwordHash = await hashPassword(input.password);
    const inserted = await this.db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        timezone: DEFAULT_TIMEZONE,
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
      const wait = attempt.retryAfterSeconds;
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
        wait,
      );
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
    await clearLoginFailures(this.db, input.email);
    return { user: presentUser(row), token: await this.startSession(row.id) };
  }

  /** Resolves a bearer token to its live session, or null. */
  async authenticate(token: string): Promise<SessionContext | null> {
    const rows = await this.db
      .select({ sessionId: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return rows[0] ?? null;
  }

  async logout(session: SessionContext): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, session.sessionId));
  }

  /** Swaps the current token for a new one with a fresh 30-day lifetime. */
  async refresh(session: SessionContext): Promise<AuthPayload> {
    return this.db.transaction(async (tx) => {
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
  }

  async getProfile(userId: string): Promise<User> {
    return this.requireUser(userId);
  }

  async updateProfile(userId: string, input: z.output<typeof profileUpdateSchema>): Promise<User> {
    const current = await this.requireUserRow(userId);
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
    try {
      const rows = await this.db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return presentUser(rows[0]!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw error;
    }
  }

  /** Changes the password and signs out every other session of the account. */
  async changePassword(
    session: SessionContext,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    const row = await this.requireUserRow(session.userId);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      const message = 'Current password is incorrect';
      throw badRequest(message, { currentPassword: message });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, row.id));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, row.id), ne(sessions.id, session.sessionId)));
    });
  }

  /** Removes the account; sessions, tokens and (later) every website go with it by cascade. */
  async deleteAccount(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
    this.deps.onAccountDeleted?.();
  }

  /** Sends a reset link when the account exists; the caller answers the same either way. */
  async forgotPassword(email: string): Promise<void> {
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
    await this.db.transaction(async (tx) => {
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
      // Any other outstanding link for the account is void once the password changed.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    });
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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
