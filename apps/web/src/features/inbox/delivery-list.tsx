import { AlertCircle, CheckCircle2, Clock, RotateCw } from 'lucide-react';
import type { MailDelivery } from '@tessera/core';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';

const kindLabels: Record<string, string> = {
  'submission-notice': 'Notice to you',
  'auto-reply': 'Auto-reply to the sender',
  reply: 'Your reply',
  'customer-email': 'E-mail to the customer',
};

function state(delivery: MailDelivery) {
  switch (delivery.status) {
    case 'SENT':
      return {
        icon: CheckCircle2,
        tone: 'text-emerald-600 dark:text-emerald-400',
        text: `Sent ${delivery.sentAt ? relativeTime(delivery.sentAt).toLowerCase() : ''}`,
      };
    case 'RETRYING':
      return {
        icon: RotateCw,
        tone: 'text-amber-600 dark:text-amber-400',
        text: `Retrying${delivery.nextAttemptAt ? ` at ${formatDateTime(delivery.nextAttemptAt)}` : ''} (${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'} so far)`,
      };
    case 'FAILED':
      return {
        icon: AlertCircle,
        tone: 'text-destructive',
        text: `Failed after ${delivery.attempts} tries`,
      };
    default:
      return { icon: Clock, tone: 'text-muted-foreground', text: 'Sending...' };
  }
}

/** The e-mails a message caused and how each is doing. */
export function DeliveryList({ deliveries }: { deliveries: MailDelivery[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No e-mails were sent about this message.</p>
    );
  }
  return (
    <ul className="space-y-2" aria-label="E-mails">
      {deliveries.map((delivery) => {
        const { icon: Icon, tone, text } = state(delivery);
        return (
          <li
            key={delivery.id}
            data-delivery-status={delivery.status}
            className="flex items-start gap-3 rounded-lg border border-border px-3 py-2.5"
          >
            <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {kindLabels[delivery.kind] ?? delivery.subject}
                <span className="font-normal text-muted-foreground"> to {delivery.to}</span>
              </p>
              <p className={tone}>{text}</p>
              {delivery.lastError && delivery.status !== 'SENT' ? (
                <p className="mt-0.5 break-words text-xs text-muted-foreground">
                  Reason: {delivery.lastError}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
