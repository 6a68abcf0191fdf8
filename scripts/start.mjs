// `npm start`: builds the web app when it has not been built yet, then serves everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex) && !process.env.WEB_DIST) {
  console.log('Building the web app (first start only)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
// The server owns shutdown: pass signals through and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
