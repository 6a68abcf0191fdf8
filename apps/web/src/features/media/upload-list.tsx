import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatBytes } from '@/lib/format';
import type { UploadState } from './use-uploads';

/** One row per file being sent: its progress bar, and Cancel while it runs. */
export function UploadList({
  uploads,
  onCancel,
  onDismiss,
}: {
  uploads: UploadState[];
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <Card className="divide-y divide-border" aria-label="Uploads">
      {uploads.map((u) => {
        const percent = Math.round(u.progress * 100);
        const running = u.status === 'uploading' || u.status === 'waiting';
        return (
          <div
            key={u.id}
            className="flex items-center gap-3 px-4 py-3"
            data-upload-status={u.status}
          >
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium">{u.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {u.status === 'done'
                    ? formatBytes(u.size)
                    : u.status === 'failed'
                      ? 'Failed'
                      : u.status === 'cancelled'
                        ? 'Cancelled'
                        : u.status === 'waiting'
                          ? 'Waiting...'
                          : `${percent}%`}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`Uploading ${u.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={
                    u.status === 'failed'
                      ? 'h-full bg-destructive'
                      : u.status === 'done'
                        ? 'h-full bg-emerald-500'
                        : 'h-full bg-primary transition-[width]'
                  }
                  style={{ width: `${u.status === 'failed' ? 100 : percent}%` }}
                />
              </div>
              {u.error ? <p className="mt-1 text-xs text-destructive">{u.error}</p> : null}
            </div>
            {running ? (
              <button
                type="button"
                onClick={() => onCancel(u.id)}
                aria-label={`Cancel ${u.name}`}
                className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            ) : u.status === 'done' ? (
              <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-label="Uploaded" />
            ) : (
              <button
                type="button"
                onClick={() => onDismiss(u.id)}
                aria-label={`Dismiss ${u.name}`}
                className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <XCircle className="h-4 w-4" aria-hidden />
              </button>
            )}
          </div>
        );
      })}
    </Card>
  );
}
