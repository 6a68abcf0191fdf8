import { useFormContext, type Path } from 'react-hook-form';
import { X } from 'lucide-react';
import { SERVICE_TYPES, type ServiceType } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { InputWithSuffix } from '@/components/ui/input-with-suffix';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { SwitchField } from '@/features/products/form-section';
import { useThumbnails } from '@/features/products/product-image';
import { twoDecimals } from '@/features/products/product-form-values';
import { paymentHint, SERVICE_TYPE_LABELS } from './service-format';
import {
  PAYMENT_WHEN_BOOKING,
  paymentFlags,
  paymentWhenBooking,
  type PaymentWhenBooking,
  type ServiceFormValues,
} from './service-form-values';
import { useStripeConnection } from '@/features/payments/use-stripe-connection';

const TYPE_HINTS: Record<ServiceType, string> = {
  APPOINTMENT: 'One customer at a time with one staff member.',
  CLASS: 'A group at the same time, up to the capacity.',
  COURSE: 'A series of sessions, booked from its first one.',
  MEMBERSHIP: 'Regular visits for members, booked one at a time.',
};

type CountName = 'duration' | 'capacity' | 'advanceBookingDays' | 'cancellationHours';
type MinuteName = 'bufferTime' | 'minNoticeMinutes' | 'slotInterval';

function useServiceForm() {
  const form = useFormContext<ServiceFormValues>();
  const count = (name: CountName | MinuteName) => form.register(name, { valueAsNumber: true });
  const money = (name: Path<ServiceFormValues> & ('price' | 'depositAmount')) =>
    form.register(name, {
      onBlur: (e: React.FocusEvent<HTMLInputElement>) =>
        form.setValue(name, twoDecimals(e.target.value), { shouldDirty: true }),
    });
  return { ...form, count, money, errors: form.formState.errors };
}

const whole = { type: 'number', inputMode: 'numeric', step: 1, min: 0 } as const;

