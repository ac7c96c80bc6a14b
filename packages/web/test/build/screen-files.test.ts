import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The app's production build, packages/web/dist: the slow lane's global setup builds it when it is older than its
 * sources, and the browser tests run against the same build.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
let html: string;
let preloader: string;
let files: string[];

beforeAll(async () => {
  html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  files = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
  const preloaderFile = files.find((file) => file.startsWith('screen-preload-'));
  preloader = preloaderFile === undefined ? '' : await readFile(path.join(outDir, 'assets', preloaderFile), 'utf8');
});

/**
 * The scripts the preload script asks for when the app opens at `pathname`, run against a document of its own with
 * `stored` as the saved language (`null`: nothing saved; `refused`: storage that throws, as in some private modes).
 */
function preloadedFor(pathname: string, stored: string | null | 'refused' = null): string[] {
  const links: { rel: string; href: string }[] = [];
  const element = { rel: '', crossOrigin: '', setAttribute: (_name: string, value: string) => links.push({ rel: element.rel, href: value }) };
  const document = { createElement: () => element, head: { append: () => undefined } };
  const localStorage = {
    getItem: () => {
      if (stored === 'refused') throw new Error('storage refused');
      return stored;
    },
  };
  new Function('location', 'localStorage', 'document', preloader)({ pathname }, localStorage, document);
  return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href.replace('/assets/', ''));
}

const textsOf = (files: string[]) => files.filter((file) => file.startsWith('screen-texts-'));

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
      expect(textsOf(preloaded), pathname).toEqual([expect.stringMatching(/^screen-texts-en-/)]);
      for (const file of preloaded) expect(files, `${pathname}: ${file}`).toContain(file);
    }
    expect(textsOf(preloadedFor('/'))).toEqual([]);
    expect(preloadedFor('/settings')).toEqual([]);
  });

  it("fetches the screens' texts of the saved language only, English when none is saved, it is unknown or storage is refused", () => {
    const account = `/accounts/0:${'ab'.repeat(32)}`;
    for (const language of ['ko', 'id', 'ja'])
      expect(textsOf(preloadedFor(account, language))).toEqual([expect.stringMatching(new RegExp(`^screen-texts-${language}-`))]);
    for (const stored of ['de', 'refused'] as const)
      expect(textsOf(preloadedFor(account, stored))).toEqual([expect.stringMatching(/^screen-texts-en-/)]);
  });

  it("puts each language's screen texts in a file of its own", async () => {
    const textFiles = files.filter((file) => file.startsWith('screen-texts-'));
    expect(textFiles.map((file) => file.slice('screen-texts-'.length, 'screen-texts-xx'.length)).sort()).toEqual(['en', 'id', 'ja', 'ko']);
    const english = await readFile(
      path.join(
        outDir,
        'assets',
        textFiles.find((file) => file.startsWith('screen-texts-en-'))!,
      ),
      'utf8',
    );
    const korean = await readFile(
      path.join(
        outDir,
        'assets',
        textFiles.find((file) => file.startsWith('screen-texts-ko-'))!,
      ),
      'utf8',
    );
    expect(english).toContain('Account details');
    expect(english).not.toMatch(/[\uac00-\ud7af\u3040-\u30ff]/);
    expect(korean).toContain('계정');
    expect(korean).not.toContain('Account details');
  });
});
