import { useState } from 'react';
import { Link } from 'react-router';
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Mail,
  MailOpen,
  Reply,
  ShieldAlert,
  ShieldCheck,
  Trash2,
  UserRound,
} from 'lucide-react';
import type { Submission } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';
import { notify } from '@/lib/toast';
import { DeliveryList } from './delivery-list';
import { ReplyDialog } from './reply-dialog';
import { useDeleteSubmission, useUpdateSubmission } from './use-inbox';

const spamReasons: Record<string, string> = {
  honeypot: 'a field hidden from people was filled in',
  'bad-token': 'the form was not sent from the page',
  'too-fast': 'it was sent faster than a person can type',
  expired: 'the page was more than a day old',
  replayed: 'the same page was sent twice',
  'rate-limit': 'too many messages came from one address',
  links: 'it holds many links',
  owner: 'you marked it as spam',
};

/** One message: who sent it, every field as they filled it in, and what came of it. */
export function SubmissionDetail({
  submission,
  websiteId,
  onBack,
  onGone,
}: {
  submission: Submission;
  websiteId: string;
  onBack: () => void;
  onGone: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateSubmission(websiteId);
  const remove = useDeleteSubmission(websiteId);
  const sender = submission.name ?? submission.email ?? 'A visitor';

  const change = (changes: { read?: boolean; spam?: boolean; archived?: boolean }, done: string) =>
    update.mutate(
      { id: submission.id, ...changes },
      {
        onSuccess: () => notify.success(done),
        onError: () => notify.error('Failed to update the message'),
      },
    );

  return (
    <article aria-label={`Message from ${sender}`} className="flex h-full flex-col">
      <header className="border-b border-border p-4 sm:p-6">
        <button
          type="button"
          onClick={onBack}
          className="mb-3 flex cursor-pointer items-center gap-1 text-sm text-muted-foreground hover:text-foreground lg:hidden"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> All messages
        </button>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{sender}</h2>
            {submission.email ? (
              <a
                href={`mailto:${submission.email}`}
                className="text-sm text-primary hover:underline"
              >
                {submission.email}
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">No e-mail address given</p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {submission.formName} · {submission.pageName} ·{' '}
              <time dateTime={submission.createdAt} title={formatDateTime(submission.createdAt)}>
                {formatDateTime(submission.createdAt)} ({relativeTime(submission.createdAt)})
              </time>
            </p>
          </div>
          <Button
            size="sm"
            onClick={() => setReplying(true)}
            disabled={!submission.email}
            title={submission.email ? undefined : 'This message has no e-mail address to reply to'}
          >
            <Reply className="h-4 w-4" aria-hidden /> Reply
          </Button>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              change(
                { read: !submission.read },
                submission.read ? 'Marked as unread' : 'Marked as read',
              )
            }
          >
            {submission.read ? (
              <Mail className="h-4 w-4" aria-hidden />
            ) : (
              <MailOpen className="h-4 w-4" aria-hidden />
            )}
            {submission.read ? 'Mark unread' : 'Mark read'}
          </Button>
          {submission.spam ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => change({ spam: false }, 'Moved to the inbox')}
            >
              <ShieldCheck className="h-4 w-4" aria-hidden /> Not spam
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  change(
                    { archived: !submission.archived },
                    submission.archived ? 'Moved to the inbox' : 'Archived',
                  )
                }
              >
                {submission.archived ? (
                  <ArchiveRestore className="h-4 w-4" aria-hidden />
                ) : (
                  <Archive className="h-4 w-4" aria-hidden />
                )}
                {submission.archived ? 'Unarchive' : 'Archive'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => change({ spam: true }, 'Moved to spam')}
              >
                <ShieldAlert className="h-4 w-4" aria-hidden /> Spam
              </Button>
            </>
          )}
          <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      </header>

      <div className="flex-1 space-y-6 overflow-y-auto p-4 sm:p-6">
        {submission.spam ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
            Kept as spam because {spamReasons[submission.spamReason ?? ''] ?? 'it looked like spam'}
            . The sender saw the usual thank-you message.
          </p>
        ) : null}
        <dl className="space-y-4">
          {submission.fields.map((field) => (
            <div key={field.name}>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {field.label}
              </dt>
              <dd className="mt-1 whitespace-pre-wrap break-words text-sm">
                {field.value === '' ? (
                  <span className="text-muted-foreground">(empty)</span>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
        </dl>
        {submission.customerId ? (
          <Link
            to={`/dashboard/customers/${submission.customerId}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <UserRound className="h-4 w-4" aria-hidden /> View customer
          </Link>
        ) : null}
        <section aria-labelledby="deliveries-heading">
          <h3 id="deliveries-heading" className="mb-2 text-sm font-semibold">
            E-mails
          </h3>
          <DeliveryList deliveries={submission.deliveries} />
        </section>
      </div>

      {submission.email ? (
        <ReplyDialog submission={submission} open={replying} onOpenChange={setReplying} />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this message?"
        description="The message and its fields are deleted for good. This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(submission.id, {
            onSuccess: () => {
              notify.success('Message deleted');
              setDeleting(false);
              onGone();
            },
            onError: () => notify.error('Failed to delete the message'),
          })
        }
      />
    </article>
  );
}
