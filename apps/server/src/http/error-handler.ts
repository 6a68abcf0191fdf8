import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Messages for the framework's own client errors, in the project's voice. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'The address is not valid',
};

/** The envelope's code for each status the framework itself may answer with. */
const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

/** A framework client error in the API envelope, with the same code for the same status. */
export function clientErrorBody(status: number, frameworkCode: string, fallback: string) {
  const message =
    frameworkMessages[frameworkCode] ??
    (status === 413 ? 'The request body is too large' : fallback);
  return {
    error: {
      code: statusCodes[status] ?? 'BAD_REQUEST',
      message,
      ...(status === 400 ? { fields: { _: message } } : {}),
    },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | SyntaxError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...error.details,
        },
      });
    }
    let status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    // The static file server refuses odd paths ('//host', a NUL) with 403; the only 403 of the
    // API means a plan limit, so such a path is answered like any missing file.
    if (status === 403) status = 404;
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? String(error.code) : '';
      const fallback = status === 404 ? 'Not found' : error.message;
      return reply.status(status).send(clientErrorBody(status, code, fallback));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: {
        code: 'INTERNAL_ERROR',
        message: `Something went wrong on our side. Reference: ${request.id}`,
        requestId: request.id,
      },
    });
  });
}
