import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/features/websites/copy-text';
import { notify } from '@/lib/toast';
import { STRIPE_WEBHOOK_EVENTS } from './stripe-form';

/** The address to register as a webhook endpoint in Stripe, with the events it must send. */
export function WebhookSetup({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const Icon = copied ? Check : Copy;
  return (
    <div className="space-y-3 rounded-lg border border-border p-4">
      <div>
        <h3 className="text-sm font-semibold">Webhook</h3>
        <p className="mt-0.5 text-xs text-muted-foreground">
          In Stripe, under Developers → Webhooks, add an endpoint with this address so paid orders
          are marked paid by themselves.
        </p>
      </div>
      <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-2 pl-3 sm:flex-row sm:items-center sm:py-1.5 sm:pr-1.5">
        <code
          className="min-w-0 flex-1 py-1 font-mono text-[13px] [overflow-wrap:anywhere] sm:py-0"
          aria-label="Webhook address"
        >
          {url}
        </code>
        <Button
          size="sm"
          variant="outline"
          className="self-start sm:self-auto"
          aria-label="Copy webhook address"
          onClick={async () => {
            if (await copyText(url)) {
              setCopied(true);
              notify.success('Webhook address copied');
            } else {
              notify.error('Could not copy: select the address and copy it instead');
            }
          }}
        >
          <Icon className="h-4 w-4" aria-hidden /> {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">Events to send</p>
        <ul aria-label="Events to send" className="mt-1.5 flex flex-wrap gap-1.5">
          {STRIPE_WEBHOOK_EVENTS.map((event) => (
            <li
              key={event}
              className="max-w-full rounded-md bg-muted px-2 py-0.5 font-mono text-xs [overflow-wrap:anywhere] text-foreground"
            >
              {event}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
