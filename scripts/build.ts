import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './ensure-web-build.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
/** The packages `tvmscan` runs, compiled from src/ into dist/ (the web app is built by Vite instead). */
export const COMPILED_PACKAGES = ['tvm', 'store', 'indexer', 'api', 'contracts', 'devnet', 'verify', 'cli'];
/** Code is compiled; every other file in a package's src/ (migrations, logos, FunC sources) is read beside it at run time. */
const CODE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
/** tsc's record of what it built (`tsc -b` compares the sources with it), kept in dist/. */
const BUILD_INFO = 'tsconfig.tsbuildinfo';

/**
 * Compiles the packages (`tsc -b`, which rebuilds only what changed), puts the files their code reads beside the
 * JavaScript, and removes from dist/ what no longer has a source (a deleted migration must not run). Throws when the
 * compiler reports an error.
 */
export function buildPackages(): void {
  const projects = COMPILED_PACKAGES.map((name) => path.join(repoRoot, 'packages', name));
  const result = spawnSync(process.execPath, [tsc, '-b', ...projects], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the packages did not compile (tsc -b exited with ${result.status})`);
  for (const name of COMPILED_PACKAGES) {
    const src = path.join(repoRoot, 'packages', name, 'src');
    const dist = path.join(repoRoot, 'packages', name, 'dist');
    copyDataFiles(src, dist);
    removeOrphans(dist, src);
  }
}

function copyDataFiles(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDataFiles(source, target);
    else if (!CODE_FILE.test(entry.name) && isOlder(target, source)) {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, target);
    }
  }
}

function isOlder(target: string, source: string): boolean {
  return !existsSync(target) || statSync(target).mtimeMs < statSync(source).mtimeMs;
}

function removeOrphans(dist: string, src: string): void {
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    const built = path.join(dist, entry.name);
    if (entry.isDirectory()) {
      removeOrphans(built, path.join(src, entry.name));
      if (readdirSync(built).length === 0) rmSync(built, { recursive: true });
    } else if (entry.name !== BUILD_INFO && !existsSync(path.join(src, sourceName(entry.name)))) rmSync(built);
  }
}

/** The file in src/ that a file in dist/ comes from: `x.js`, `x.js.map` and `x.d.ts` from `x.ts`, anything else from itself. */
function sourceName(builtName: string): string {
  return builtName.replace(/(\.d\.ts|\.js\.map|\.js)$/, '.ts');
}

/** What `tvmscan` runs, built where it is stale: the packages' JavaScript and the web app. */
export function ensureBuild(): void {
  buildPackages();
  ensureWebBuild();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
