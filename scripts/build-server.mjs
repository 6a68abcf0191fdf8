// Bundles the server (main.ts) into apps/server/dist with esbuild, so production
// starts plain JavaScript instead of transpiling TypeScript on every start, and reads a few
// files instead of resolving and loading some two thousand modules one by one. The workspaces
// (@tessera/core, @tessera/blocks) and the npm packages are bundled, except those below.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'apps/server/dist');

/**
 * Packages loaded from node_modules at run time: native addons, packages that find files of
 * their own by path (PGlite's WebAssembly and data files, pino's worker), and optional drivers.
 * A new dependency of that kind belongs here.
 */
const keptExternal = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'pino',
  'nodemailer',
  'dns2',
  'sharp',
  '@aws-sdk/client-s3',
];
const isKeptExternal = (specifier) =>
  keptExternal.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * `import.meta.dirname` would name dist/ once bundled; sources use it to find the migrations
 * and the repository root, so it is rewritten to the source file's own folder, relative to the
 * bundle (the checkout stays movable).
 */
const sourceDirname = (outDir) => ({
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/](apps|packages)[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep);
      const expression = `__tesseraPath.join(import.meta.dirname, ${relative.map((part) => JSON.stringify(part)).join(', ')})`;
      return {
        contents: `import * as __tesseraPath from 'node:path';\n${source.replaceAll('import.meta.dirname', expression)}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/** `outDir` must be inside the repository, so the external packages resolve from node_modules. */
export async function buildServer(outDir = serverOutDir) {
  const { metafile } = await esbuild.build({
    metafile: true,
    absWorkingDir: root,
    entryPoints: ['apps/server/src/main.ts'],
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // React's production build: what a production server runs, and half the code to load.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS packages still `require` the external ones and Node's built-ins.
    banner: {
      js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'kept-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            isKeptExternal(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
      sourceDirname(outDir),
    ],
  });
  // Chunks of earlier builds go once the new build is complete (not before: a server started
  // from them may be loading them).
  const built = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(root, file)));
  for (const file of await readdir(outDir)) {
    if (!built.has(path.join(outDir, file))) await rm(path.join(outDir, file), { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
