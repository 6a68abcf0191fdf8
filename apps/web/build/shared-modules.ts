import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;
const IMPORT = /(?:from|import)\s*\(?\s*'((?:@\/|\.{1,2}\/)[^']+)'/g;
const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** A file's area: its folder under `features`, or one of `subAreas` (e.g. `blog/editor`) it is in. */
function areaOf(featuresDir: string, subAreas: string[], file: string): string {
  const relative = path.relative(featuresDir, file).split(path.sep).join('/');
  return subAreas.find((sub) => relative.startsWith(`${sub}/`)) ?? relative.split('/')[0]!;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The source file an import of `specifier` from `file` means, or null (a package, a stylesheet). */
function resolveImport(srcDir: string, file: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  for (const ending of CANDIDATES) {
    const candidate = base + ending;
    if (SOURCE.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The modules of `src/features` that more than their own area needs: those the app's shell or
 * another area imports statically, and what they import in turn. They go in one shared file, so
 * opening one area never loads another area's screens with them. Read from the sources' import
 * statements (dynamic imports, the lazy screens, are not followed). `subAreas` are folders that
 * count as areas of their own (a screen with its own file inside an area).
 */
export function sharedFeatureModules(srcDir: string, subAreas: string[] = []): Set<string> {
  const featuresDir = path.join(srcDir, 'features');
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .filter((m) => !m[0].includes('('))
      .flatMap((m) => resolveImport(srcDir, file, m[1]!) ?? []);
    imports.set(file, targets);
  }
  const inFeatures = (file: string) => file.startsWith(featuresDir + path.sep);
  const todo = [...imports].flatMap(([file, targets]) =>
    targets.filter(
      (target) =>
        inFeatures(target) &&
        (!inFeatures(file) ||
          areaOf(featuresDir, subAreas, file) !== areaOf(featuresDir, subAreas, target)),
    ),
  );
  const shared = new Set<string>();
  while (todo.length) {
    const file = todo.pop()!;
    if (shared.has(file)) continue;
    shared.add(file);
    todo.push(...(imports.get(file) ?? []).filter(inFeatures));
  }
  return shared;
}
