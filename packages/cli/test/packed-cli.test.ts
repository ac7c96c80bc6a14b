import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const workDir = mkdtempSync(join(tmpdir(), 'tvmscan-packed-'));
/** The empty folder the tarball is installed into, as a user would. */
const installDir = join(workDir, 'install');
const dataDir = join(workDir, 'data');
const INSTALL_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 60_000;
/** The TypeScript toolchain the repository runs its sources with, which the package must neither bring nor need. */
const TOOLCHAIN = ['typescript', 'tsx'];
const OWN_PACKAGE = /^(tvmscan|@tvmscan\/.+)$/;

interface InstalledPackage {
  readonly name?: string;
  readonly dependencies?: Record<string, string>;
}

/** Runs a command to its end; throws with its output when it fails. */
function runToEnd(command: string, args: string[], cwd: string): string {
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: INSTALL_TIMEOUT_MS });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${run.status}:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** What npm installed, by path in node_modules (npm's own record of the install). */
function installed(): Record<string, InstalledPackage> {
  const record = JSON.parse(readFileSync(join(installDir, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, InstalledPackage>;
  };
  return record.packages;
}

function nameAt(installPath: string, entry: InstalledPackage): string {
  return entry.name ?? installPath.slice(installPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

let tarball: string;

beforeAll(() => {
  tarball = runToEnd('npm', ['run', '--silent', 'package', '--', '--out', workDir], repoRoot).trim().split('\n').at(-1)!;
  mkdirSync(installDir);
  runToEnd('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], installDir);
}, INSTALL_TIMEOUT_MS);

/** The install holds some 50,000 files: removing them takes minutes on a busy disk. */
afterAll(() => rm(workDir, { recursive: true, force: true }), INSTALL_TIMEOUT_MS);

describe('the CLI packed by `npm run package` and installed into an empty folder', () => {
  it('is one tarball, tvmscan-<version>.tgz, installed without the TypeScript toolchain as a dependency of tvmscan', () => {
    expect(tarball).toMatch(/\/tvmscan-\d+\.\d+\.\d+\.tgz$/);
    const packages = Object.entries(installed());
    expect(packages.map(([path]) => path)).toContain('node_modules/tvmscan');
    expect(packages.map(([path, entry]) => nameAt(path, entry))).not.toContain('tsx');
    const ownNeedingToolchain = packages
      .filter(([path, entry]) => OWN_PACKAGE.test(nameAt(path, entry)))
      .filter(([, entry]) => TOOLCHAIN.some((tool) => entry.dependencies?.[tool] !== undefined));
    expect(ownNeedingToolchain).toEqual([]);
  });

  it('runs `npx tvmscan start`: the web app and the API answer, the devnet blocks are indexed, and Ctrl-C stops it cleanly', async () => {
    const args = ['tvmscan', 'start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', '500'];
    // Its own process group, so that Ctrl-C reaches npx and tvmscan at once, as it does in a terminal.
    const child = spawn('npx', args, { cwd: installDir, env: { ...process.env, DATABASE_URL: '', TVMSCAN_DATA: '' }, detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    try {
      const url = await new Promise<string>((done, fail) => {
        child.stdout.on('data', () => {
          const match = /explorer at (http:\/\/\S+)/.exec(output);
          if (match) done(match[1]!);
        });
        void exited.then(() => fail(new Error(`npx tvmscan start exited before it listened:\n${output}`)));
      });
      expect(output).not.toMatch(/web app: none/);

      const page = await fetch(`${url}/blocks`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toBe(readFileSync(join(installDir, 'node_modules/tvmscan/node_modules/@tvmscan/web/dist/index.html'), 'utf8'));

      for (;;) {
        const stats = await fetch(`${url}/api/explorer/v1/stats`);
        expect(stats.status).toBe(200);
        const { data } = (await stats.json()) as { data: { latestMcSeqno: number; transactionTotal: number } };
        if (data.latestMcSeqno >= 3 && data.transactionTotal > 0) break;
        await new Promise((done) => setTimeout(done, 250));
      }

      process.kill(-child.pid!, 'SIGINT');
      await Promise.race([
        exited,
        new Promise((_, fail) => setTimeout(() => fail(new Error(`still running after Ctrl-C:\n${output}`)), STOP_TIMEOUT_MS)),
      ]);
      expect(output).toMatch(/stopping after the current batch/);
      expect(output).toMatch(/indexed up to masterchain block #\d+\n/);
      expect(() => process.kill(-child.pid!, 0), 'a process of the group still runs').toThrow();
    } finally {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
  }, 300_000);
});
