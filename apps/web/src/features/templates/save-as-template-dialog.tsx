import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  OWNER_TEMPLATE_KIND_LABELS,
  OWNER_TEMPLATE_KINDS,
  type OwnerTemplateIncludes,
  type Website,
} from '@tessera/core';
import { ApiError } from '@/lib/api';
import { PlanLimitNote } from '@/features/settings/plan-limit-note';
import { TemplateFormDialog } from './template-form-dialog';
import { useSaveAsTemplate } from './use-my-templates';

const NONE: OwnerTemplateIncludes = {
  products: false,
  services: false,
  staff: false,
  posts: false,
};

/**
 * Save as template: the website's design always (pages, header, footer, theme, SEO, images), and
 * the business kinds ticked, which new websites receive as samples.
 */
export function SaveAsTemplateDialog({
  website,
  open,
  onOpenChange,
}: {
  website: Pick<Website, 'id' | 'name' | 'description'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveAsTemplate(website.id);
  const navigate = useNavigate();
  const [include, setInclude] = useState<OwnerTemplateIncludes>(NONE);
  const [error, setError] = useState<{ message: string; planLimit: boolean } | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setInclude(NONE);
      setError(null);
    }
  };

  return (
    <TemplateFormDialog
      open={open}
      onOpenChange={close}
      title="Save as template"
      description="New websites can start from this website's pages, header, footer, theme and images. Your live site is not changed."
      initial={{ name: website.name, description: website.description ?? '' }}
      submitLabel="Save template"
      busyLabel="Saving..."
      busy={save.isPending}
      error={
        error ? (
          <>
            {error.message}
            {error.planLimit ? <PlanLimitNote onFollow={() => close(false)} /> : null}
          </>
        ) : null
      }
      onSubmit={(values) => {
        setError(null);
        save.mutate(
          { ...values, include },
          {
            onSuccess: (template) => {
              close(false);
              toast.success(`Saved "${template.name}" as a template`, {
                duration: 6000,
                action: {
                  label: 'My templates',
                  onClick: () => navigate('/dashboard/templates?tab=mine'),
                },
              });
            },
            onError: (failure) =>
              setError({
                message:
                  failure instanceof ApiError ? failure.message : 'Could not save the template',
                planLimit: failure instanceof ApiError && failure.code === 'PLAN_LIMIT',
              }),
          },
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Also include, marked as samples</legend>
        <div className="grid grid-cols-2 gap-2">
          {OWNER_TEMPLATE_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm hover:bg-muted"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={include[kind]}
                onChange={(event) => setInclude({ ...include, [kind]: event.target.checked })}
              />
              {OWNER_TEMPLATE_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
    </TemplateFormDialog>
  );
}
