/** An account younger than a day is greeted as new ("Welcome"); after that, "Welcome back". */
export const NEW_OWNER_MS = 24 * 60 * 60 * 1000;

export function isNewOwner(createdAt: string | undefined, now = Date.now()): boolean {
  if (createdAt === undefined) return false;
  const age = now - Date.parse(createdAt);
  return age >= 0 && age < NEW_OWNER_MS;
}
