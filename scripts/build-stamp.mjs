// Whether a build is out of date. A build records a stamp beside its output: a hash of its
// inputs (sources, package.json files, the lockfile), the time its output was written and the
// inputs' sizes and times. The build is current while the hash and the output's time still
// match; while the inputs' sizes and times match too, their contents are not even read, so a
// start with nothing changed only lists them. An output written by other means
// (`npm run build`) has no matching stamp; it counts as current when it is newer than every input.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skippedNames = new Set(['node_modules', 'dist']);
const testFile = /\.test\.[cm]?[jt]sx?$/;

/** The files under `entries` (files or folders, relative to `root`), sorted; tests left out. */
export function listInputs(root, entries) {
  const files = [];
  // Folders are read with their entries' types, so only the named entries are stat'ed.
  const visitFolder = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skippedNames.has(entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) visitFolder(child);
      else if (entry.isFile() && !testFile.test(entry.name)) files.push(child);
    }
  };
  for (const relative of entries) {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isDirectory()) visitFolder(relative);
    else files.push(relative);
  }
  return files.sort();
}

function hashInputs(root, files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** A hash of each input's name, size and modification time: what a start can read cheaply. */
function statInputs(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(path.join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
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
 * `{ reason, hash, inputs, stamped }`: reason is 'missing' (no output), 'changed' (inputs changed
 * since it was built) or null (current); hash and inputs are what `recordBuild` records; stamped
 * tells whether the output's stamp is in place and up to date (a file touched without a change
 * leaves it to be recorded again). `target`: `{ root, inputs, output, stamp }`, paths relative
 * to root.
 */
export function checkBuild({ root, inputs, output, stamp }) {
  const files = listInputs(root, inputs);
  const stats = statInputs(root, files);
  const outputTime = mtimeOf(path.join(root, output));
  const recorded = outputTime === null ? null : readStamp(path.join(root, stamp));
  const stampHolds = recorded !== null && recorded.outputTime === outputTime;
  if (stampHolds && recorded.inputs === stats) {
    return { reason: null, hash: recorded.hash, inputs: stats, stamped: true };
  }
  const hash = hashInputs(root, files);
  if (outputTime === null) return { reason: 'missing', hash, inputs: stats, stamped: false };
  if (stampHolds) {
    return {
      reason: recorded.hash === hash ? null : 'changed',
      hash,
      inputs: stats,
      stamped: false,
    };
  }
  const newestInput = Math.max(0, ...files.map((file) => mtimeOf(path.join(root, file)) ?? 0));
  return {
    reason: newestInput <= outputTime ? null : 'changed',
    hash,
    inputs: stats,
    stamped: false,
  };
}

/** Records that the output now in place was built from these inputs (`checkBuild`'s answer). */
export function recordBuild({ root, output, stamp }, { hash, inputs }) {
  const outputTime = mtimeOf(path.join(root, output));
  writeFileSync(path.join(root, stamp), `${JSON.stringify({ hash, outputTime, inputs })}\n`);
}
