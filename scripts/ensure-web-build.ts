import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'packages/web');
const builtIndex = path.join(webDir, 'dist/index.html');
/** What the web build is made from: its own sources and config, and the sources of the workspace packages it bundles. */
const INPUTS = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build',
  'packages/web/package.json',
  ...workspaceSourcesOfWeb(),
];

/** The web app reads the workspace packages it names (`@tvmscan/tvm`, `@tvmscan/api`) from their sources. */
function workspaceSourcesOfWeb(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...manifest['dependencies'], ...manifest['devDependencies'] });
  return names.filter((name) => name.startsWith('@tvmscan/')).map((name) => `packages/${name.slice('@tvmscan/'.length)}/src`);
}

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
