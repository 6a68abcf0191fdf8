import { AppError, badRequest } from './errors.ts';
import { findUnstorableText } from './text-guard.ts';

const NO_BOUNDARY =
  'The upload has no usable multipart boundary: send it as multipart/form-data with a boundary of 1 to 70 characters, as browsers do';
const CUT_OFF =
  'The upload was cut off or is not multipart data: send the whole multipart/form-data body again';
const UNSTORABLE_NAME =
  'The file name contains a character that is not allowed (a NUL character or a broken Unicode sequence)';

/**
 * What the multipart reader (busboy) says when the body itself is at fault. Its errors carry no
 * code, so they are told apart by their words: a missing or unusable boundary (the "needle" it
 * searches for), and a body that ends before its closing delimiter.
 */
const BODY_FAULTS: readonly (readonly [RegExp, string])[] = [
  [/^Multipart: Boundary not found$|^The needle cannot/, NO_BOUNDARY],
  [/unexpected end of multipart data$/i, CUT_OFF],
];

const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i;

/** A 400 when a multipart content type names no boundary its parts could be split by; else null. */
export function boundaryProblem(contentType: string | undefined): AppError | null {
  const match = BOUNDARY.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  // RFC 2046: one to seventy characters.
  return boundary.length >= 1 && boundary.length <= 70 ? null : badRequest(NO_BOUNDARY);
}

/**
 * An error met while reading a multipart upload: the client's 400 naming the problem when the
 * body caused it (no boundary, cut off, not multipart at all), any other error as it was.
 */
export function uploadReadError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AppError) return error;
  if ((error as { code?: unknown }).code === 'FST_MP_PREMATURE_CLOSE') return badRequest(CUT_OFF);
  const fault = BODY_FAULTS.find(([words]) => words.test(error.message));
  return fault ? badRequest(fault[1]) : error;
}

/** A 400 naming the form field when a file's name could not be stored (a NUL); else null. */
export function fileNameProblem(name: string, field: string): AppError | null {
  if (!findUnstorableText(name)) return null;
  return badRequest(UNSTORABLE_NAME, { [field]: UNSTORABLE_NAME });
}
