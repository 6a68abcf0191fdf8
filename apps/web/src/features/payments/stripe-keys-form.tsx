import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import {
  emptyKeys,
  focusPaymentsSection,
  missingKeys,
  refusalOf,
  type StripeKeysDraft,
} from './stripe-form';
import { useStripeActions } from './use-stripe-connection';

/**
 * The secret key and the webhook's signing secret, checked with Stripe by the server. Once saved,
 * the keys leave the page: the fields are emptied and the server only ever shows the last four.
 */
export function StripeKeysForm({
  websiteId,
  submitLabel,
  onCancel,
  onConnected,
  focusOnOpen,
}: {
  websiteId: string;
  submitLabel: string;
  /** Takes the keyboard to the first field when drawn (opened by a button). */
  focusOnOpen?: boolean;
  onCancel?: () => void;
  onConnected?: () => void;
}) {
  const { connect } = useStripeActions(websiteId);
  const [draft, setDraft] = useState<StripeKeysDraft>(emptyKeys);
  const [errors, setErrors] = useState<Partial<StripeKeysDraft>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const secretKey = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnOpen) secretKey.current?.focus();
  }, [focusOnOpen]);

  // Counted refusals: the first field marked invalid takes the keyboard once the refusal's
  // errors are drawn, not in a frame that may come before React has drawn them.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const focusFirstProblem = () => setRefusals((count) => count + 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const missing = missingKeys(draft);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstProblem();
      return;
    }
    connect.mutate(
      { secretKey: draft.secretKey.trim(), webhookSecret: draft.webhookSecret.trim() },
      {
        onSuccess: (connection) => {
          setDraft(emptyKeys);
          if (connection.connected) notify.success(`Connected to ${connection.accountName}`);
          onConnected?.();
          focusPaymentsSection();
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          setErrors(refusal.fields);
          setMessage(refusal.message);
          notify.error(refusal.message ?? Object.values(refusal.fields)[0]!);
          focusFirstProblem();
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4" aria-label="Stripe keys">
      {message ? <Alert>{message}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label="Secret key"
          error={errors.secretKey}
          hint="Developers → API keys in Stripe: sk_test_… to try it out, sk_live_… to take real payments."
        >
          <Input
            ref={secretKey}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="sk_test_…"
            value={draft.secretKey}
            onChange={(e) => setDraft({ ...draft, secretKey: e.target.value })}
          />
        </FormField>
        <FormField
          label="Webhook signing secret"
          error={errors.webhookSecret}
          hint="Shown on the webhook endpoint's page in Stripe, once it is added."
        >
          <Input
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="whsec_…"
            value={draft.webhookSecret}
            onChange={(e) => setDraft({ ...draft, webhookSecret: e.target.value })}
          />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={connect.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
