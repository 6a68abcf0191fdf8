import { Activity, Globe } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useAuthStore } from '@/stores/auth-store';

export function OverviewPage() {
  const firstName = useAuthStore((s) => s.user?.firstName ?? '');
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back, {firstName}!
        </h1>
        <p className="mt-1 text-muted-foreground">
          Here's what's happening with your websites today.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="flex items-center gap-2 font-semibold">
            <Activity className="h-4 w-4 text-muted-foreground" aria-hidden /> Recent Activity
          </h2>
          <p className="mt-8 mb-6 text-center text-sm text-muted-foreground">No recent activity</p>
        </Card>
        <Card className="flex flex-col p-6">
          <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Globe className="h-5 w-5" aria-hidden />
          </span>
          <h2 className="mt-4 font-semibold">Your account is ready</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Websites, products, bookings and visitors you gather will be summarised here.
          </p>
        </Card>
      </div>
    </div>
  );
}
