import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'packages/web');
const builtIndex = path.join(webDir, 'dist/index.html');
/** What the web build is made from: its own sources and config, and the codec modules and API rules it bundles. */
const INPUTS = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build',
  'packages/web/package.json',
  'packages/tvm/src',
  'packages/api/src/rules',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

/** True when packages/web/dist is missing or older than any of its inputs. */
export function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return INPUTS.some((input) => newestChange(path.join(repoRoot, input)) > built);
}

/** Builds the web app (Vite, into packages/web/dist) when it is missing or stale. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  console.error('building the web app (packages/web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@tvmscan/web'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`the web build failed (npm run build --workspace @tvmscan/web exited with ${build.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
