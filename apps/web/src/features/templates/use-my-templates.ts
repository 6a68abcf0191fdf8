import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLANS,
  templateFileName,
  type OwnerTemplateSummary,
  type SaveOwnerTemplateInput,
  type UpdateOwnerTemplateInput,
} from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';

export const myTemplatesKey = ['templates', 'mine'] as const;

/** The owner's own templates, the most recently changed first. */
export function useMyTemplates() {
  return useQuery({ queryKey: myTemplatesKey, queryFn: api.templates.mine });
}

/** "1 of 1 saved templates on Free": what the plan allows and what is used of it. */
export function useTemplateAllowance(used: number) {
  const plan = PLANS[useAuthStore((s) => s.user?.plan) ?? 'free'];
  const limit = plan.templateLimit;
  return {
    limit,
    full: limit !== null && used >= limit,
    line:
      limit === null
        ? `${used} saved ${used === 1 ? 'template' : 'templates'} on ${plan.name} (no limit)`
        : `${used} of ${limit} saved ${limit === 1 ? 'template' : 'templates'} on ${plan.name}`,
  };
}

function useRefreshing() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: myTemplatesKey });
}

export function useSaveAsTemplate(websiteId: string) {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: (input: SaveOwnerTemplateInput) => api.templates.saveFromWebsite(websiteId, input),
    onSuccess: refresh,
  });
}

export function useRenameTemplate() {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateOwnerTemplateInput }) =>
      api.templates.rename(id, input),
    onSuccess: refresh,
  });
}

export function useUpdateTemplateFromWebsite() {
  const refresh = useRefreshing();
  return useMutation({ mutationFn: api.templates.updateFromWebsite, onSuccess: refresh });
}

export function useDeleteTemplate() {
  const refresh = useRefreshing();
  return useMutation({ mutationFn: api.templates.remove, onSuccess: refresh });
}

async function failure(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; fields?: Record<string, string> };
  } | null;
  return new ApiError(
    response.status,
    payload?.error?.code ?? 'HTTP_ERROR',
    payload?.error?.message ??
      (response.status === 413
        ? 'This file is larger than 50 MB, the largest template file allowed'
        : `Request failed (${response.status})`),
    payload?.error?.fields,
  );
}

const authHeader = (): Record<string, string> => {
  const token = useAuthStore.getState().token;
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Downloads the template as one `.tessera-template.json` file with its images inside. */
export async function downloadTemplate(template: Pick<OwnerTemplateSummary, 'id' | 'name'>) {
  const response = await fetch(`/api/templates/${encodeURIComponent(template.id)}/export`, {
    headers: authHeader(),
  });
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = templateFileName(template.name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Sends an export file back as a new template; the server checks every page and image. */
export function useImportTemplate() {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch('/api/templates/import', {
        method: 'POST',
        headers: {
          ...authHeader(),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: file,
      });
      if (!response.ok) throw await failure(response);
      return ((await response.json()) as { data: OwnerTemplateSummary }).data;
    },
    onSuccess: refresh,
  });
}
