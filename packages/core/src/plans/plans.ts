export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  pricePerMonth: number;
  /** null means unlimited. */
  websiteLimit: number | null;
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    pricePerMonth: 0,
    websiteLimit: 1,
    features: ['1 website', 'Basic templates', 'Mobile responsive'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    pricePerMonth: 29,
    websiteLimit: 5,
    features: ['5 websites', 'Premium templates', 'E-commerce features', 'Analytics'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 99,
    websiteLimit: null,
    features: ['Unlimited websites', 'Custom templates', 'Advanced analytics', 'Priority support'],
  },
};
