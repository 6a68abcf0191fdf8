// `npm run bench`: runs every benchmark in this folder and prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort();
// `run.mjs site` runs site.bench.mjs alone; a name that is no file's runs every file holding it.
const exact = files.includes(`${only}.bench.mjs`);
for (const file of files) {
  if (only && (exact ? file !== `${only}.bench.mjs` : !file.includes(only))) continue;
  console.log(`\n== ${file}`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
