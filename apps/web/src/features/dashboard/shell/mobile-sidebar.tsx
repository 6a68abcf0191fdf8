import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { SidebarNav } from './sidebar-nav';
import { SidebarBrand } from './sidebar';

/** The sidebar as a drawer on phones and tablets. */
export function MobileSidebar({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-sidebar shadow-xl lg:hidden">
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Dialog.Description className="sr-only">Dashboard screens</Dialog.Description>
          <div className="flex h-16 items-center justify-between border-b border-border px-5">
            <SidebarBrand collapsed={false} />
            <Dialog.Close
              aria-label="Close navigation"
              className="cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted"
            >
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <SidebarNav collapsed={false} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
