import { Link } from 'react-router';
import { ArrowRight, BarChart3, MousePointerClick, ShoppingBag, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BuilderPreview } from './builder-preview';
import { marketingPages } from './page-meta';
import { useDocumentTitle } from './use-document-title';

const highlights = [
  {
    icon: MousePointerClick,
    title: 'Drag and drop builder',
    text: 'Place sections, columns, text and images exactly where you want them. No code, ever.',
  },
  {
    icon: Smartphone,
    title: 'Mobile responsive',
    text: 'Every page adapts to phones and tablets, and you can fine-tune each screen size.',
  },
  {
    icon: ShoppingBag,
    title: 'E-commerce ready',
    text: 'Sell products and take bookings from the same site, with orders in your dashboard.',
  },
  {
    icon: BarChart3,
    title: 'Analytics',
    text: 'See visitors, top pages and sales at a glance, without adding third-party trackers.',
  },
];

export function LandingPage() {
  useDocumentTitle(marketingPages.landing.title);
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.22),transparent_60%)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <span className="h-1.5 w-1.5 rounded-full bg-success" aria-hidden />
              Websites, shop and bookings in one place
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Build amazing websites
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Tessera gives your business a fast, beautiful website in minutes. Drag and drop your
              pages, publish on your own address, and run products, orders and bookings from one
              dashboard.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/auth/register">
                  Get started for free <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/features">
                  {/* "Learn more" alone tells a search engine nothing about where it leads. */}
                  Learn more<span className="sr-only"> about the features</span>
                </Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              Free forever for one website. No card needed.
            </p>
          </div>
          <BuilderPreview />
        </div>
      </section>

      <section aria-labelledby="highlights" className="border-t border-border bg-card py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="highlights" className="text-center text-3xl font-bold tracking-tight">
            Everything your business needs online
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            One tool instead of five: a site builder, a shop, a booking calendar and the numbers
            that tell you what works.
          </p>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {highlights.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-xl border border-border bg-background p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-lg sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">Ready to build your website?</h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100">
            Join the small businesses that launched their site in an afternoon.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-indigo-700 hover:bg-indigo-50">
              <Link to="/auth/register">Get started for free</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/pricing">See pricing</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