/** Name, description, type and picture. */
export function ServiceDetailsFields({ websiteId }: { websiteId: string }) {
  const { register, watch, setValue, errors } = useServiceForm();
  const thumbnail = useThumbnails(websiteId);
  const [type, image] = watch(['type', 'image']);
  return (
    <div className="space-y-5">
      <FormField label="Name" error={errors.name?.message}>
        <Input maxLength={200} autoComplete="off" placeholder="Haircut" {...register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          maxLength={5000}
          placeholder="What the customer gets, and anything to bring."
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Type" error={errors.type?.message} hint={TYPE_HINTS[type]}>
          <NativeSelect {...register('type')}>
            {SERVICE_TYPES.map((t) => (
              <option key={t} value={t}>
                {SERVICE_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" id="service-image-label">
            Image
          </p>
          <div
            className="flex items-center gap-3"
            role="group"
            aria-labelledby="service-image-label"
          >
            {image ? (
              <span className="relative h-10 w-10 shrink-0 overflow-hidden rounded-lg border border-border">
                <img src={thumbnail.src(image)} alt="" className="h-full w-full object-cover" />
              </span>
            ) : null}
            <div className="min-w-0 flex-1">
              <MediaPickerButton
                websiteId={websiteId}
                accept="image"
                onPick={(item) => setValue('image', item.url, { shouldDirty: true })}
              />
            </div>
            {image ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Remove image"
                onClick={() => setValue('image', null, { shouldDirty: true })}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            ) : null}
          </div>
          {errors.image?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.image.message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** How long it takes, what it costs, how many can come. */
export function ServicePriceFields() {
  const { count, money, errors } = useServiceForm();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label="Duration" error={errors.duration?.message}>
        <InputWithSuffix suffix="min" {...whole} min={5} {...count('duration')} />
      </FormField>
      <FormField label="Price" error={errors.price?.message}>
        <Input type="number" inputMode="decimal" step={0.01} min={0} {...money('price')} />
      </FormField>
      <FormField
        label="Capacity"
        error={errors.capacity?.message}
        hint="How many can book the same time."
      >
        <Input {...whole} min={1} {...count('capacity')} />
      </FormField>
    </div>
  );
}

/** When visitors can book: the steps between times, the gaps kept free, how soon and how far. */
export function ServiceBookingRuleFields() {
  const { count, errors } = useServiceForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label="Slot interval"
        error={errors.slotInterval?.message}
        hint="Minutes between one start time and the next."
      >
        <InputWithSuffix suffix="min" {...whole} min={5} {...count('slotInterval')} />
      </FormField>
      <FormField
        label="Buffer time"
        error={errors.bufferTime?.message}
        hint="Kept free after each booking."
      >
        <InputWithSuffix suffix="min" {...whole} {...count('bufferTime')} />
      </FormField>
      <FormField
        label="Minimum notice"
        error={errors.minNoticeMinutes?.message}
        hint="How soon before its start a time can still be booked."
      >
        <InputWithSuffix suffix="min" {...whole} {...count('minNoticeMinutes')} />
      </FormField>
      <FormField
        label="Advance booking"
        error={errors.advanceBookingDays?.message}
        hint="How far ahead visitors can book."
      >
        <InputWithSuffix suffix="days" {...whole} {...count('advanceBookingDays')} />
      </FormField>
      <FormField
        label="Cancellation"
        error={errors.cancellationHours?.message}
        hint="Customers can cancel or reschedule until this long before the start."
      >
        <InputWithSuffix suffix="hours" {...whole} {...count('cancellationHours')} />
      </FormField>
    </div>
  );
}

/** Rescheduling, confirmation, payment when booking and whether the service is on the site. */
export function ServicePolicyFields({ websiteId }: { websiteId: string }) {
  const { watch, setValue, money, errors } = useServiceForm();
  const [allowRescheduling, requiresConfirmation, requireDeposit, requirePrepayment, isPublished] =
    watch([
      'allowRescheduling',
      'requiresConfirmation',
      'requireDeposit',
      'requirePrepayment',
      'isPublished',
    ]);
  const stripe = useStripeConnection(websiteId);
  const cardReady = stripe.data?.connected === true;
  const payment = paymentWhenBooking({ requireDeposit, requirePrepayment });
  const toggle =
    (name: 'allowRescheduling' | 'requiresConfirmation' | 'isPublished') => (on: boolean) =>
      setValue(name, on, { shouldDirty: true });
  const choosePayment = (choice: PaymentWhenBooking) => {
    const flags = paymentFlags(choice);
    setValue('requireDeposit', flags.requireDeposit, { shouldDirty: true });
    setValue('requirePrepayment', flags.requirePrepayment, { shouldDirty: true });
  };
  return (
    <div className="space-y-5">
      <SwitchField
        label="Allow rescheduling"
        hint="Customers can move their booking from the link in their confirmation."
        checked={allowRescheduling}
        onCheckedChange={toggle('allowRescheduling')}
      />
      <SwitchField
        label="Requires confirmation"
        hint="Bookings wait as pending until you confirm them."
        checked={requiresConfirmation}
        onCheckedChange={toggle('requiresConfirmation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Payment when booking"
          error={errors.requirePrepayment?.message}
          hint={paymentHint(payment, stripe.isSuccess ? cardReady : null)}
        >
          <NativeSelect
            value={payment}
            onChange={(e) => choosePayment(e.target.value as PaymentWhenBooking)}
          >
            {(Object.keys(PAYMENT_WHEN_BOOKING) as PaymentWhenBooking[]).map((choice) => (
              <option key={choice} value={choice}>
                {PAYMENT_WHEN_BOOKING[choice]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {payment === 'deposit' ? (
          <FormField label="Deposit amount" error={errors.depositAmount?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step={0.01}
              min={0}
              {...money('depositAmount')}
            />
          </FormField>
        ) : null}
      </div>
      <SwitchField
        label="Published"
        hint="Shown on your website's booking pages. A draft is seen only here."
        checked={isPublished}
        onCheckedChange={toggle('isPublished')}
      />
    </div>
  );
}
