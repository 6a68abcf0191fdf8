import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schema-compilers.ts';

describe('schema compilers loaded on first use', () => {
  it('still validate and serialize a route that declares a schema', async () => {
    const app = Fastify({ schemaController: lazySchemaCompilers });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'dropped by the schema' }),
    );
    const valid = await app.inject({ method: 'POST', url: '/echo', payload: { n: 2 } });
    expect(valid.json()).toEqual({ n: 2 });
    const invalid = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'x' } });
    expect(invalid.statusCode).toBe(400);
    await app.close();
  });
});
