import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A source file of a contract, its path relative to the package it was published in. */
export interface SourceFile {
  readonly path: string;
  readonly content: string;
}

const IMPORT_STATEMENT = /^\s*import\s+(?:[^'"]*\s+from\s+)?["']([^"']+)["']\s*;/gm;

/**
 * The file `entry` and every file it imports, transitively, read from disk. An import is looked up beside the
 * importing file, then as a package path from `packageDir` (`@broxus/contracts/…`); one found in neither place is
 * left out, as the compiler's own search paths would have found it. Paths are relative to `packageDir`, files of
 * other packages under `node_modules/<package>/`.
 */
export function collectSources(packageDir: string, entry: string): SourceFile[] {
  const requireFromPackage = createRequire(join(packageDir, 'package.json'));
  const seen = new Map<string, SourceFile>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const content = readFileSync(file, 'utf8');
    seen.set(file, { path: publishedPath(packageDir, file), content });
    for (const match of content.matchAll(IMPORT_STATEMENT)) {
      const found = locateImport(match[1]!, file, requireFromPackage);
      if (found !== undefined && !seen.has(found)) pending.push(found);
    }
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function locateImport(specifier: string, importer: string, requireFromPackage: NodeJS.Require): string | undefined {
  const beside = resolve(dirname(importer), specifier);
  if (existsSync(beside)) return beside;
  if (specifier.startsWith('.')) return undefined;
  try {
    return requireFromPackage.resolve(specifier);
  } catch {
    return undefined;
  }
}

function publishedPath(packageDir: string, file: string): string {
  const inside = relative(packageDir, file);
  if (!inside.startsWith('..')) return inside.split(sep).join('/');
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  return at >= 0
    ? `node_modules/${file
        .slice(at + marker.length)
        .split(sep)
        .join('/')}`
    : file.split(sep).join('/');
}
