import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import {
  Archive,
  ArchiveRestore,
  Copy,
  ExternalLink,
  EyeOff,
  LayoutTemplate,
  MoreHorizontal,
  Pencil,
  Rocket,
  Settings,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { Website } from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { SaveAsTemplateDialog } from '@/features/templates/save-as-template-dialog';
import { useWebsiteActions } from './use-website-actions';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

function Item({
  icon: Icon,
  label,
  onSelect,
  danger,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={cn(itemClass, danger && 'text-destructive data-[highlighted]:bg-red-500/10')}
      onSelect={onSelect}
      disabled={disabled}
    >
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </DropdownMenu.Item>
  );
}

const Separator = () => <DropdownMenu.Separator className="my-1 h-px bg-border" />;

/** The ⋯ menu of a website card or row, with the delete confirmation it opens. */
export function WebsiteActionsMenu({ website }: { website: Website }) {
  const actions = useWebsiteActions(website);
  const [confirming, setConfirming] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const archived = website.status === 'ARCHIVED';

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={`Actions for ${website.name}`}
          className="flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 w-52 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
          >
            <Item icon={ExternalLink} label="View Website" onSelect={actions.view} />
            <Item icon={Pencil} label="Edit" onSelect={actions.edit} />
            <Item icon={Settings} label="Settings" onSelect={actions.openSettings} />
            <Item
              icon={Copy}
              label="Duplicate"
              onSelect={actions.duplicate}
              disabled={actions.busy}
            />
            <Item
              icon={LayoutTemplate}
              label="Save as template"
              onSelect={() => setSavingTemplate(true)}
            />
            <Separator />
            {website.status === 'PUBLISHED' ? (
              <Item
                icon={EyeOff}
                label="Unpublish"
                onSelect={() => actions.changeStatus('unpublish')}
                disabled={actions.busy}
              />
            ) : archived ? null : (
              <Item
                icon={Rocket}
                label="Publish"
                onSelect={() => actions.changeStatus('publish')}
                disabled={actions.busy}
              />
            )}
            {archived ? (
              <Item
                icon={ArchiveRestore}
                label="Restore"
                onSelect={() => actions.changeStatus('restore')}
                disabled={actions.busy}
              />
            ) : (
              <Item
                icon={Archive}
                label="Archive"
                onSelect={() => actions.changeStatus('archive')}
                disabled={actions.busy}
              />
            )}
            <Separator />
            <Item
              icon={Trash2}
              label="Delete"
              danger
              onSelect={() => setConfirming(true)}
              disabled={actions.busy}
            />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SaveAsTemplateDialog
        website={website}
        open={savingTemplate}
        onOpenChange={setSavingTemplate}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !actions.deleting && setConfirming(open)}
        title="Delete website?"
        description={`Are you sure you want to delete "${website.name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={actions.deleting}
        onConfirm={() => void actions.remove().then((gone) => gone || setConfirming(false))}
      />
    </>
  );
}
