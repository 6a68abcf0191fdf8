import { AlertCircle, Loader2, RefreshCw } from 'lucide-react';
import type { DomainStatus, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { hostingDomain } from '@/lib/site-url';
import { notify } from '@/lib/toast';
import { DomainRecordFields } from './domain-record';
import { DomainStatusBadge } from './domain-status-badge';
import { useVerifyDomain } from './use-websites';

function summary(status: DomainStatus, domain: string): string {
  switch (status) {
    case 'VERIFIED':
      return `Visitors reach this website at ${domain}. Keep the record in place: it is checked again every day.`;
    case 'FAILED':
      return `The website is not served at ${domain} until the record is found. Fix the record below, then check again.`;
    default:
      return `Add this record at your domain’s DNS provider. The website is served at ${domain} as soon as the record is found; Tessera keeps looking for a week.`;
  }
}

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <span className="whitespace-nowrap">
      {label} <time dateTime={iso}>{formatDateTime(iso)}</time>
    </span>
  );
}

/** Why the last check did not prove the domain, and when checks happened. */
function CheckResult({ website }: { website: Website }) {
  const checked = website.domainCheckedAt;
  const times = (
    <>
      {checked ? <When label="Last checked" iso={checked} /> : 'Not checked yet'}
      {website.domainStatus === 'VERIFIED' && website.domainVerifiedAt ? (
        <>
          {' · '}
          <When label="Verified" iso={website.domainVerifiedAt} />
        </>
      ) : null}
    </>
  );
  if (!website.domainError) return <p className="text-xs text-muted-foreground">{times}</p>;
  const failed = website.domainStatus === 'FAILED';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      data-domain-error
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        failed
          ? 'border-red-200 bg-red-50 text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300'
          : 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-300',
      )}
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-0.5">
        <p className="break-words">
          {website.domainStatus === 'VERIFIED'
            ? `The last check could not confirm the domain: ${website.domainError}. If the record is still missing at the next check, the domain stops being served.`
            : website.domainError}
        </p>
        <p className="text-xs opacity-80">{times}</p>
      </div>
    </div>
  );
}

/**
 * Proof of the website's saved custom domain: the record to add, where the check stands, and a
 * button that checks now. `unsaved` says the form holds another domain than the saved one.
 */
export function CustomDomainPanel({ website, unsaved }: { website: Website; unsaved: boolean }) {
  const verify = useVerifyDomain(website.id);
  const { domain, domainStatus: status, domainVerification: record } = website;
  if (!domain || !status) return null;
  const cnameTarget = `${website.subdomain}.${hostingDomain().replace(/:\d+$/, '')}`;

  const checkNow = async () => {
    try {
      const checked = await verify.mutateAsync();
      if (checked.domainStatus === 'VERIFIED' && !checked.domainError) {
        notify.success(`${checked.domain} is verified`);
      } else {
        notify.error(checked.domainError ?? `${checked.domain} is not verified yet`);
      }
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Could not check the domain');
    }
  };

  return (
    <section
      aria-labelledby="domain-verification-title"
      data-domain-panel
      className="space-y-4 rounded-xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="domain-verification-title" className="text-sm font-semibold">
              Verify {domain}
            </h3>
            <DomainStatusBadge status={status} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{summary(status, domain)}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => void checkNow()}
          disabled={verify.isPending}
          aria-busy={verify.isPending || undefined}
        >
          {verify.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <RefreshCw className="h-4 w-4" aria-hidden />
          )}
          {verify.isPending ? 'Checking…' : 'Check now'}
        </Button>
      </div>
      <CheckResult website={website} />
      {record ? <DomainRecordFields record={record} /> : null}
      <p className="text-xs text-muted-foreground">
        Or, when {domain} has no other records, a CNAME record of {domain} pointing at{' '}
        <code className="rounded bg-muted px-1 py-0.5 font-mono [overflow-wrap:anywhere] text-foreground">
          {cnameTarget}
        </code>{' '}
        proves it too.
      </p>
      {unsaved ? (
        <p className="text-sm font-medium text-amber-700 dark:text-amber-300">
          Save your changes to get the record for the new domain.
        </p>
      ) : null}
    </section>
  );
}
