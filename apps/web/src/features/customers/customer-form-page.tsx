import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { customerCreateSchema, type CustomerDetail } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { ApiError, type CustomerInput } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useCustomer, useSaveCustomer } from './use-customers';

/** `/dashboard/customers/new` and `/dashboard/customers/{id}/edit`. */
export function CustomerFormPage() {
  const { customerId } = useParams();
  const existing = useCustomer(customerId);
  return (
    <SelectedWebsiteGate what="customers">
      {(website) =>
        !customerId ? (
          <CustomerForm websiteId={website.id} />
        ) : existing.isPending ? (
          <Card className="space-y-4 p-6">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ) : existing.isError ? (
          <ErrorState title="Failed to fetch customers" onRetry={() => void existing.refetch()} />
        ) : (
          <CustomerForm websiteId={existing.data.websiteId} customer={existing.data} />
        )
      }
    </SelectedWebsiteGate>
  );
}

function CustomerForm({ websiteId, customer }: { websiteId: string; customer?: CustomerDetail }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<CustomerInput>({
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    notes: customer?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomer(websiteId, customer?.id);
  const set = (key: keyof CustomerInput) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const back = customer ? `/dashboard/customers/${customer.id}` : '/dashboard/customers';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = customerCreateSchema.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(
          customer ? 'Customer updated successfully!' : 'Customer added successfully!',
        );
        void navigate(`/dashboard/customers/${saved.id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
        } else {
          notify.error(customer ? 'Failed to update customer' : 'Failed to add customer');
        }
      },
    });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={back}>{customer ? customer.name : 'Customers'}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight">
        {customer ? 'Edit customer' : 'Add customer'}
      </h1>
      <Card className="p-6">
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Name" error={errors.name}>
              <Input value={values.name} onChange={set('name')} autoComplete="off" />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input type="email" value={values.email} onChange={set('email')} />
            </FormField>
          </div>
          <FormField label="Phone" error={errors.phone} hint="Optional">
            <Input type="tel" value={values.phone} onChange={set('phone')} />
          </FormField>
          <FormField label="Notes" error={errors.notes} hint="Only you see these.">
            <Textarea rows={4} value={values.notes} onChange={set('notes')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={back}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : customer ? 'Save Changes' : 'Add Customer'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
