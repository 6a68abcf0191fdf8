import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DomainRecord } from '@tessera/core';
import { notify } from '@/lib/toast';
import { copyText } from './copy-text';

function CopyButton({ label, text }: { label: string; text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      aria-label={`Copy ${label.toLowerCase()}`}
      title={`Copy ${label.toLowerCase()}`}
      onClick={async () => {
        if (await copyText(text)) {
          setCopied(true);
          notify.success(`${label} copied`);
        } else {
          notify.error('Could not copy: select the text and copy it instead');
        }
      }}
      className="inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

/** One DNS record to add, field by field, each with its copy button. */
export function DomainRecordFields({ record }: { record: DomainRecord }) {
  const fields = [
    ['Type', record.type],
    ['Name', record.name],
    ['Value', record.value],
  ] as const;
  return (
    <dl
      aria-label={`${record.type} record to add`}
      className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-muted/40"
    >
      {fields.map(([label, value]) => (
        <div
          key={label}
          className="flex items-center gap-2 py-2 pr-1.5 pl-3 sm:py-1.5"
          data-record-field={label}
        >
          {/* Label above the value on a phone, beside it from the small breakpoint up. */}
          <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
            <dt className="text-xs font-medium text-muted-foreground sm:w-12 sm:shrink-0">
              {label}
            </dt>
            <dd className="mt-0.5 min-w-0 font-mono text-[13px] [overflow-wrap:anywhere] text-foreground sm:mt-0">
              {value}
            </dd>
          </div>
          <CopyButton label={label} text={value} />
        </div>
      ))}
    </dl>
  );
}
