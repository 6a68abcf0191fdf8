import type { PlanId } from './plans/plans.ts';
import type { Preferences } from './validation/auth.ts';

/** The signed-in user as the API presents it: never a hash or a token. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timezone: string;
  preferences: Preferences;
  plan: PlanId;
  createdAt: string;
  updatedAt: string;
}

export interface AuthPayload {
  user: User;
  token: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
