import { Outlet } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';
import { MarketingFrame } from './marketing-frame';

/** The marketing pages inside the app, reached by a link from another screen. */
export function MarketingLayout() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
    <MarketingFrame visitor={isAuthenticated ? 'signed-in' : 'signed-out'}>
      <Outlet />
    </MarketingFrame>
  );
}
