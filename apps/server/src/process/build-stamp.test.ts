import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuild, listInputs, recordBuild } from '../../../../scripts/build-stamp.mjs';

// `npm start` rebuilds the web app and the server bundle only when their inputs changed since the
// last build (scripts/build-stamp.mjs); these are its decisions, on a small project of its own.
let root: string;
const target = () => ({
  root,
  inputs: ['src', 'package.json', 'package-lock.json'],
  output: 'dist/index.html',
  stamp: '.build-stamp.json',
});

function write(file: string, text: string, mtime?: Date) {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, text);
  if (mtime) fs.utimesSync(absolute, mtime, mtime);
}

/** What a build does: writes the output and records the stamp. */
function build() {
  const state = checkBuild(target());
  write('dist/index.html', '<!doctype html>');
  recordBuild(target(), state);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-stamp-'));
  write('src/main.ts', 'export const a = 1;');
  write('src/main.test.ts', 'test');
  write('package.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('build decision', () => {
  it('builds when there is no output yet', () => {
    expect(checkBuild(target()).reason).toBe('missing');
  });

  it('builds nothing when nothing changed since the last build', () => {
    build();
    expect(checkBuild(target())).toMatchObject({ reason: null, stamped: true });
  });

  it('rebuilds when a source, a package.json or the lockfile changed', () => {
    for (const [file, text] of [
      ['src/main.ts', 'export const a = 2;'],
      ['src/new-module.ts', 'export {};'],
      ['package.json', '{"dependencies":{}}'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      build();
      write(file, text);
      expect(checkBuild(target()).reason, file).toBe('changed');
    }
  });

  it('rebuilds when a source is removed', () => {
    write('src/old.ts', 'export {};');
    build();
    fs.rmSync(path.join(root, 'src/old.ts'));
    expect(checkBuild(target()).reason).toBe('changed');
  });

  it('ignores tests, and files merely touched without a change', () => {
    build();
    write('src/main.test.ts', 'another test');
    write('src/main.ts', 'export const a = 1;', new Date(Date.now() + 60_000));
    expect(checkBuild(target()).reason).toBe(null);
  });

  it('records a file touched without a change again, so later starts need not read it', () => {
    build();
    write('src/main.ts', 'export const a = 1;', new Date(Date.now() + 60_000));
    const touched = checkBuild(target());
    expect(touched).toMatchObject({ reason: null, stamped: false });
    recordBuild(target(), touched);
    expect(checkBuild(target())).toMatchObject({ reason: null, stamped: true });
    // A later change shows in the file's size or time, and is seen.
    write('src/main.ts', 'export const a = 5;');
    expect(checkBuild(target()).reason).toBe('changed');
  });

  it('trusts an output built by other means only when it is newer than every input', () => {
    const past = new Date(Date.now() - 60_000);
    for (const file of listInputs(root, target().inputs))
      write(file, fs.readFileSync(path.join(root, file), 'utf8'), past);
    write('dist/index.html', '<!doctype html>');
    expect(checkBuild(target())).toMatchObject({ reason: null, stamped: false });

    write('src/main.ts', 'export const a = 3;', new Date(Date.now() + 60_000));
    expect(checkBuild(target()).reason).toBe('changed');
  });

  it('does not trust a stamp once the output was rebuilt by other means', () => {
    build();
    write('src/main.ts', 'export const a = 4;', new Date(Date.now() - 120_000));
    // Rebuilt from other sources since (say, by `npm run build` on another checkout state).
    write('dist/index.html', '<!doctype html><p>other', new Date(Date.now() - 60_000));
    expect(checkBuild(target()).reason).toBe('changed');
  });
});
