import { Link } from 'react-router';
import { PLANS, type TemplateSummary } from '@tessera/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { PLAN_SECTION_PATH } from '@/features/settings/plan-links';
import { openCreateWebsiteFrom } from '@/features/websites/create-website-store';
import { useAuthStore } from '@/stores/auth-store';

/** Whether the owner's plan offers the template: Free gets the basic ones. */
export const planOffers = (plan: string | undefined, template: Pick<TemplateSummary, 'plan'>) =>
  template.plan !== 'pro' || (plan !== undefined && plan !== 'free');

/**
 * Use this template: opens the create dialog with it chosen. A Pro template on Free names the
 * plan it needs and links to Plan and usage instead.
 */
export function UseTemplateButton({
  template,
  size,
  compact = false,
}: {
  template: TemplateSummary;
  size?: ButtonProps['size'];
  /** Where the plan badge already shows: only the upgrade link, named for the template. */
  compact?: boolean;
}) {
  const plan = useAuthStore((s) => s.user?.plan);
  if (!planOffers(plan, template) && compact) {
    return (
      <Button asChild variant="outline" size={size}>
        <Link
          to={PLAN_SECTION_PATH}
          aria-label={`Upgrade to ${PLANS.pro.name} to use the ${template.name} template`}
        >
          Upgrade to {PLANS.pro.name}
        </Link>
      </Button>
    );
  }
  if (!planOffers(plan, template)) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-muted-foreground">Needs the {PLANS.pro.name} plan</span>
        <Button asChild variant="outline" size={size}>
          <Link to={PLAN_SECTION_PATH}>Upgrade to {PLANS.pro.name}</Link>
        </Button>
      </div>
    );
  }
  return (
    <Button
      size={size}
      onClick={() => openCreateWebsiteFrom(template.id)}
      aria-label={`Use the ${template.name} template`}
    >
      Use this template
    </Button>
  );
}
