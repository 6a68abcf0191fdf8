import { Link } from 'react-router';
import { Pencil, Star } from 'lucide-react';
import type { StaffMember } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { DeleteButton } from '@/features/services/delete-button';
import { StaffAvatar } from './staff-avatar';
import { useDeleteStaff } from './use-staff';
import { weekSummary } from './weekly-hours';

function Specialties({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="text-sm text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Specialties">
      {names.map((name) => (
        <li
          key={name}
          className="rounded-md bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

function ServiceNames({
  member,
  serviceNames,
}: {
  member: StaffMember;
  serviceNames: Map<string, string>;
}) {
  const performed = member.services
    .filter((s) => serviceNames.has(s.serviceId))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  if (performed.length === 0)
    return <span className="text-sm text-muted-foreground">None yet</span>;
  return (
    <ul className="space-y-0.5 text-sm">
      {performed.map((s) => (
        <li key={s.serviceId} className="flex items-center gap-1">
          <span className="truncate">{serviceNames.get(s.serviceId)}</span>
          {s.isPrimary ? (
            <Star
              className="h-3.5 w-3.5 shrink-0 fill-amber-400 text-amber-500"
              aria-label="primary"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function RowActions({ member }: { member: StaffMember }) {
  const remove = useDeleteStaff();
  return (
    <div className="flex justify-end gap-0.5">
      <Button
        asChild
        variant="ghost"
        size="icon"
        className="h-8 w-8 text-muted-foreground hover:text-foreground"
      >
        <Link to={`/dashboard/services/staff/${member.id}/edit`} aria-label={`Edit ${member.name}`}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
      <DeleteButton
        id={member.id}
        name={member.name}
        title="Delete staff member"
        description={`Are you sure you want to delete ${member.name}? Visitors can no longer book them; bookings already made keep their details. This action cannot be undone.`}
        remove={remove}
        done="Staff member deleted successfully!"
        failed="Failed to delete staff member. Please try again."
      />
    </div>
  );
}

/** One staff member: who, what they are good at, what they perform, when they work. */
export function StaffRow({
  member,
  serviceNames,
}: {
  member: StaffMember;
  serviceNames: Map<string, string>;
}) {
  return (
    <tr className="align-top hover:bg-muted/50">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <StaffAvatar name={member.name} className="h-9 w-9 ring-0" />
          <div className="min-w-0">
            <div className="flex min-w-0 items-center gap-2">
              <Link
                to={`/dashboard/services/staff/${member.id}/edit`}
                className="block truncate font-medium hover:text-primary hover:underline"
              >
                {member.name}
              </Link>
              {member.sample ? <SampleBadge /> : null}
            </div>
            <a
              href={`mailto:${member.email}`}
              className="block truncate text-xs text-muted-foreground hover:underline"
            >
              {member.email}
            </a>
            <p className="mt-1 text-xs text-muted-foreground xl:hidden">
              {weekSummary(member.weeklyHours)}
            </p>
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <Specialties names={member.specialties} />
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <ServiceNames member={member} serviceNames={serviceNames} />
      </td>
      <td className="hidden px-4 py-3 text-sm text-muted-foreground xl:table-cell">
        {weekSummary(member.weeklyHours)}
      </td>
      <td className="px-2 py-3 sm:px-4">
        <RowActions member={member} />
      </td>
    </tr>
  );
}
