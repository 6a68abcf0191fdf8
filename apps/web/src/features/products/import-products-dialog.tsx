import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FileSpreadsheet, X } from 'lucide-react';
import type { ProductImportReport } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError, downloadFile } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useRefreshProducts } from './use-products';

type Problem = ProductImportReport['errors'][number];

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; report: ProductImportReport; applying?: boolean }
  | { kind: 'refused'; file: File; message: string; problems: Problem[] };

/** "12 new, 40 changed, 3 unchanged". */
export const importSummary = (r: Pick<ProductImportReport, 'created' | 'updated' | 'unchanged'>) =>
  `${r.created} new, ${r.updated} changed, ${r.unchanged} unchanged`;

/** The server's `{"row 57": "..."}` when a file it was asked to apply turned out to have problems. */
const problemsOf = (fields: Record<string, string>): Problem[] =>
  Object.entries(fields).map(([key, message]) => ({
    row: Number(/\d+/.exec(key)?.[0] ?? 0),
    message,
  }));

const failure = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'The file could not be read. Check your connection and try again.';

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-destructive">
        {problems.length === 1 ? '1 row needs fixing' : `${problems.length} rows need fixing`}{' '}
        before anything is imported:
      </p>
      <ul
        aria-label="Problems in the file"
        className="max-h-52 space-y-1 overflow-y-auto rounded-lg border border-border bg-muted/40 p-3 text-sm"
      >
        {problems.map((p, i) => (
          <li key={`${p.row}-${i}`}>
            <span className="font-medium">Row {p.row}:</span> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Import products from a CSV: a preview of what the file would do first, then the import. */
export function ImportProductsDialog({
  websiteId,
  open,
  onOpenChange,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = useRefreshProducts();

  const check = async (file: File) => {
    setStep({ kind: 'checking', file });
    try {
      const report = await api.products.importCsv(websiteId, file, false);
      setStep({ kind: 'preview', file, report });
    } catch (error) {
      setStep({ kind: 'choose', error: failure(error) });
    }
  };

  const apply = async (file: File, report: ProductImportReport) => {
    setStep({ kind: 'preview', file, report, applying: true });
    try {
      const done = await api.products.importCsv(websiteId, file, true);
      refresh();
      notify.success(`Products imported: ${importSummary(done)}`);
      close(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IMPORT_INVALID') {
        setStep({
          kind: 'refused',
          file,
          message: error.message,
          problems: problemsOf(error.fields),
        });
      } else {
        setStep({ kind: 'preview', file, report });
        notify.error(`Failed to import products. ${failure(error)}`);
      }
    }
  };

  const close = (next: boolean) => {
    if (!next) setStep({ kind: 'choose' });
    onOpenChange(next);
  };
  const busy = step.kind === 'checking' || (step.kind === 'preview' && step.applying);
  const chooseFile = () => fileInput.current?.click();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : close(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">Import products</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                A CSV file as Export writes it: a row per product, or per variant with the product's
                Handle repeated. A Handle you already have updates that product; a new one adds a
                product. You see what would change before anything is saved.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={busy}
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>

          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void check(file);
            }}
          />

          {step.kind === 'choose' ? (
            <div className="space-y-3">
              {step.error ? <Alert>{step.error}</Alert> : null}
              <button
                type="button"
                onClick={chooseFile}
                className="flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center hover:border-primary hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <FileSpreadsheet className="h-8 w-8 text-muted-foreground" aria-hidden />
                <span className="text-sm font-medium">Choose a .csv file</span>
              </button>
              <p className="text-xs text-muted-foreground">
                Not sure of the columns?{' '}
                <button
                  type="button"
                  className="text-primary underline-offset-4 hover:underline"
                  onClick={() =>
                    void downloadFile(api.products.exportPath(websiteId), 'products.csv').catch(
                      () => notify.error('Failed to export products'),
                    )
                  }
                >
                  Download your products as a CSV
                </button>{' '}
                and use it as a template.
              </p>
            </div>
          ) : null}

          {step.kind === 'checking' ? (
            <div
              className="flex items-center gap-3 rounded-lg bg-muted/40 p-4 text-sm"
              role="status"
            >
              <Spinner className="h-4 w-4" label="Checking" /> Checking {step.file.name}...
            </div>
          ) : null}

          {step.kind === 'preview' || step.kind === 'refused' ? (
            <div className="space-y-3">
              <p className="flex items-center gap-2 text-sm">
                <FileSpreadsheet className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="truncate font-medium">{step.file.name}</span>
              </p>
              {step.kind === 'preview' ? (
                <div className="rounded-lg border border-border p-4" data-import-preview>
                  <p className="text-base font-semibold" role="status">
                    {importSummary(step.report)}
                  </p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    {step.report.rows === 1 ? '1 row read' : `${step.report.rows} rows read`}
                  </p>
                </div>
              ) : (
                <Alert>{step.message}</Alert>
              )}
              {step.kind === 'refused' ? (
                <ProblemList problems={step.problems} />
              ) : step.report.errors.length > 0 ? (
                <ProblemList problems={step.report.errors} />
              ) : null}
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {step.kind === 'preview' || step.kind === 'refused' ? (
              <Button variant="outline" onClick={chooseFile} disabled={busy}>
                Choose another file
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            {step.kind === 'preview' ? (
              <Button
                onClick={() => void apply(step.file, step.report)}
                disabled={busy || step.report.errors.length > 0}
              >
                {step.applying ? 'Importing...' : 'Import'}
              </Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
