import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const workDir = mkdtempSync(join(tmpdir(), 'tvmscan-loading-'));
/** Loaded before the CLI: prints, as the process exits, every CommonJS module file it loaded (imported ones too). */
const LOAD_PROBE = join(workDir, 'load-probe.mjs');
writeFileSync(
  LOAD_PROBE,
  [
    "import { createRequire } from 'node:module';",
    'const { _cache: cache } = createRequire(import.meta.url)("node:module");',
    "process.on('exit', () => process.stderr.write(`loaded-modules ${JSON.stringify(Object.keys(cache))}\\n`));",
  ].join('\n'),
);

/**
 * The packages that bring @tonstudio/parser-runtime, which has no licence (see docs/dependencies.md), into the
 * install: @broxus/locklift-network → @ton/sandbox → ton-assembly → @tonstudio/parser-runtime.
 */
const UNLOADED_PACKAGES = ['@tonstudio/parser-runtime', 'ton-assembly', '@ton/sandbox'];
/**
 * The TypeScript toolchain: the CLI runs compiled JavaScript, and `locklift` and `@broxus/locklift-network`, which
 * bring typescript into the install (see docs/dependencies.md), run none of it here.
 */
const TOOLCHAIN_PACKAGES = ['tsx', 'esbuild', 'typescript', 'locklift'];

/** Runs `tvmscan start` on a fresh devnet until the indexer has written masterchain blocks, then stops it with Ctrl-C. */
function startUntilIndexed(): Promise<string> {
  return new Promise((done, fail) => {
    const args = [
      '--import',
      pathToFileURL(LOAD_PROBE).href,
      BIN,
      'start',
      '--data',
      join(workDir, 'data'),
      '--port',
      '0',
      '--oidc-port',
      '0',
      '--devnet-port',
      '0',
      '--interval',
      '500',
    ];
    const child = spawn(process.execPath, args, { env: { ...process.env, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (/indexed masterchain [1-9]/.test(stderr)) child.kill('SIGINT');
    });
    child.on('error', fail);
    child.on('exit', () => done(stderr));
  });
}

function packageOf(file: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file.split('\\').join('/'));
  return match?.[1] ?? null;
}

/** The packages of every CommonJS module `tvmscan start` loaded. */
let loaded: Set<string | null>;

beforeAll(async () => {
  const stderr = await startUntilIndexed();
  const match = /loaded-modules (.+)/.exec(stderr);
  expect(match, stderr).not.toBeNull();
  loaded = new Set((JSON.parse(match![1]!) as string[]).map(packageOf));
}, 300_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the dependency without a licence', () => {
  it('is never loaded by `tvmscan start` while the devnet makes blocks and the explorer indexes them', () => {
    // The probe sees the CommonJS packages the devnet does load: its network data, from @broxus/locklift-network.
    expect(loaded).toContain('@broxus/locklift-network');
    expect(loaded).toContain('everscale-inpage-provider');
    for (const name of UNLOADED_PACKAGES) expect(loaded, name).not.toContain(name);
  });
});

describe('the TypeScript toolchain', () => {
  it('is never loaded by `tvmscan start`: it runs the compiled packages', () => {
    for (const name of TOOLCHAIN_PACKAGES) expect(loaded, name).not.toContain(name);
  });
});
