import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { DangerZoneSection } from './danger-zone-section';
import { PlanUsageSection } from './plan-usage-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { useProfile } from './use-profile';

export function SettingsPage() {
  const { data: user, isError, isFetching, refetch } = useProfile();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Account Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Manage your profile, plan, password and preferences.
        </p>
      </div>
      {user ? (
        <>
          <ProfileSection user={user} />
          <PlanUsageSection user={user} />
          <SecuritySection />
          <PreferencesSection user={user} />
          <DangerZoneSection />
        </>
      ) : isError ? (
        <ErrorState
          title="Your settings could not be loaded"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="flex justify-center py-20" role="status" aria-label="Loading settings">
          <Spinner className="h-6 w-6 text-primary" />
        </div>
      )}
    </div>
  );
}
