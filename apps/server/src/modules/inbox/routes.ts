import type { FastifyInstance } from 'fastify';
import { submissionListQuery, submissionReplySchema, submissionUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { csvFileName } from '../../http/csv.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { SUBMISSION_NOT_FOUND, type InboxService } from './service.ts';

const exportQuery = submissionListQuery.pick({ folder: true, formId: true });

/** The owner's inbox of form submissions, under `/api`. */
export function inboxRoutes(inbox: InboxService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/submissions', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(submissionListQuery, request.query);
      return { data: await inbox.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/submissions/export', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(exportQuery, request.query);
      const csv = await inbox.exportCsv(sessionOf(request).userId, websiteId, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('submissions')}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/websites/:id/forms', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await inbox.forms(sessionOf(request).userId, websiteId) };
    });

    app.get('/submissions/:id', async (request) => {
      const id = pathId(request, SUBMISSION_NOT_FOUND);
      return { data: await inbox.get(sessionOf(request).userId, id) };
    });

    app.put('/submissions/:id', async (request) => {
      const id = pathId(request, SUBMISSION_NOT_FOUND);
      const input = validate(submissionUpdateSchema, request.body);
      return { data: await inbox.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/submissions/:id', async (request) => {
      const id = pathId(request, SUBMISSION_NOT_FOUND);
      return { data: await inbox.remove(sessionOf(request).userId, id) };
    });

    app.post('/submissions/:id/reply', async (request, reply) => {
      const id = pathId(request, SUBMISSION_NOT_FOUND);
      const input = validate(submissionReplySchema, request.body);
      return reply
        .status(201)
        .send({ data: await inbox.reply(sessionOf(request).userId, id, input) });
    });
  };
}
