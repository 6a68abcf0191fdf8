import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const templatesKey = ['templates', 'list'] as const;

/** The built-in templates, Blank first; they change only with a new server version. */
export function useTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: api.templates.list, staleTime: Infinity });
}
