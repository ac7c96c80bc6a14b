import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const UNKNOWN_VERSION = 'unknown';

/** The compiler version the compiler wrote at the top of a contract's assembly (`.version sol 0.62.0`). */
export function compilerVersionOf(assembly: string | undefined): string {
  const match = assembly === undefined ? null : /^\s*\.version\s+sol\s+([\w.+-]+)/m.exec(assembly);
  return match ? match[1]! : UNKNOWN_VERSION;
}

interface BuildConfigVersions {
  readonly compiler: string | undefined;
  readonly linker: string | undefined;
}

const CONFIG_FILES = ['locklift.config.ts', 'locklift.config.js'];

/**
 * The compiler and linker versions a package's build configuration names (locklift's `compiler: { version }` and
 * `linker: { version }`); undefined where it names none (a template pointing at a local path, say).
 */
export function buildConfigVersions(packageDir: string): BuildConfigVersions {
  const file = CONFIG_FILES.map((name) => join(packageDir, name)).find((path) => existsSync(path));
  if (file === undefined) return { compiler: undefined, linker: undefined };
  const text = readFileSync(file, 'utf8');
  return { compiler: versionIn(text, 'compiler'), linker: versionIn(text, 'linker') };
}

function versionIn(config: string, section: string): string | undefined {
  const match = new RegExp(`${section}\\s*:\\s*\\{[^}]*?version\\s*:\\s*["']([\\w.+-]+)["']`, 's').exec(config);
  return match ? match[1] : undefined;
}
