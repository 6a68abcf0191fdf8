import { useRef, useState } from 'react';
import { Download, LayoutTemplate, Pencil, RefreshCw, Trash2, Upload } from 'lucide-react';
import type { OwnerTemplateSummary } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { openCreateWebsiteFrom } from '@/features/websites/create-website-store';
import { TemplateFormDialog } from './template-form-dialog';
import {
  downloadTemplate,
  useDeleteTemplate,
  useImportTemplate,
  useMyTemplates,
  useRenameTemplate,
  useTemplateAllowance,
  useUpdateTemplateFromWebsite,
} from './use-my-templates';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** "3 pages · 2 services · 1 staff": what a website made from the template starts with. */
export function ownIncludedLine(template: OwnerTemplateSummary): string {
  const { products, services, staff, posts } = template.counts;
  const parts: [number, string, string][] = [
    [template.pageCount, 'page', 'pages'],
    [products, 'sample product', 'sample products'],
    [services, 'sample service', 'sample services'],
    [staff, 'sample staff member', 'sample staff'],
    [posts, 'sample post', 'sample posts'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' · ');
}

function sourceLine(template: OwnerTemplateSummary): string {
  return template.source ? `Saved from ${template.source.name}` : 'Not linked to a website';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type Pending =
  | { kind: 'rename'; template: OwnerTemplateSummary }
  | { kind: 'update'; template: OwnerTemplateSummary }
  | { kind: 'delete'; template: OwnerTemplateSummary }
  | null;

function TemplateCard({
  template,
  onAsk,
}: {
  template: OwnerTemplateSummary;
  onAsk: (pending: Pending) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const noSource = template.source === null;
  return (
    <Card className="flex flex-col gap-3 p-5" data-own-template={template.id}>
      <div className="min-w-0">
        <h3 className="truncate text-lg font-semibold">{template.name}</h3>
        {template.description ? (
          <p className="mt-1 text-sm text-muted-foreground">{template.description}</p>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{ownIncludedLine(template)}</p>
      <p className="text-xs text-muted-foreground">
        {sourceLine(template)} · Updated{' '}
        <time dateTime={template.updatedAt}>{dateFormat.format(new Date(template.updatedAt))}</time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button
          size="sm"
          onClick={() => openCreateWebsiteFrom(template.id)}
          aria-label={`Use the ${template.name} template`}
        >
          Use this template
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Rename ${template.name}`}
          onClick={() => onAsk({ kind: 'rename', template })}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden /> Rename
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={noSource}
          aria-label={`Update ${template.name} from its website`}
          title={
            noSource
              ? 'The website this template was saved from has been deleted'
              : `Replace it with ${template.source?.name} as it is now`
          }
          onClick={() => onAsk({ kind: 'update', template })}
        >
          <RefreshCw className="h-3.5 w-3.5" aria-hidden /> Update from website
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={exporting}
          aria-label={`Export ${template.name}`}
          onClick={() => {
            setExporting(true);
            downloadTemplate(template)
              .catch((error: unknown) => notify.error(messageOf(error, 'Could not export')))
              .finally(() => setExporting(false));
          }}
        >
          <Download className="h-3.5 w-3.5" aria-hidden /> {exporting ? 'Exporting...' : 'Export'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          aria-label={`Delete ${template.name}`}
          onClick={() => onAsk({ kind: 'delete', template })}
        >
          <Trash2 className="h-3.5 w-3.5" aria-hidden /> Delete
        </Button>
      </div>
      {noSource ? (
        <p className="text-xs text-muted-foreground">
          Update from website is off: this template was imported, or the website it was saved from
          was deleted. It keeps its pages and images.
        </p>
      ) : null}
    </Card>
  );
}

/** The owner's own templates: saved from their websites or imported from a file. */
export function MyTemplatesPanel() {
  const templates = useMyTemplates();
  const allowance = useTemplateAllowance(templates.data?.length ?? 0);
  const rename = useRenameTemplate();
  const update = useUpdateTemplateFromWebsite();
  const remove = useDeleteTemplate();
  const importer = useImportTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  const onImport = (file: File | undefined) => {
    if (!file) return;
    setImportError(null);
    importer.mutate(file, {
      onSuccess: (template) => notify.success(`Imported "${template.name}"`),
      onError: (error) =>
        setImportError(
          `"${file.name}" could not be imported: ${messageOf(error, 'the server did not answer')}`,
        ),
    });
  };

  const header = (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" data-template-allowance>
        {allowance.line}
      </p>
      <div>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Template file to import"
          tabIndex={-1}
          onChange={(event) => {
            onImport(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          disabled={importer.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Upload className="h-4 w-4" aria-hidden />
          {importer.isPending ? 'Importing...' : 'Import template'}
        </Button>
      </div>
    </div>
  );

  let body;
  if (templates.isPending) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading your templates">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  } else if (templates.isError) {
    body = (
      <ErrorState
        title="Your templates could not be loaded"
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  } else if (templates.data.length === 0) {
    body = (
      <EmptyState
        icon={LayoutTemplate}
        title="No templates of your own yet"
        description="Open the ⋯ menu of one of your websites and choose Save as template: new websites can then start from its pages, design and images. Or import a template file someone shared with you."
      />
    );
  } else {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onAsk={(next) => {
              setRenameError(null);
              setPending(next);
            }}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="space-y-4" aria-label="My templates">
      {header}
      {importError ? <Alert>{importError}</Alert> : null}
      {body}
      <TemplateFormDialog
        open={pending?.kind === 'rename'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Rename template"
        description="The name and description shown in My templates and the create dialog."
        initial={{
          name: pending?.template.name ?? '',
          description: pending?.template.description ?? '',
        }}
        submitLabel="Save"
        busyLabel="Saving..."
        busy={rename.isPending}
        error={renameError}
        onSubmit={(input) => {
          if (pending?.kind !== 'rename') return;
          rename.mutate(
            { id: pending.template.id, input },
            {
              onSuccess: () => setPending(null),
              onError: (error) => setRenameError(messageOf(error, 'Could not rename')),
            },
          );
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'update'}
        onOpenChange={(open) => !open && !update.isPending && setPending(null)}
        title="Update from website?"
        description={`"${pending?.template.name}" will be replaced by ${pending?.template.source?.name ?? 'its website'} as it is now: its pages, design and images. Websites already made from it do not change.`}
        confirmLabel="Update template"
        busyLabel="Updating..."
        confirmVariant="primary"
        busy={update.isPending}
        onConfirm={() => {
          if (pending?.kind !== 'update') return;
          update.mutate(pending.template.id, {
            onSuccess: (template) => {
              setPending(null);
              notify.success(`Updated "${template.name}" from ${template.source?.name}`);
            },
            onError: (error) => {
              setPending(null);
              notify.error(messageOf(error, 'Could not update the template'));
            },
          });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => !open && !remove.isPending && setPending(null)}
        title="Delete template?"
        description={`"${pending?.template.name}" will be deleted. Websites already made from it keep their pages and images.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => {
          if (pending?.kind !== 'delete') return;
          const name = pending.template.name;
          remove.mutate(pending.template.id, {
            onSuccess: () => {
              setPending(null);
              notify.success(`Deleted "${name}"`);
            },
            onError: (error) => {
              setPending(null);
              notify.error(messageOf(error, 'Could not delete the template'));
            },
          });
        }}
      />
    </section>
  );
}
