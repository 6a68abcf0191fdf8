import type { ReactNode } from 'react';

/** The closing call to action of a marketing page: an indigo panel with one or two buttons. */
export function CtaSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  /** The buttons; use Button asChild with a Link. */
  children: ReactNode;
}) {
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

/** Button classes for the white and the outlined button on the indigo panel. */
export const ctaPrimaryClass = 'bg-white text-indigo-700 hover:bg-indigo-50';
export const ctaSecondaryClass = 'border-white/40 bg-transparent text-white hover:bg-white/10';
