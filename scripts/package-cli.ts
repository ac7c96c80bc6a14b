import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_PACKAGES, ensureBuild } from './build.js';

/**
 * `npm run package [-- --out DIR]`: the CLI as one npm package, `tvmscan-<version>.tgz` (in the repository, or DIR),
 * that `npm install ./tvmscan-<version>.tgz` installs into any folder to run `npx tvmscan start` with the web app.
 *
 * The workspace packages go into the tarball as bundled dependencies, each with its compiled dist/ only (the web app
 * with its build), laid out as in packages/ so that the CLI finds the web build where it does in the repository.
 * Their dependencies from the npm registry are the package's own, installed by npm as usual; no TypeScript tool is
 * among them.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = 'web';
/** Built files a running CLI does not read: declarations, source maps and tsc's build record. */
const NOT_RUN = /(\.d\.ts|\.map|\.tsbuildinfo)$/;

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly type?: string;
  readonly engines?: Record<string, string>;
  readonly bin?: Record<string, string>;
  readonly dependencies?: Record<string, string>;
  readonly exports?: Record<string, { default: string }>;
}

function manifestOf(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** A workspace package as it is installed: its compiled entry points, and no dependencies of its own (the package holds them). */
function bundledManifest(manifest: Manifest): Record<string, unknown> {
  const { name, version, license, type, bin, exports } = manifest;
  const entryPoints = exports && Object.fromEntries(Object.entries(exports).map(([entry, targets]) => [entry, targets.default]));
  return { name, version, license, type, ...(bin ? { bin } : {}), ...(entryPoints ? { exports: entryPoints } : {}) };
}

function bundle(name: string, into: string): Manifest {
  const from = path.join(repoRoot, 'packages', name);
  const to = path.join(into, 'node_modules', '@tvmscan', name);
  const manifest = manifestOf(from);
  const copied = manifest.bin ? ['dist', 'bin'] : ['dist'];
  for (const folder of copied) cpSync(path.join(from, folder), path.join(to, folder), { recursive: true, filter: (file) => !NOT_RUN.test(file) });
  // The web app ships its build alone, read by the CLI from the folder beside its own; nothing imports it.
  const installed = name === WEB ? { name: manifest.name, version: manifest.version, license: manifest.license } : bundledManifest(manifest);
  writeFileSync(path.join(to, 'package.json'), `${JSON.stringify(installed, null, 2)}\n`);
  return manifest;
}

/** The dependencies from the registry of all compiled packages; the workspace's own are bundled. */
function registryDependencies(manifests: Manifest[]): Record<string, string> {
  const dependencies: Record<string, string> = {};
  for (const manifest of manifests) {
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (name.startsWith('@tvmscan/')) continue;
      if (dependencies[name] !== undefined && dependencies[name] !== range) {
        throw new Error(`${manifest.name} asks for ${name}@${range}, another package for ${name}@${dependencies[name]}: make them agree`);
      }
      dependencies[name] = range;
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}

/** Builds what is stale, lays the package out in a temporary folder and packs it into `outDir`; returns the tarball's path. */
export function packageCli(outDir: string): string {
  ensureBuild();
  const staging = mkdtempSync(path.join(tmpdir(), 'tvmscan-package-'));
  try {
    const manifests = COMPILED_PACKAGES.map((name) => bundle(name, staging));
    bundle(WEB, staging);
    const root = manifestOf(repoRoot);
    const manifest = {
      name: root.name,
      version: root.version,
      description: root.description,
      license: root.license,
      private: true,
      type: 'module',
      engines: root.engines,
      bin: { tvmscan: 'node_modules/@tvmscan/cli/bin/tvmscan.js' },
      dependencies: registryDependencies(manifests),
      bundleDependencies: [...COMPILED_PACKAGES, WEB].map((name) => `@tvmscan/${name}`),
    };
    writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    copyFileSync(path.join(repoRoot, 'LICENSE'), path.join(staging, 'LICENSE'));
    copyFileSync(path.join(repoRoot, 'packages/cli/README.md'), path.join(staging, 'README.md'));
    mkdirSync(outDir, { recursive: true });
    const pack = spawnSync('npm', ['pack', '--pack-destination', outDir, '--json'], { cwd: staging, encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack failed (exit code ${pack.status}):\n${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
    return path.join(outDir, filename);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outFlag = process.argv.indexOf('--out');
  const outDir = outFlag === -1 ? repoRoot : path.resolve(process.argv[outFlag + 1] ?? '.');
  console.log(packageCli(outDir));
}
