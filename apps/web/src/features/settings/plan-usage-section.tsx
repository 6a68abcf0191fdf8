import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Check } from 'lucide-react';
import { PLAN_IDS, PLANS, type AccountUsage, type Plan, type User } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatBytes, formatNumber } from '@/lib/format';
import { CHANGE_PLAN_HINT, setPlanCommand } from './plan-links';
import { SettingsSection } from './settings-section';
import { useAccountUsage } from './use-account-usage';

const GB = 1024 ** 3;
const storageText = (bytes: number) => (bytes % GB === 0 ? `${bytes / GB} GB` : formatBytes(bytes));
const websitesText = (limit: number | null) =>
  limit === null ? 'Unlimited websites' : `${limit} ${limit === 1 ? 'website' : 'websites'}`;

function Meter(props: { label: string; used: number; max: number | null; text: string }) {
  const share = props.max ? Math.min(1, props.used / props.max) : 0;
  const full = props.max !== null && props.used >= props.max;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{props.label}</span>
        <span className="text-right text-muted-foreground tabular-nums">{props.text}</span>
      </div>
      <div
        role="meter"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={props.max ?? props.used}
        aria-valuenow={props.used}
        aria-valuetext={props.text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', full ? 'bg-amber-500' : 'bg-primary')}
          style={{ width: `${Math.max(share * 100, props.used > 0 ? 2 : 0)}%` }}
        />
      </div>
    </div>
  );
}

function Usage({ usage }: { usage: AccountUsage }) {
  const { websites, storage } = usage;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Meter
        label="Websites"
        used={websites.used}
        max={websites.limit}
        text={
          websites.limit === null
            ? `${formatNumber(websites.used)} used, no limit`
            : `${formatNumber(websites.used)} of ${formatNumber(websites.limit)} used`
        }
      />
      <Meter
        label="Media storage"
        used={storage.usedBytes}
        max={storage.limitBytes}
        text={`${formatBytes(storage.usedBytes)} of ${storageText(storage.limitBytes)} used`}
      />
    </div>
  );
}

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className={cn(
        'rounded-lg border p-4',
        current ? 'border-primary bg-accent/40' : 'border-border',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="font-semibold">{plan.name}</h4>
        {current ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            Your plan
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">${plan.pricePerMonth} per month</p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {[
          websitesText(plan.websiteLimit),
          `${storageText(plan.storageBytes)} media storage`,
          ...plan.features.slice(1),
        ].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Settings › Plan and usage: the plan, what it uses, what each plan allows, how to change. */
export function PlanUsageSection({ user }: { user: User }) {
  const usage = useAccountUsage();
  const location = useLocation();
  const planId = usage.data?.plan ?? user.plan;
  const plan = PLANS[planId] ?? PLANS.free;

  // Plan-limit messages link here (#plan): bring the section into view and focus it.
  useEffect(() => {
    if (location.hash !== '#plan') return;
    const section = document.getElementById('plan');
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  return (
    <SettingsSection
      id="plan"
      title="Plan and usage"
      description="What your plan includes and how much of it your websites use."
    >
      <div className="space-y-8">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-sm text-muted-foreground">Current plan</p>
          <p className="text-xl font-semibold" data-current-plan>
            {plan.name}
          </p>
          <p className="text-sm text-muted-foreground">${plan.pricePerMonth} per month</p>
        </div>

        {usage.isPending ? (
          <div
            className="grid gap-5 sm:grid-cols-2"
            aria-busy="true"
            role="status"
            aria-label="Loading usage"
          >
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : usage.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border px-4 py-3 text-sm"
          >
            <span>Usage could not be loaded.</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void usage.refetch()}
              disabled={usage.isFetching}
            >
              {usage.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : (
          <Usage usage={usage.data} />
        )}

        <div>
          <h3 className="text-sm font-medium">Plans</h3>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {PLAN_IDS.map((id) => (
              <PlanCard key={id} plan={PLANS[id]} current={id === planId} />
            ))}
          </ul>
        </div>

        <div className="rounded-lg bg-muted px-4 py-3 text-sm">
          <h3 className="font-medium">Changing plans</h3>
          <p className="mt-1 text-muted-foreground">
            {CHANGE_PLAN_HINT} To move this account, the operator runs:
          </p>
          <code className="mt-2 block rounded-md bg-background px-3 py-2 font-mono text-xs break-all">
            {setPlanCommand(user.email)}
          </code>
        </div>
      </div>
    </SettingsSection>
  );
}
