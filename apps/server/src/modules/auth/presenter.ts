import { DEFAULT_PREFERENCES, type User } from '@tessera/core';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The only shape in which a user leaves the server: no hash, no internal columns. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    timezone: row.timezone,
    preferences: { ...DEFAULT_PREFERENCES, ...row.preferences },
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
