import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { StaffAvatar } from '@/features/staff/staff-avatar';
import { useStaffList } from '@/features/staff/use-staff';
import type { ServiceFormValues } from './service-form-values';
import { QueryFieldStatus } from './query-field-status';

/** Who performs the service: a checkbox per staff member of the website. */
export function ServiceStaffField({ websiteId }: { websiteId: string }) {
  const { watch, setValue, formState } = useFormContext<ServiceFormValues>();
  const staff = useStaffList(websiteId);
  const chosen = watch('staffIds');
  const error = formState.errors.staffIds?.message;

  const toggle = (id: string, on: boolean) =>
    setValue('staffIds', on ? [...chosen, id] : chosen.filter((s) => s !== id), {
      shouldDirty: true,
    });

  if (!staff.data) return <QueryFieldStatus query={staff} what="staff" />;
  if (staff.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
        No staff yet. Visitors can book a time only when someone who performs the service is
        working.{' '}
        <Link to="/dashboard/services/staff/new" className="font-medium text-primary underline">
          Add a staff member
        </Link>
      </p>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Staff who perform it</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {staff.data.map((member) => (
          <li key={member.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent/40">
              <input
                type="checkbox"
                checked={chosen.includes(member.id)}
                onChange={(e) => toggle(member.id, e.target.checked)}
                className="h-4 w-4 accent-primary"
              />
              <StaffAvatar name={member.name} className="h-7 w-7 ring-0" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{member.name}</span>
                {member.specialties.length > 0 ? (
                  <span className="block truncate text-xs text-muted-foreground">
                    {member.specialties.join(', ')}
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {chosen.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          Choose at least one person, or visitors will find no free times.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
