import path from 'node:path';
import type { Rolldown } from 'vite';
import { sharedFeatureModules } from './shared-modules.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const modules = (pattern: string) => new RegExp(`node_modules[\\\\/](${pattern})[\\\\/]`);
const source = (pattern: string) =>
  new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/](${pattern})[\\\\/]`);

/** The shared primitives and the libraries only they use (Radix and what it is built on). */
const UI = [
  source('components|lib|stores'),
  modules(
    'radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|' +
      'react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|' +
      'react-hook-form|@hookform|clsx|tailwind-merge|@tanstack|use-sync-external-store|tslib',
  ),
];
/** The post editor, Tiptap and ProseMirror with it: only its own screen loads them. */
const POST_EDITOR = [
  source('features[\\\\/]blog[\\\\/]editor'),
  modules('@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs'),
];
const FEATURE = /apps[\\/]web[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/;
const SHARED = sharedFeatureModules(path.resolve(import.meta.dirname, '../src'), ['blog/editor']);
const isShared = (id: string) => SHARED.has(id.split('?')[0]!);
/** An area's file, or the shared one for a module other areas import too. */
const areaFile = (id: string) => (isShared(id) ? 'shared' : (FEATURE.exec(id)?.[1] ?? null));

const matches = (patterns: RegExp[]) => (id: string) =>
  !isShared(id) && patterns.some((p) => p.test(id));

/**
 * How the app's code is cut into files, so a first load needs a handful of requests rather than
 * one per small module: what the entry needs at once in one file, every icon in one, the shared
 * UI in one, what several areas use in one (shared-modules.ts), and each area of the app
 * (`src/features/<area>`) in one file loaded with its first screen. Libraries of a single screen (charts, drag and drop) stay where Rolldown puts them, in
 * files only that screen loads. Groups take no modules' dependencies along, so a screen's
 * library never lands in the file of an area that only shares a helper with it.
 */
export const chunkGroups: CodeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'app', tags: ['$initial'], priority: 50 },
    { name: 'icons', test: modules('lucide-react'), priority: 40 },
    { name: 'post-editor', test: matches(POST_EDITOR), priority: 30 },
    { name: 'ui', test: matches(UI), priority: 20 },
    { name: 'core', test: /packages[\\/]core[\\/]src[\\/]/, priority: 10 },
    { name: 'blocks', test: /packages[\\/]blocks[\\/]src[\\/]/, priority: 10 },
    { name: areaFile, test: FEATURE, priority: 0 },
  ],
};
