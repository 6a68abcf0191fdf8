// `npm start`: builds the web app and the server when they are missing or their sources changed
// since the last build, then runs the built server in this process (plain JavaScript: nothing
// is transpiled at start-up).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, targets } from './build.mjs';

if (!process.env.WEB_DIST) ensureBuilt(targets.web);
ensureBuilt(targets.server);
await import(pathToFileURL(path.join(targets.server.root, targets.server.output)).href);
