import { Link } from 'react-router';
import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import type { SetupStepId, Website } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { useWebsiteSetup } from './use-website-setup';

interface StepCopy {
  label: string;
  text: string;
  to: (website: Website) => string;
}

const STEPS: Record<SetupStepId, StepCopy> = {
  details: {
    label: 'Add your details',
    text: 'Say what your business does and how to reach you, in the website’s settings.',
    to: (w) => `/dashboard/websites/${w.id}/settings`,
  },
  theme: {
    label: 'Pick a theme',
    text: 'Choose your colours and fonts in the builder’s Theme panel.',
    to: (w) => `/builder/${w.id}`,
  },
  page: {
    label: 'Add a page',
    text: 'An About or Contact page beside your home page.',
    to: (w) => `/builder/${w.id}`,
  },
  catalogue: {
    label: 'Add a product or service',
    text: 'Sell something, or take bookings for a service.',
    to: () => '/dashboard/products/new',
  },
  domain: {
    label: 'Connect a domain',
    text: 'Use your own address, like www.yourbusiness.com.',
    to: (w) => `/dashboard/websites/${w.id}/settings`,
  },
  publish: {
    label: 'Publish your site',
    text: 'Put it live for your visitors.',
    to: (w) => `/builder/${w.id}`,
  },
};

/**
 * The first steps of a new website, each ticked by doing it (the server reads them from the
 * website itself); gone once every step is done.
 */
export function SetupChecklistCard({ website }: { website: Website }) {
  const { data: setup } = useWebsiteSetup(website.id);
  if (!setup || setup.complete) return null;
  const done = setup.steps.filter((step) => step.done).length;
  const total = setup.steps.length;
  return (
    <Card role="region" aria-labelledby="setup-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="setup-title" className="flex items-center gap-2 font-semibold">
          <ListChecks className="h-4 w-4 text-muted-foreground" aria-hidden /> Set up {website.name}
        </h2>
        <span className="text-sm text-muted-foreground">
          {done} of {total} done
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {setup.steps.map((step) => {
          const copy = STEPS[step.id];
          return (
            <li
              key={step.id}
              data-setup-step={step.id}
              data-done={step.done}
              className="flex items-start gap-3 rounded-lg border border-border p-3"
            >
              {step.done ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <Circle className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="min-w-0">
                {step.done ? (
                  <span className="block text-sm font-medium text-muted-foreground line-through">
                    {copy.label}
                    <span className="sr-only"> (done)</span>
                  </span>
                ) : (
                  <Link
                    to={copy.to(website)}
                    className="block text-sm font-medium text-primary hover:underline"
                  >
                    {copy.label}
                  </Link>
                )}
                <span className="mt-0.5 block text-xs text-muted-foreground">{copy.text}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
