import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';

/**
 * A form resolver from a function that names each problem by its path ("weeklyHours.monday.1.end"),
 * so forms check their values with the same rules as the server and show the same words.
 */
export function problemsResolver<T extends FieldValues>(
  problemsOf: (values: T) => Record<string, string>,
): Resolver<T> {
  return (values, _context, options) => {
    const entries = Object.entries(problemsOf(values));
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of entries) errors[path] = { type: 'validate', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The first message per path of a failed zod parse. */
export function firstIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  into: Record<string, string> = {},
): Record<string, string> {
  for (const issue of issues) into[issue.path.map(String).join('.')] ??= issue.message;
  return into;
}
