import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Cell } from '@tvmscan/tvm';
import { base64ToCell, cellToBase64 } from './boc-base64.js';
import { ArtifactError } from './contract-error.js';

/** FunC contracts compiled from shared sources, generated id constants, and one entry file each. */
export interface FuncProgram<Name extends string> {
  /** The sources every contract is compiled with, in the order FunC reads them. */
  readonly shared: readonly URL[];
  /** The generated file of the ABI's id constants (file name and text), read after the shared sources. */
  readonly ids: { readonly name: string; readonly text: () => string };
  readonly entries: Readonly<Record<Name, URL>>;
  /** The name of the file the code is kept in, in the devnet's folder. */
  readonly keptFile: string;
}

/** The compiler's version is part of what the kept code was compiled from. */
const COMPILER = '@ton-community/func-js@0.11.0';

interface KeptCode {
  readonly fingerprint: string;
  readonly [name: string]: string;
}

const compiled = new Map<string, Promise<Record<string, Cell>>>();

/**
 * Compiles a program's contracts with the FunC compiler (WebAssembly) once per process. With `keepDir` (the devnet's
 * folder) the code is kept there with the fingerprint of the sources it came from, so a restart of the devnet reads
 * it instead of compiling again; any change of the sources compiles anew.
 */
export function funcCodes<Name extends string>(program: FuncProgram<Name>, keepDir?: string): Promise<Record<Name, Cell>> {
  const key = `${program.keptFile}\n${keepDir ?? ''}`;
  let codes = compiled.get(key);
  if (codes === undefined) compiled.set(key, (codes = keptOrCompiled(program, keepDir)));
  return codes as Promise<Record<Name, Cell>>;
}

async function keptOrCompiled<Name extends string>(program: FuncProgram<Name>, keepDir: string | undefined): Promise<Record<Name, Cell>> {
  const sources = await readSources(program);
  const names = Object.keys(program.entries) as Name[];
  const fingerprint = createHash('sha256').update(COMPILER).update(JSON.stringify(sources)).digest('hex');
  const keptPath = keepDir === undefined ? null : join(keepDir, program.keptFile);
  const kept = keptPath === null ? null : await readKept(keptPath);
  if (kept !== null && kept.fingerprint === fingerprint && names.every((name) => typeof kept[name] === 'string')) {
    return Object.fromEntries(names.map((name) => [name, base64ToCell(kept[name]!, `the kept ${name} code`)])) as Record<Name, Cell>;
  }
  const prelude = [...program.shared.map((url) => basename(url.pathname)), program.ids.name];
  const codes = {} as Record<Name, Cell>;
  for (const name of names) codes[name] = await compileContract([...prelude, basename(program.entries[name].pathname)], sources);
  if (keptPath !== null) {
    const keep: KeptCode = { fingerprint, ...Object.fromEntries(names.map((name) => [name, cellToBase64(codes[name])])) };
    await writeFile(keptPath, JSON.stringify(keep));
  }
  return codes;
}

async function readSources<Name extends string>(program: FuncProgram<Name>): Promise<Record<string, string>> {
  const files = [...program.shared, ...Object.values<URL>(program.entries)];
  const read = await Promise.all(files.map(async (url) => [basename(url.pathname), await readFile(url, 'utf8')] as const));
  return { ...Object.fromEntries(read), [program.ids.name]: program.ids.text() };
}

async function readKept(path: string): Promise<KeptCode | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as KeptCode;
  } catch (error) {
    // Missing, or torn by a kill while it was written: compiled again and rewritten.
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function compileContract(targets: string[], sources: Record<string, string>): Promise<Cell> {
  // Loaded here, as the compiler's WebAssembly is megabytes that only a devnet with FunC contracts needs.
  const { compileFunc } = await import('@ton-community/func-js');
  const entry = targets.at(-1)!;
  const result = await oneAtATime(() => withoutListenersLeft(() => compileFunc({ targets, sources })));
  if (result.status === 'error') throw new ArtifactError(`the FunC compiler refused ${entry}: ${result.message}`);
  return base64ToCell(result.codeBoc, `the compiled ${entry}`);
}

let compiling: Promise<unknown> = Promise.resolve();

/** Compiles run one after another, so that each one's listeners are told apart from the others'. */
function oneAtATime<T>(compile: () => Promise<T>): Promise<T> {
  const done = compiling.then(compile, compile);
  compiling = done.catch(() => undefined);
  return done;
}

/**
 * Runs `compile`, then removes the process listeners it added: each compiler instance's Emscripten glue adds an
 * `uncaughtException` and an `unhandledRejection` listener that holds the instance, and so its WebAssembly memory
 * (about 30 MiB), for the life of the process.
 */
async function withoutListenersLeft<T>(compile: () => Promise<T>): Promise<T> {
  const uncaught = new Set(process.listeners('uncaughtException'));
  const rejections = new Set(process.listeners('unhandledRejection'));
  try {
    return await compile();
  } finally {
    for (const listener of process.listeners('uncaughtException')) if (!uncaught.has(listener)) process.removeListener('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!rejections.has(listener)) process.removeListener('unhandledRejection', listener);
  }
}
