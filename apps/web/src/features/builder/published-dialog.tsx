import { Dialog } from 'radix-ui';
import { Copy, ExternalLink, PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

/** After publishing: the live address, to open or copy. */
export function PublishedDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-center shadow-xl">
          <PartyPopper className="mx-auto h-10 w-10 text-primary" aria-hidden />
          <Dialog.Title className="mt-3 text-lg font-semibold">Your website is live</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            Visitors can now see it at
          </Dialog.Description>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 block truncate font-medium text-primary underline"
            data-live-url
          >
            {url}
          </a>
          <div className="mt-6 flex justify-center gap-2">
            <Button
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => notify.success('Link copied'));
              }}
            >
              <Copy className="h-4 w-4" aria-hidden /> Copy link
            </Button>
            <Button asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="h-4 w-4" aria-hidden /> View site
              </a>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
