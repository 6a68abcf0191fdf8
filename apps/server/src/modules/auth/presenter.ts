import { accountZone, DEFAULT_PREFERENCES, type Preferences, type User } from '@tessera/core';
import type { users } from '../../db/schema.ts';

// The password hash is never needed to present an account.
type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** The only shape in which a user leaves the server: no hash, no internal columns. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    timezone: accountZone(row.timezone),
    preferences: presentPreferences(row.preferences),
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The known switches only: a stored key of a removed one (SMS updates) is not shown. */
function presentPreferences(stored: Partial<Preferences> | null): Preferences {
  const saved = stored ?? {};
  return {
    theme: saved.theme ?? DEFAULT_PREFERENCES.theme,
    notifications: saved.notifications ?? DEFAULT_PREFERENCES.notifications,
    emailUpdates: saved.emailUpdates ?? DEFAULT_PREFERENCES.emailUpdates,
  };
}
