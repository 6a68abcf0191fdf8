import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

export const templatesKey = ['templates', 'list'] as const;

/** The built-in templates, Blank first; they change only with a new server version. */
export function useTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: api.templates.list, staleTime: Infinity });
}

/** One built-in template with its pages; a missing one is an error the page shows as such. */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: ['templates', 'detail', id],
    queryFn: () => api.templates.get(id),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
