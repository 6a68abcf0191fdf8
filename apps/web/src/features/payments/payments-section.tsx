import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CreditCard, PlugZap, RefreshCw, Unplug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings/settings-section';
import type { StripeConnection } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { focusPaymentsSection, modeLabel } from './stripe-form';
import { StripeKeysForm } from './stripe-keys-form';
import { useStripeActions, useStripeConnection } from './use-stripe-connection';
import { WebhookSetup } from './webhook-setup';

/** The "Payments" block of a website's settings: its Stripe account, for taking cards. */
export function PaymentsSection({ websiteId }: { websiteId: string }) {
  const connection = useStripeConnection(websiteId);
  const { hash } = useLocation();
  const loaded = Boolean(connection.data);
  const anchor = useRef<HTMLDivElement>(null);

  // A link to #payments (from the store's payment methods) lands here once it is drawn.
  useEffect(() => {
    if (loaded && hash === '#payments') anchor.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  let body;
  if (connection.data?.connected) {
    body = <ConnectedAccount websiteId={websiteId} connection={connection.data} />;
  } else if (connection.data) {
    body = (
      <div className="space-y-5">
        <p className="text-sm text-muted-foreground">
          Not connected. Paste the keys of your Stripe account to offer Card at checkout.
        </p>
        <StripeKeysForm websiteId={websiteId} submitLabel="Connect Stripe" />
        <WebhookSetup url={connection.data.webhookUrl} />
      </div>
    );
  } else if (connection.isError) {
    body = (
      <ErrorState
        title="Failed to load the payment settings"
        onRetry={() => void connection.refetch()}
        retrying={connection.isRefetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true" role="status" aria-label="Loading payments">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div ref={anchor} className="scroll-mt-24">
      <SettingsSection
        id="payments"
        title="Payments"
        description="Take cards through your own Stripe account: buyers pay on Stripe's page and their orders are marked paid by themselves."
      >
        {body}
      </SettingsSection>
    </div>
  );
}

function ModeBadge({ mode }: { mode: 'test' | 'live' }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        mode === 'live'
          ? 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300'
          : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
      )}
    >
      {modeLabel(mode)}
    </span>
  );
}

function ConnectedAccount({
  websiteId,
  connection,
}: {
  websiteId: string;
  connection: Extract<StripeConnection, { connected: true }>;
}) {
  const { test, disconnect } = useStripeActions(websiteId);
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        notify.success(
          result.connected ? `Connected to ${result.accountName}` : 'Stripe is not connected',
        ),
      onError: (error) => notify.error(error.message || 'Could not reach Stripe. Try again.'),
    });

  const runDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Stripe disconnected');
        focusPaymentsSection();
      },
      onError: () => notify.error('Failed to disconnect Stripe'),
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-start">
        <span className="hidden h-10 w-10 shrink-0 items-center sm:flex justify-center rounded-lg bg-primary/10 text-primary">
          <CreditCard className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="truncate font-semibold" data-stripe-account>
              {connection.accountName}
            </p>
            <ModeBadge mode={connection.mode} />
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Key ending in <span className="font-mono">{connection.last4}</span> · Connected{' '}
            <time dateTime={connection.connectedAt}>{formatDate(connection.connectedAt)}</time>
          </p>
          {connection.mode === 'test' ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Test mode takes no real money: use Stripe&apos;s test cards, then replace the keys
              with live ones to sell.
            </p>
          ) : null}
        </div>
      </div>

      {replacing ? (
        <div className="space-y-3 rounded-lg border border-border p-4">
          <h3 className="text-sm font-semibold">Replace keys</h3>
          <StripeKeysForm
            websiteId={websiteId}
            submitLabel="Save new keys"
            focusOnOpen
            onCancel={() => setReplacing(false)}
            onConnected={() => setReplacing(false)}
          />
        </div>
      ) : null}

      <WebhookSetup url={connection.webhookUrl} />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={runTest} disabled={test.isPending}>
          <PlugZap className="h-4 w-4" aria-hidden />
          {test.isPending ? 'Testing...' : 'Test connection'}
        </Button>
        {replacing ? null : (
          <Button variant="outline" onClick={() => setReplacing(true)}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Replace keys
          </Button>
        )}
        <Button
          variant="ghost"
          className="text-destructive hover:bg-red-50 sm:ml-auto dark:hover:bg-red-950/40"
          onClick={() => setConfirming(true)}
        >
          <Unplug className="h-4 w-4" aria-hidden /> Disconnect
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !disconnect.isPending && setConfirming(open)}
        title="Disconnect Stripe?"
        description={`Card leaves the checkout and the keys for ${connection.accountName} are forgotten. Connect again to take cards or refund card orders here.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        busy={disconnect.isPending}
        onConfirm={runDisconnect}
      />
    </div>
  );
}
