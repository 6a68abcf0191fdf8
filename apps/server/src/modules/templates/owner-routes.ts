import type { FastifyInstance } from 'fastify';
import {
  MAX_TEMPLATE_FILE_BYTES,
  saveOwnerTemplateSchema,
  templateFileName,
  templateFileSchema,
  updateOwnerTemplateSchema,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import type { OwnerTemplates } from './owner-templates.ts';
import { TEMPLATE_NOT_FOUND } from './service.ts';

/**
 * The owner's own templates under /api/templates (listed with `?mine=1` and read by id in
 * routes.ts): rename, update from the site, delete, export as one file, import one.
 */
export function ownerTemplateRoutes(own: OwnerTemplates) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.put('/:id', async (request) => {
      const id = pathId(request, TEMPLATE_NOT_FOUND);
      const input = validate(updateOwnerTemplateSchema, request.body);
      return { data: await own.update(sessionOf(request).userId, id, input) };
    });

    app.post('/:id/update', async (request) => {
      const id = pathId(request, TEMPLATE_NOT_FOUND);
      return { data: await own.refresh(sessionOf(request).userId, id) };
    });

    app.delete('/:id', async (request) => {
      const id = pathId(request, TEMPLATE_NOT_FOUND);
      return { data: await own.remove(sessionOf(request).userId, id) };
    });

    app.get('/:id/export', async (request, reply) => {
      const id = pathId(request, TEMPLATE_NOT_FOUND);
      const file = await own.exportFile(sessionOf(request).userId, id);
      const name = templateFileName(file.name);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(JSON.stringify(file));
    });

    app.post(
      '/import',
      // The file embeds its images: larger than any other JSON body (a larger one is a 413).
      { bodyLimit: MAX_TEMPLATE_FILE_BYTES },
      async (request, reply) => {
        const file = validate(templateFileSchema, request.body);
        return reply
          .status(201)
          .send({ data: await own.importFile(sessionOf(request).userId, file) });
      },
    );
  };
}

/** `POST /api/websites/{id}/templates`: saves one of the owner's websites as a template. */
export function saveAsTemplateRoutes(own: OwnerTemplates) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.post('/:id/templates', async (request, reply) => {
      const id = pathId(request, 'Website not found');
      const input = validate(saveOwnerTemplateSchema, request.body);
      return reply.status(201).send({ data: await own.save(sessionOf(request).userId, id, input) });
    });
  };
}
