import { TEMPLATE_FEATURE_LABELS, type TemplateSummary } from '@tessera/core';
import { cn } from '@/lib/cn';

/** Free or Pro: the plan a website made from the template needs. */
export function PlanBadge({ plan }: { plan: TemplateSummary['plan'] }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
        plan === 'pro' ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
      )}
    >
      {plan === 'pro' ? 'Pro' : 'Free'}
    </span>
  );
}

/** Shop, Bookings, Blog, Forms: what the template's website offers visitors. */
export function FeatureBadges({ features }: { features: TemplateSummary['features'] }) {
  if (features.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Features">
      {features.map((feature) => (
        <li
          key={feature}
          className="rounded-full border border-border px-2 py-0.5 text-xs font-medium"
        >
          {TEMPLATE_FEATURE_LABELS[feature]}
        </li>
      ))}
    </ul>
  );
}
