import type { ReactNode } from 'react';

/** The top of a marketing page: a small label, the page's one h1 and a short introduction. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.2),transparent_60%)]"
      />
      <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 lg:pt-24 lg:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          <span className="h-1.5 w-1.5 rounded-full bg-primary" aria-hidden />
          {eyebrow}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          {description}
        </p>
        {children}
      </div>
    </section>
  );
}
