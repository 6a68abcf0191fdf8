// Brings what `npm start` serves up to date: the web app (apps/web/dist) and the server bundle
// (apps/server/dist), each rebuilt only when its inputs changed since its last build (see
// build-stamp.mjs). `node scripts/build.mjs` builds both; start.mjs and test.mjs use it too.
import { spawnSync } from 'node:child_process';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBuild, recordBuild } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shared = [
  'packages/core/src',
  'packages/core/package.json',
  'packages/blocks/src',
  'packages/blocks/package.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
];

export const targets = {
  web: {
    root,
    name: 'the web app',
    inputs: ['apps/web', ...shared],
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/.build-stamp.json',
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
    firstMessage: 'Building the web app (first start only)...',
  },
  server: {
    root,
    name: 'the server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...shared],
    output: 'apps/server/dist/main.js',
    stamp: 'apps/server/.build-stamp.json',
    command: [process.execPath, ['scripts/build-server.mjs']],
    firstMessage: 'Building the server (first start only)...',
  },
};

const lockFile = path.join(root, '.build.lock');

/** Builds `target` if it is missing or out of date; exits the process if the build fails. */
export function ensureBuilt(target) {
  let state = checkBuild(target);
  if (!state.reason) {
    if (!state.stamped) recordBuild(target, state);
    return;
  }
  // Several starts at once (the browser tests start two servers) build one at a time; the
  // ones that waited find the build done.
  withBuildLock(() => {
    state = checkBuild(target);
    if (!state.reason) return;
    console.log(
      state.reason === 'missing'
        ? target.firstMessage
        : `The sources of ${target.name} changed since its last build: rebuilding...`,
    );
    const [command, args] = target.command;
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    recordBuild(target, state);
  });
}

function withBuildLock(work) {
  // The lock appears complete (with its pid) or not at all: a written file is linked into place.
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      if (!holderRunning()) rmSync(lockFile, { force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  try {
    work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function holderRunning() {
  try {
    process.kill(Number(readFileSync(lockFile, 'utf8')), 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureBuilt(targets.web);
  ensureBuilt(targets.server);
}
