import type { StaffMember } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';

/** The staff who perform a service (all of them while none is chosen). */
export function staffFor(staff: readonly StaffMember[], serviceId: string | undefined) {
  if (!serviceId) return [...staff];
  return staff.filter((member) => member.services.some((s) => s.serviceId === serviceId));
}

/** A choice of who does it: one of the service's staff, or '' for anyone available. */
export function StaffChoice({
  staff,
  value,
  onChange,
  error,
}: {
  staff: readonly StaffMember[];
  value: string;
  onChange: (staffId: string) => void;
  error?: string | undefined;
}) {
  return (
    <FormField label="Staff" error={error}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Anyone available</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Staff names by id, for naming a free time's person. */
export const staffNames = (staff: readonly StaffMember[] | undefined) =>
  new Map((staff ?? []).map((member) => [member.id, member.name]));
