import { Link, Outlet } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LogoMark } from '@/components/ui/logo';

/** The shared frame of the sign-in, sign-up and password screens. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-background px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-48 -z-0 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_60%)]"
      />
      <main className="relative w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <Link to="/" aria-label="Tessera home" className="rounded-lg">
            <LogoMark className="h-11 w-11" />
          </Link>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Welcome to Tessera</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Build amazing websites with our drag &amp; drop builder
          </p>
        </div>
        <Card className="p-6 shadow-lg sm:p-8">
          <Outlet />
        </Card>
        <div className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
