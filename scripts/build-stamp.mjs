// Whether a build is out of date. A build records a stamp beside its output: a hash of its
// inputs (sources, package.json files, the lockfile) and the time its output was written. The
// build is current while both still match. An output written by other means (`npm run build`)
// has no matching stamp; it counts as current when it is newer than every input.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skippedNames = new Set(['node_modules', 'dist']);
const testFile = /\.test\.[cm]?[jt]sx?$/;

/** The files under `entries` (files or folders, relative to `root`), sorted; tests left out. */
export function listInputs(root, entries) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (!statSync(absolute).isDirectory()) {
      files.push(relative);
      return;
    }
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skippedNames.has(entry.name)) continue;
      if (entry.isFile() && testFile.test(entry.name)) continue;
      if (entry.isDirectory() || entry.isFile()) visit(path.join(relative, entry.name));
    }
  };
  entries.forEach(visit);
  return files.sort();
}

function hashInputs(root, files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * `{ reason, hash, stamped }`: reason is 'missing' (no output), 'changed' (inputs changed since
 * it was built) or null (current); stamped tells whether the output's stamp is in place.
 * `target`: `{ root, inputs, output, stamp }`, paths relative to root.
 */
export function checkBuild({ root, inputs, output, stamp }) {
  const files = listInputs(root, inputs);
  const hash = hashInputs(root, files);
  const outputTime = mtimeOf(path.join(root, output));
  if (outputTime === null) return { reason: 'missing', hash, stamped: false };
  const recorded = readStamp(path.join(root, stamp));
  if (recorded && recorded.outputTime === outputTime) {
    return { reason: recorded.hash === hash ? null : 'changed', hash, stamped: true };
  }
  const newestInput = Math.max(0, ...files.map((file) => mtimeOf(path.join(root, file)) ?? 0));
  return { reason: newestInput <= outputTime ? null : 'changed', hash, stamped: false };
}

/** Records that the output now in place was built from inputs with this hash. */
export function recordBuild({ root, output, stamp }, hash) {
  const outputTime = mtimeOf(path.join(root, output));
  writeFileSync(path.join(root, stamp), `${JSON.stringify({ hash, outputTime })}\n`);
}
