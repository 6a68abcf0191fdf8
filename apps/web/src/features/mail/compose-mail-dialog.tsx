import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';

/**
 * Writing an e-mail to someone (a reply to a message, a note to a customer): subject and message,
 * checked before sending, the server's field messages shown in place, the spec's toasts.
 */
export function ComposeMailDialog({
  title,
  to,
  initialSubject = '',
  sendLabel,
  open,
  onOpenChange,
  send,
}: {
  title: string;
  to: string;
  initialSubject?: string;
  sendLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  send: (mail: { subject: string; message: string }) => Promise<unknown>;
}) {
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = 'Subject is required';
    if (!message.trim()) found.message = 'Message is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await send({ subject, message });
      notify.success('Email sent successfully!');
      setMessage('');
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      notify.error('Failed to send email');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                To {to}. Their answer comes to your account's e-mail.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
            <FormField label="Subject" error={errors.subject}>
              <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
            </FormField>
            <FormField label="Message" error={errors.message}>
              <Textarea rows={8} value={message} onChange={(e) => setMessage(e.target.value)} />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={sending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={sending}>
                {sending ? 'Sending...' : sendLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
