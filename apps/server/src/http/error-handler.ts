import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Messages for the framework's own client errors, in the project's voice. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | SyntaxError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? String(error.code) : '';
      const message =
        frameworkMessages[code] ??
        (status === 413 ? 'The request body is too large' : error.message);
      return reply.status(status).send({
        error: {
          code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
          message,
          ...(status === 400 ? { fields: { _: message } } : {}),
        },
      });
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
