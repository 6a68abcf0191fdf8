import type { Submission } from '@tessera/core';
import { ComposeMailDialog } from '@/features/mail/compose-mail-dialog';
import { useReply } from './use-inbox';

/** Writes back to the sender; the mail goes out through the outbox, Reply-To the owner. */
export function ReplyDialog({
  submission,
  open,
  onOpenChange,
}: {
  submission: Submission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reply = useReply(submission.id);
  return (
    <ComposeMailDialog
      title="Reply"
      to={submission.email ?? ''}
      initialSubject={`Re: ${submission.formName}`}
      sendLabel="Send reply"
      open={open}
      onOpenChange={onOpenChange}
      send={(mail) => reply.mutateAsync(mail)}
    />
  );
}
