import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  MousePointerClick,
  Search,
  ShoppingCart,
  Smartphone,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CtaSection, ctaPrimaryClass, ctaSecondaryClass } from './cta-section';
import { PageHeader } from './page-header';
import { marketingPages } from './page-meta';
import { useDocumentTitle } from './use-document-title';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MousePointerClick,
    title: 'Drag and drop builder',
    text: 'Build pages by dragging sections, columns, text, images and buttons into place. What you see in the editor is what your visitors get, with no code to write.',
  },
  {
    icon: Smartphone,
    title: 'Mobile responsive',
    text: 'Every page adapts to phones, tablets and desktops on its own. Preview each screen size and fine-tune the layout where it matters.',
  },
  {
    icon: ShoppingCart,
    title: 'E-commerce',
    text: 'Add products to your site and let customers shop with a cart and payment processing at checkout. Orders arrive in your dashboard.',
  },
  {
    icon: BarChart3,
    title: 'Analytics dashboard',
    text: 'See your visitors, top pages and sales at a glance. The numbers live in your dashboard, without third-party trackers on your site.',
  },
  {
    icon: Search,
    title: 'SEO tools',
    text: 'Give every page its own title, description and readable address, so search engines and customers can find the right page.',
  },
  {
    icon: Zap,
    title: 'Fast loading',
    text: 'Published pages are lean and light, so they open quickly even on a slow mobile connection. Visitors stay, and search engines notice.',
  },
];

const steps = [
  {
    title: 'Pick a starting point',
    text: 'Begin from a template or a blank page and add your name, logo and colours.',
  },
  {
    title: 'Make it yours',
    text: 'Drag in the sections you need, write your text and add your photos and products.',
  },
  {
    title: 'Publish',
    text: 'Put your site live when you are ready, then keep editing whenever your business changes.',
  },
];

export function FeaturesPage() {
  useDocumentTitle(marketingPages.features.title);
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to run your business online"
        description="Tessera brings your website, your shop and the numbers behind them into one place, so you can spend less time on tools and more time on customers."
      >
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/auth/register">
              Get started for free <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </div>
      </PageHeader>

      <section aria-label="Features" className="pb-20">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border border-border bg-card p-6 shadow-xs transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h2 className="mt-5 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="border-t border-border bg-card py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight">
            From idea to live site in three steps
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            No designers or developers needed. If you can use a word processor, you can build with
            Tessera.
          </p>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-border bg-background p-6">
                <span
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaSection
        title="Start building your website today"
        description="Create your free account and have your first page ready in minutes. No card needed."
      >
        <Button asChild size="lg" className={ctaPrimaryClass}>
          <Link to="/auth/register">
            Get started for free <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={ctaSecondaryClass}>
          <Link to="/pricing">See pricing</Link>
        </Button>
      </CtaSection>
    </>
  );
}
