import type { MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

/**
 * Who is looking: the app knows; a prerendered page does not, so it carries both sets of account
 * links and `public/session-boot.js` marks `<html data-signed-in>` before the first paint.
 */
export type Visitor = 'signed-in' | 'signed-out' | 'unknown';

const signedInOnly = 'hidden [[data-signed-in]_&]:inline-flex';
const signedOutOnly = '[[data-signed-in]_&]:hidden';

export const navLinks = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

// In the app a link changes the page without a reload, so the open menu is closed by hand.
const closeMenu = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.closest('details')?.removeAttribute('open');

function AccountLinks({ visitor, mobile }: { visitor: Visitor; mobile?: boolean }) {
  const unknown = visitor === 'unknown';
  return (
    <>
      {visitor !== 'signed-out' ? (
        <Button asChild className={cn(mobile && 'col-span-2', unknown && signedInOnly)}>
          <Link to="/dashboard">Go to dashboard</Link>
        </Button>
      ) : null}
      {visitor !== 'signed-in' ? (
        <>
          <Button
            asChild
            variant={mobile ? 'outline' : 'ghost'}
            className={cn(unknown && signedOutOnly)}
          >
            <Link to="/auth/login">Sign In</Link>
          </Button>
          <Button asChild className={cn(unknown && signedOutOnly)}>
            <Link to="/auth/register">Get Started</Link>
          </Button>
        </>
      ) : null}
    </>
  );
}

/** The marketing top bar; on narrow screens the links fold into a menu that needs no script. */
export function MarketingHeader({ visitor }: { visitor: Visitor }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Tessera home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLinks visitor={visitor} />
        </div>
        <details className="group md:hidden">
          <summary className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Menu</span>
            <Menu className="h-5 w-5 group-open:hidden" aria-hidden />
            <X className="hidden h-5 w-5 group-open:block" aria-hidden />
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute inset-x-0 top-full border-y border-border bg-background px-4 pb-4 shadow-sm"
          >
            <div className="flex flex-col py-2">
              {navLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              ))}
            </div>
            <div className="grid grid-cols-2 gap-2">
              <AccountLinks visitor={visitor} mobile />
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
