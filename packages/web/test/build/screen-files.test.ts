import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let outDir: string;
let html: string;
let preloader: string;
let files: string[];

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'tvmscan-web-build-'));
  await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'silent', build: { outDir } });
  html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  files = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const preloaderFile = files.find((file) => file.startsWith('screen-preload-'));
  preloader = preloaderFile === undefined ? '' : await readFile(path.join(outDir, 'assets', preloaderFile), 'utf8');
}, 120_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

/** The scripts the preload script fetches for `pathname`, by running its table against it. */
function preloadedFor(pathname: string): string[] {
  const table = preloader.slice(preloader.indexOf('['), preloader.indexOf(';\n'));
  const screens = new Function(`return ${table}`)() as [RegExp, string[], string[]][];
  return screens.find(([pattern]) => pattern.test(pathname))?.[1].map((file) => file.replace('assets/', '')) ?? [];
}

describe('the web build, as a phone on slow 4G fetches it', () => {
  it('loads the first screen of / from a handful of files: the preload script, the entry and the runtime, then the main page', () => {
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^screen-preload-/);
    expect(preloads.length).toBeLessThanOrEqual(1);
    const mainFiles = preloadedFor('/');
    expect(mainFiles.length).toBeGreaterThan(0);
    expect(mainFiles.length).toBeLessThanOrEqual(2);
    expect(mainFiles.some((file) => file.startsWith('screens-'))).toBe(false);
  });

  it("fetches a transaction's, an account's, a block's and a message's code and the screens' texts beside the entry, all of them built files", () => {
    const hash = 'ab'.repeat(32);
    for (const pathname of [`/transactions/${hash}`, `/accounts/0:${hash}`, `/blocks/${hash}`, `/messages/${hash}`]) {
      const preloaded = preloadedFor(pathname);
      expect(preloaded.length, pathname).toBeLessThanOrEqual(6);
      expect(
        preloaded.some((file) => file.startsWith('screen-area-texts-')),
        pathname,
      ).toBe(true);
      for (const file of preloaded) expect(files, `${pathname}: ${file}`).toContain(file);
    }
    expect(preloadedFor('/settings')).toEqual([]);
  });
});
