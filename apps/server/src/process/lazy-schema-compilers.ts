import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;
type Factory = (externalSchemas: unknown, options: unknown) => unknown;

// The framework's own dependencies, resolved from the framework itself.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A compilers factory that loads the real one the first time it is used. */
function onFirstUse(module: string): Factory {
  return (externalSchemas, options) =>
    (requireFromFastify(module) as () => Factory)()(externalSchemas, options);
}

/**
 * The framework loads its JSON-schema compilers (ajv, fast-json-stringify) when the app is
 * made, about a tenth of the start-up time. Requests are checked with zod and no route declares
 * a schema, so they are loaded only if one ever does.
 */
export const lazySchemaCompilers: SchemaController = {
  compilersFactory: {
    buildValidator: onFirstUse('@fastify/ajv-compiler'),
    buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler'),
  } as CompilersFactory,
};
