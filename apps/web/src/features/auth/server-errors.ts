import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/**
 * Puts the server's per-field messages on the matching inputs and returns the message for the
 * form-level box (or null when every message found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fieldNames as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  if (placed) return null;
  if (error.status === 0 || error.status >= 500) return fallback;
  return error.message;
}
