import type { Customer } from '@tessera/core';
import { ComposeMailDialog } from '@/features/mail/compose-mail-dialog';
import { useEmailCustomer } from './use-customers';

export function EmailCustomerDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useEmailCustomer(customer.id);
  return (
    <ComposeMailDialog
      title={`E-mail ${customer.name || customer.email}`}
      to={customer.email}
      sendLabel="Send e-mail"
      open={open}
      onOpenChange={onOpenChange}
      send={(mail) => send.mutateAsync(mail)}
    />
  );
}
