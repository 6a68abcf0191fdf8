import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { productCreateSchema, productListQuery, productUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { csvFileName } from '../../http/csv.ts';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';
import { pathId } from '../../http/params.ts';
import { boundaryProblem, fileNameProblem, uploadReadError } from '../../http/upload-errors.ts';
import { validate } from '../../http/validate.ts';
import { receiveFile } from '../media/upload.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { ProductFiles } from './product-files.ts';
import { PRODUCT_NOT_FOUND, type ProductService } from './service.ts';

/** The largest products file taken. */
export const MAX_IMPORT_BYTES = 20 * 1024 ** 2;
const TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 ** 2} MB, the largest products file allowed`;
const CHOOSE_FILE = 'Choose a CSV file to import';

const importQuery = z.object({
  apply: z
    .enum(['0', '1'], { error: 'apply must be 0 (preview) or 1 (import)' })
    .default('0')
    .transform((v) => v === '1'),
});

/** A website's products, under `/api`. */
export function productRoutes(catalogue: ProductService, files: ProductFiles, uploadDir: string) {
  return async function routes(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 10 },
    });
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/products', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(productListQuery, request.query);
      return { data: await catalogue.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/products/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await catalogue.stats(sessionOf(request).userId, websiteId) };
    });

    app.get('/websites/:id/products/export', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const csv = await files.exportCsv(sessionOf(request).userId, websiteId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('products')}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    // The file streams to a temporary file and is read from there row by row.
    app.post('/websites/:id/products/import', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const userId = sessionOf(request).userId;
      const { apply } = validate(importQuery, request.query);
      await catalogue.requireWebsite(userId, websiteId);
      if (!request.isMultipart()) throw badRequest(CHOOSE_FILE, { file: CHOOSE_FILE });
      const noBoundary = boundaryProblem(request.headers['content-type']);
      if (noBoundary) throw noBoundary;
      const part = await request.file().catch((error: unknown) => {
        throw uploadReadError(error);
      });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw badRequest(CHOOSE_FILE, { file: CHOOSE_FILE });
      }
      const badName = fileNameProblem(part.filename, 'file');
      if (badName) {
        part.file.resume();
        throw badName;
      }
      const received = await receiveFile(part.file, part.filename, uploadDir).catch(
        (error: unknown) => {
          const code = (error as { code?: string } | null)?.code;
          throw code === 'FST_REQ_FILE_TOO_LARGE'
            ? payloadTooLarge(TOO_LARGE)
            : uploadReadError(error);
        },
      );
      try {
        if (received.truncated) throw payloadTooLarge(TOO_LARGE);
        return { data: await files.importCsv(userId, websiteId, received.tempPath, apply) };
      } finally {
        await fs.rm(received.tempPath, { force: true });
      }
    });

    app.post('/websites/:id/products', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(productCreateSchema, request.body);
      return reply
        .status(201)
        .send({ data: await catalogue.create(sessionOf(request).userId, websiteId, input) });
    });

    app.get('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      return { data: await catalogue.get(sessionOf(request).userId, id) };
    });

    app.put('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      const input = validate(productUpdateSchema, request.body);
      return { data: await catalogue.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      return { data: await catalogue.remove(sessionOf(request).userId, id) };
    });
  };
}
