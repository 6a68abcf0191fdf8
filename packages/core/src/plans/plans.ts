export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  pricePerMonth: number;
  /** null means unlimited. */
  websiteLimit: number | null;
  /** Templates the owner may save from their websites or import; null means unlimited. */
  templateLimit: number | null;
  /** Media storage for all the account's websites, in bytes. */
  storageBytes: number;
  features: string[];
}

const GB = 1024 ** 3;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    pricePerMonth: 0,
    websiteLimit: 1,
    templateLimit: 1,
    storageBytes: 1 * GB,
    features: ['1 website', 'Basic templates', 'Mobile responsive'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    pricePerMonth: 29,
    websiteLimit: 5,
    templateLimit: 10,
    storageBytes: 20 * GB,
    features: ['5 websites', 'Premium templates', 'E-commerce features', 'Analytics'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 99,
    websiteLimit: null,
    templateLimit: null,
    storageBytes: 100 * GB,
    features: ['Unlimited websites', 'Custom templates', 'Advanced analytics', 'Priority support'],
  },
};

/** GET /api/auth/usage: the account's plan and how much of it is used. */
export interface AccountUsage {
  plan: PlanId;
  websites: { used: number; limit: number | null };
  storage: { usedBytes: number; limitBytes: number };
}
