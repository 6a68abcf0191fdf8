import { cn } from '@/lib/cn';

/** The Tessera mark: four tiles, the product's name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="#c7d2fe" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="#c7d2fe" />
      <rect x="17" y="17" width="8" height="8" rx="2" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <LogoMark />
      Tessera
    </span>
  );
}
