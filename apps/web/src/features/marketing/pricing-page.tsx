import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { PLAN_IDS, PLANS, type Plan, type PlanId } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PageHeader } from './page-header';
import { marketingPages } from './page-meta';
import { useDocumentTitle } from './use-document-title';

/** What the page adds to each plan of @tessera/core: who it is for and where its button goes. */
const planDetails: Record<
  PlanId,
  { tagline: string; cta: { label: string; to: string }; popular?: boolean }
> = {
  free: {
    tagline: 'For trying Tessera out, or a simple site for a side project.',
    cta: { label: 'Get started', to: '/auth/register' },
  },
  pro: {
    tagline: 'For growing businesses that want to sell and learn from their visitors.',
    cta: { label: 'Start free trial', to: '/auth/register' },
    popular: true,
  },
  enterprise: {
    tagline: 'For agencies and larger teams running many websites.',
    cta: { label: 'Contact sales', to: '/contact' },
  },
};

const faqs = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can start on Free and move to Pro or Enterprise when you need more websites or features, or move back down later. Your pages and content stay as they are when you switch.',
  },
  {
    question: 'What counts as a website?',
    answer:
      'A website is one site with its own pages, address and settings. The limit is on websites, not pages: the pages inside one website do not count separately.',
  },
  {
    question: 'Do I need a card to start?',
    answer:
      'No. The Free plan does not ask for any payment details. You can build and publish one website on it for as long as you like.',
  },
  {
    question: 'What happens when I reach my website limit?',
    answer:
      'Your existing websites keep working and you can keep editing them. To create another website, move to a plan with a higher limit.',
  },
  {
    question: 'Can I host Tessera myself?',
    answer:
      'Yes. Tessera is open source and self-hostable, so you can run it on your own server. If you are not sure which option suits you, get in touch and we will help you choose.',
  },
];

function formatPrice(pricePerMonth: number): string {
  return `$${pricePerMonth.toLocaleString('en-US')}`;
}

function PlanCard({ plan }: { plan: Plan }) {
  const details = planDetails[plan.id];
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8',
        details.popular
          ? 'border-primary shadow-xl shadow-indigo-500/10 ring-1 ring-primary lg:-my-4 lg:py-12'
          : 'border-border',
      )}
    >
      {details.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-sm">
          Most Popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-10 text-sm text-muted-foreground">{details.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight">
          {formatPrice(plan.pricePerMonth)}
        </span>
        <span className="text-sm font-medium text-muted-foreground" aria-hidden>
          /month
        </span>
        <span className="sr-only">per month</span>
      </p>
      <Button
        asChild
        size="lg"
        variant={details.popular ? 'primary' : 'outline'}
        className="mt-6 w-full"
      >
        <Link to={details.cta.to}>{details.cta.label}</Link>
      </Button>
      <div className="mt-8 border-t border-border pt-6">
        <p className="text-sm font-medium">What's included</p>
        <ul className="mt-4 space-y-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm">
              <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Check className="h-3.5 w-3.5" aria-hidden strokeWidth={3} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function PricingPage() {
  useDocumentTitle(marketingPages.pricing.title);
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        description="Start free with one website and move up when your business grows. Every plan comes with the drag and drop builder and pages that look good on every screen."
      />

      <section aria-label="Plans" className="pb-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:gap-6">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={PLANS[id]} />
          ))}
        </div>
        <p className="mt-10 px-4 text-center text-sm text-muted-foreground">
          Prices in US dollars. Need something different?{' '}
          <Link
            to="/contact"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Talk to us
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="faq" className="border-t border-border bg-card py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <h2 id="faq" className="text-3xl font-bold tracking-tight">
              Frequently asked questions
            </h2>
            <p className="mt-3 text-muted-foreground">
              Can't find what you're looking for?{' '}
              <Link
                to="/contact"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Contact us
              </Link>{' '}
              and we'll help.
            </p>
          </div>
          <dl className="divide-y divide-border">
            {faqs.map((faq) => (
              <div key={faq.question} className="py-6 first:pt-0 last:pb-0">
                <dt className="font-semibold">{faq.question}</dt>
                <dd className="mt-2 text-muted-foreground">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
