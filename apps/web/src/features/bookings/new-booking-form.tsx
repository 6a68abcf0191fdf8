import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  dateInZone,
  placeBookingSchema,
  type PublicSlot,
  type Service,
  type StaffMember,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { orderMoney } from '@/features/orders/order-money';
import { useStoreSettings } from '@/features/store-settings/use-store-settings';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { nextFreeOf } from './booking-errors';
import { FreeTimes, NextFreeTimes } from './free-times';
import { StaffChoice, staffFor, staffNames } from './staff-choice';
import { useCreateBooking } from './use-bookings';

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
  const today = dateInZone(Date.now(), zone);
  const [serviceId, setServiceId] = useState(services.length === 1 ? services[0]!.id : '');
  const [staffId, setStaffId] = useState('');
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<PublicSlot | null>(null);
  const [customer, setCustomer] = useState({ name: '', email: '', phone: '' });
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<{ message: string; next: PublicSlot[] } | null>(null);
  const service = services.find((s) => s.id === serviceId);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit, the keyboard goes to the first field that needs fixing.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [errors]);
  const performers = staffFor(staff, serviceId || undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const input = {
      serviceId,
      start: slot?.start ?? '',
      staffId: staffId || null,
      customer,
      notes: notes || null,
    };
    const parsed = placeBookingSchema.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    if (!slot) found.start = 'Choose a free time';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      return;
    }
    create.mutate(input, {
      onSuccess: (booking) => {
        notify.success('Booking created');
        void navigate(`/dashboard/bookings/${booking.id}`);
      },
      onError: (error) => {
        const next = nextFreeOf(error);
        if (next) setRefused({ message: error.message, next });
        else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          focusFirstError.current = true;
          setErrors(errorsOf(error.fields));
        } else notify.error(error.message || 'Failed to create booking');
      },
    });
  };

  const pick = (choice: PublicSlot) => {
    setDate(dateInZone(Date.parse(choice.start), zone));
    if (staffId) setStaffId(choice.staffId);
    setSlot(choice);
    setRefused(null);
  };

  const setField = (field: keyof typeof customer) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setCustomer((c) => ({ ...c, [field]: e.target.value }));

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
            hint={
              service
                ? `${service.duration} min · ${orderMoney(service.price, store.data?.currency ?? 'USD')}`
                : undefined
            }
          >
            <NativeSelect
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                setSlot(null);
                if (staffId && !staffFor(staff, e.target.value).some((m) => m.id === staffId))
                  setStaffId('');
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
            staff={performers}
            value={staffId}
            error={errors.staffId}
            onChange={(id) => {
              setStaffId(id);
              setSlot(null);
            }}
          />
          <FormField label="Date">
            <Input
              type="date"
              value={date}
              min={today}
              required
              onChange={(e) => {
                if (!e.target.value) return;
                setDate(e.target.value);
                setSlot(null);
              }}
            />
          </FormField>
        </div>
        <div
          data-invalid={errors.start ? true : undefined}
          tabIndex={errors.start ? -1 : undefined}
        >
          <FreeTimes
            websiteId={websiteId}
            serviceId={serviceId || undefined}
            staffId={staffId || undefined}
            date={date}
            zone={zone}
            value={slot}
            onChange={(choice) => {
              setSlot(choice);
              setRefused(null);
              setErrors(({ start: _start, ...rest }) => rest);
            }}
          />
          {errors.start ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {errors.start}
            </p>
          ) : null}
        </div>
        {refused ? (
          <NextFreeTimes
            message={refused.message}
            slots={refused.next}
            zone={zone}
            staffNames={staffNames(staff)}
            onPick={pick}
          />
        ) : null}
      </Card>
      <Card className="space-y-4 p-5">
        <h2 className="text-sm font-semibold">Customer</h2>
        <FormField label="Name" error={errors['customer.name']}>
          <Input
            value={customer.name}
            maxLength={200}
            autoComplete="off"
            onChange={setField('name')}
          />
        </FormField>
        <FormField
          label="E-mail"
          error={errors['customer.email']}
          hint="The confirmation goes here."
        >
          <Input
            type="email"
            value={customer.email}
            autoComplete="off"
            onChange={setField('email')}
          />
        </FormField>
        <FormField label="Phone" error={errors['customer.phone']}>
          <Input
            type="tel"
            value={customer.phone}
            maxLength={40}
            autoComplete="off"
            onChange={setField('phone')}
          />
        </FormField>
        <FormField label="Notes" error={errors.notes}>
          <Textarea
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? 'Booking...' : 'Create booking'}
        </Button>
      </Card>
    </form>
  );
}
