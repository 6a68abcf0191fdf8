import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dateInZone, placeBookingSchema, type Service, type StaffMember } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/input';
import { orderMoney } from '@/features/orders/order-money';
import { useStoreSettings } from '@/features/store-settings/use-store-settings';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { BookingCustomerFields, type CustomerValues } from './booking-customer-fields';
import { DayField, FreeTimes, NextFreeTimes } from './free-times';
import { StaffChoice, staffFor, staffNames } from './staff-choice';
import { useCreateBooking } from './use-bookings';
import { useTimeChoice } from './use-time-choice';

type Errors = Record<string, string>;

/** Field messages by the request's paths ('customer.email'); the server's may be short ('email'). */
function errorsOf(fields: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = ['name', 'email', 'phone'].includes(path) ? `customer.${path}` : path;
    errors[key] ??= message;
  }
  return errors;
}

/**
 * A booking taken by the owner for a customer on the phone: a service, a person or anyone, a
 * day and one of its free times, and who it is for. The server applies the visitors' rules; a
 * time taken meanwhile (409) offers the next free ones.
 */
export function NewBookingForm({
  websiteId,
  zone,
  services,
  staff,
}: {
  websiteId: string;
  zone: string;
  services: Service[];
  staff: StaffMember[];
}) {
  const navigate = useNavigate();
  const create = useCreateBooking(websiteId);
  const store = useStoreSettings(websiteId);
  const [serviceId, setServiceId] = useState(services.length === 1 ? services[0]!.id : '');
  const choice = useTimeChoice(zone, { date: dateInZone(Date.now(), zone), staffId: '' });
  const [customer, setCustomer] = useState<CustomerValues>({
    name: '',
    email: '',
    phone: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const service = services.find((s) => s.id === serviceId);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit, the keyboard goes to the first field that needs fixing.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [errors]);

  const showErrors = (found: Errors) => {
    focusFirstError.current = Object.keys(found).length > 0;
    setErrors(found);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { notes, ...person } = customer;
    const input = {
      serviceId,
      start: choice.slot?.start ?? '',
      staffId: choice.staffId || null,
      customer: person,
      notes: notes || null,
    };
    const parsed = placeBookingSchema.safeParse(input);
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
    if (!choice.slot) found.start = 'Choose a free time';
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: (booking) => {
        notify.success('Booking created');
        void navigate(`/dashboard/bookings/${booking.id}`);
      },
      onError: (error) => {
        if (choice.refuse(error)) return;
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          showErrors(errorsOf(error.fields));
        else notify.error(error.message || 'Failed to create booking');
      },
    });
  };

  const price = service && store.data ? orderMoney(service.price, store.data.currency) : '';
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Card className="min-w-0 space-y-5 p-5">
        <h2 className="text-sm font-semibold">Service and time</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Service"
            error={errors.serviceId}
            hint={service ? `${service.duration} min · ${price}` : undefined}
          >
            <NativeSelect
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                // The person stays if they perform the new service too; the time goes.
                const stays = staffFor(staff, e.target.value).some((m) => m.id === choice.staffId);
                choice.setStaffId(stays ? choice.staffId : '');
              }}
            >
              <option value="">Choose a service</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.isPublished ? '' : ' (not published)'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <StaffChoice
            staff={staffFor(staff, serviceId || undefined)}
            value={choice.staffId}
            error={errors.staffId}
            onChange={choice.setStaffId}
          />
          <DayField value={choice.date} zone={zone} onChange={choice.setDate} />
        </div>
        <div
          data-invalid={errors.start ? true : undefined}
          tabIndex={errors.start ? -1 : undefined}
        >
          <FreeTimes
            websiteId={websiteId}
            serviceId={serviceId || undefined}
            staffId={choice.staffId || undefined}
            date={choice.date}
            zone={zone}
            value={choice.slot}
            onChange={(slot) => {
              choice.choose(slot);
              setErrors(({ start: _start, ...rest }) => rest);
            }}
          />
          {errors.start ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {errors.start}
            </p>
          ) : null}
        </div>
        {choice.refused ? (
          <NextFreeTimes
            message={choice.refused.message}
            slots={choice.refused.next}
            zone={zone}
            staffNames={staffNames(staff)}
            onPick={choice.pick}
          />
        ) : null}
      </Card>
      <Card className="space-y-4 p-5">
        <h2 className="text-sm font-semibold">Customer</h2>
        <BookingCustomerFields values={customer} errors={errors} onChange={setCustomer} />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? 'Booking...' : 'Create booking'}
        </Button>
      </Card>
    </form>
  );
}
