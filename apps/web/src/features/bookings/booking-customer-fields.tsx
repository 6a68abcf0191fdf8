import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

/** Who a manual booking is for, and their note; messages by the request's paths. */
export function BookingCustomerFields({
  values,
  errors,
  onChange,
}: {
  values: CustomerValues;
  errors: Record<string, string>;
  onChange: (values: CustomerValues) => void;
}) {
  const set =
    (field: keyof CustomerValues) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [field]: e.target.value });
  return (
    <>
      <FormField label="Name" error={errors['customer.name']}>
        <Input value={values.name} maxLength={200} autoComplete="off" onChange={set('name')} />
      </FormField>
      <FormField label="E-mail" error={errors['customer.email']} hint="The confirmation goes here.">
        <Input type="email" value={values.email} autoComplete="off" onChange={set('email')} />
      </FormField>
      <FormField label="Phone" error={errors['customer.phone']}>
        <Input
          type="tel"
          value={values.phone}
          maxLength={40}
          autoComplete="off"
          onChange={set('phone')}
        />
      </FormField>
      <FormField label="Notes" error={errors.notes}>
        <Textarea rows={3} maxLength={2000} value={values.notes} onChange={set('notes')} />
      </FormField>
    </>
  );
}
