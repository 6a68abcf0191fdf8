// Bytes of the pictures each template ships (apps/server/assets/templates/{templateId}), against
// the limit of 2 MB per template: `node scripts/template-images/sizes.mjs`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const assets = path.join(root, 'apps/server/assets/templates');
const LIMIT = 2 * 1024 * 1024;

const templates = existsSync(assets)
  ? readdirSync(assets).filter((name) => statSync(path.join(assets, name)).isDirectory())
  : [];
if (!templates.length) console.log('No template pictures yet.');
let over = false;
for (const template of templates.sort()) {
  const files = readdirSync(path.join(assets, template));
  const bytes = files.reduce(
    (sum, file) => sum + statSync(path.join(assets, template, file)).size,
    0,
  );
  over ||= bytes > LIMIT;
  const share = ((bytes / LIMIT) * 100).toFixed(0);
  console.log(
    `${template.padEnd(14)} ${String(files.length).padStart(3)} files ${String(bytes).padStart(10)} bytes  ${share}% of 2 MB${bytes > LIMIT ? '  OVER' : ''}`,
  );
}
process.exitCode = over ? 1 : 0;
