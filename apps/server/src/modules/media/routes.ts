import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { mediaListQuery, mediaUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';
import { pathId } from '../../http/params.ts';
import { boundaryProblem, fileNameProblem, uploadReadError } from '../../http/upload-errors.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  MEDIA_NOT_FOUND,
  type MediaService,
} from './service.ts';
import { receiveFile } from './upload.ts';

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** The owner's media library, under `/api`. */
export function mediaRoutes(library: MediaService, uploadDir: string) {
  return async function routes(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: 40 },
    });
    app.addHook('preHandler', app.requireSession);

    app.post('/websites/:id/media/upload', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const userId = sessionOf(request).userId;
      await library.requireWebsite(userId, websiteId);
      if (!request.isMultipart()) {
        throw badRequest('Send the files as multipart/form-data in a "files" field', {
          files: 'Choose at least one file to upload',
        });
      }
      const noBoundary = boundaryProblem(request.headers['content-type']);
      if (noBoundary) throw noBoundary;
      const ready = [];
      try {
        for await (const part of request.files()) {
          const badName = fileNameProblem(part.filename, 'files');
          if (badName) {
            part.file.resume();
            throw badName;
          }
          const received = await receiveFile(part.file, part.filename, uploadDir).catch(
            (error: unknown) => {
              if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
                throw payloadTooLarge(
                  `"${path.basename(part.filename)}" is larger than ${Math.round(MAX_FILE_BYTES / 1024 ** 2)} MB, the largest file allowed`,
                );
              }
              throw error;
            },
          );
          ready.push(await library.prepare(received));
        }
        if (ready.length === 0) {
          throw badRequest('Choose at least one file to upload', {
            files: 'Choose at least one file to upload',
          });
        }
        const items = await library.record(userId, websiteId, ready);
        return reply.status(201).send({ data: items });
      } catch (error) {
        await library.discard(ready);
        if (errorCode(error) === 'FST_FILES_LIMIT') {
          throw payloadTooLarge(`Upload at most ${MAX_FILES_PER_UPLOAD} files at once`);
        }
        throw uploadReadError(error);
      }
    });

    app.get('/websites/:id/media', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(mediaListQuery, request.query);
      return { data: await library.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/media/usage', async (request) => {
      return { data: await library.usage(sessionOf(request).userId) };
    });

    app.get('/media/:id', async (request) => {
      const id = pathId(request, MEDIA_NOT_FOUND);
      return { data: await library.get(sessionOf(request).userId, id) };
    });

    app.get('/media/:id/usage', async (request) => {
      const id = pathId(request, MEDIA_NOT_FOUND);
      return { data: await library.places(sessionOf(request).userId, id) };
    });

    app.put('/media/:id', async (request) => {
      const id = pathId(request, MEDIA_NOT_FOUND);
      const input = validate(mediaUpdateSchema, request.body);
      return { data: await library.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/media/:id', async (request) => {
      const id = pathId(request, MEDIA_NOT_FOUND);
      return { data: await library.remove(sessionOf(request).userId, id) };
    });
  };
}
