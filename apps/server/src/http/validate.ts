import type { z } from 'zod';
import { fieldErrors } from '@tessera/core';
import { badRequest } from './errors.ts';

/** Parses a request part with a shared schema; a failure is one consistent 400 with `fields`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw badRequest(first, fields);
}
