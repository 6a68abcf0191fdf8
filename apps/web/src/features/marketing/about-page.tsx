import { Link } from 'react-router';
import {
  Code2,
  HeartHandshake,
  LifeBuoy,
  Palette,
  Server,
  Store,
  Target,
  Telescope,
  Unlock,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CtaSection, ctaPrimaryClass, ctaSecondaryClass } from './cta-section';
import { PageHeader } from './page-header';
import { marketingPages } from './page-meta';
import { useDocumentTitle } from './use-document-title';

const principles: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Unlock,
    title: 'Open source',
    text: 'The code behind Tessera is public. Anyone can read it, improve it and check how their data is handled.',
  },
  {
    icon: Server,
    title: 'Yours to host',
    text: 'Run Tessera on your own server or use a plan. Either way, your site and your content stay yours.',
  },
  {
    icon: Store,
    title: 'Made for small businesses',
    text: 'We build for the bakery, the studio and the plumber: people with a business to run, not a website to babysit.',
  },
  {
    icon: HeartHandshake,
    title: 'Simple and honest',
    text: 'Clear plans, plain language and features that earn their place. If something is hard to explain, we make it simpler.',
  },
];

const teamAreas: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Code2,
    title: 'Engineering',
    text: 'Build the editor, the published sites and the tools to host Tessera yourself.',
  },
  {
    icon: Palette,
    title: 'Design',
    text: 'Shape the templates and the builder so good-looking pages are the easy path.',
  },
  {
    icon: LifeBuoy,
    title: 'Support',
    text: 'Answer questions, gather feedback and make sure it reaches the people who build.',
  },
];

export function AboutPage() {
  useDocumentTitle(marketingPages.about.title);
  return (
    <>
      <PageHeader
        eyebrow="About Tessera"
        title="A website builder small businesses can own"
        description="Tessera is an open-source, self-hostable website builder for small businesses. We make it easy to build a site that looks professional, sells your products and stays under your control."
      />

      <section aria-label="Mission and vision" className="pb-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
          <article
            aria-labelledby="mission"
            className="rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-10"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Target className="h-6 w-6" aria-hidden />
            </span>
            <h2 id="mission" className="mt-6 text-2xl font-bold tracking-tight">
              Our mission
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              <p>
                Every small business deserves a great website, without hiring an agency or learning
                to code. Our mission is to give owners the tools to build, run and grow their own
                site: pages, products and the numbers behind them, all in one place.
              </p>
              <p>
                We keep Tessera open source so that no business is locked in. You can use it on a
                plan or run it on your own server.
              </p>
            </div>
          </article>
          <article
            aria-labelledby="vision"
            className="rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-10"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Telescope className="h-6 w-6" aria-hidden />
            </span>
            <h2 id="vision" className="mt-6 text-2xl font-bold tracking-tight">
              Our vision
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              <p>
                We picture a web where the corner shop's site is as fast, polished and easy to find
                as a big brand's, and where it belongs to the business that built it rather than to
                a platform.
              </p>
              <p>
                We want Tessera to be the obvious first step for anyone starting a business online,
                and a tool they never outgrow.
              </p>
            </div>
          </article>
        </div>
      </section>

      <section aria-labelledby="principles" className="border-y border-border bg-card py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="principles" className="text-center text-3xl font-bold tracking-tight">
            What we believe
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            A few principles guide every decision we make about Tessera.
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {principles.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-background p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className="pt-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <h2 id="team" className="text-3xl font-bold tracking-tight">
              Our team
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              <p>
                Tessera is made by a small, independent team of developers, designers and support
                staff, working in the open alongside contributors from the open-source community.
              </p>
              <p>
                The people who build Tessera also listen to the people who use it. Questions, bug
                reports and ideas from business owners shape what we work on next.
              </p>
            </div>
            <Button asChild variant="link" className="mt-4 h-auto px-0 text-base">
              <Link to="/contact">Get in touch with the team</Link>
            </Button>
          </div>
          <ul className="grid gap-4 self-start">
            {teamAreas.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaSection
        title="Build your website with us"
        description="Start with a free website today, or tell us what your business needs."
      >
        <Button asChild size="lg" className={ctaPrimaryClass}>
          <Link to="/auth/register">Get started for free</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={ctaSecondaryClass}>
          <Link to="/contact">Contact us</Link>
        </Button>
      </CtaSection>
    </>
  );
}
