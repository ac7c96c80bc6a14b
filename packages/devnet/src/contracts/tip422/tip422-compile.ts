import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NFT_EVENT_IDS, NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { base64ToCell, cellToBase64 } from '../shared/boc-base64.js';
import { ArtifactError } from '../shared/contract-error.js';
import { COLLECTION_FUNCTIONS, functionId, NFT_FUNCTIONS } from './tip422-abi.js';

/** The code of our TIP-4.2.2 collection and NFT, compiled from func/. */
export interface Tip422Codes {
  readonly collection: Cell;
  readonly nft: Cell;
}

const SHARED_SOURCES = ['tvm-primitives.fc', 'abi-messages.fc'] as const;
const ENTRIES = { collection: 'collection.fc', nft: 'nft.fc' } as const;
const IDS_FILE = 'abi-ids.fc';
/** The compiler's version is part of what the kept code was compiled from. */
const COMPILER = '@ton-community/func-js@0.11.0';
const KEPT_FILE = 'tip422-code.json';

interface KeptCode {
  readonly fingerprint: string;
  readonly collection: string;
  readonly nft: string;
}

const compiled = new Map<string, Promise<Tip422Codes>>();

/**
 * Compiles the collection and the NFT with the FunC compiler (WebAssembly) once per process. With `keepDir` (the
 * devnet's folder) the code is kept there with the fingerprint of the sources it came from, so a restart of the
 * devnet reads it instead of compiling again; any change of the sources compiles anew.
 */
export function tip422Codes(keepDir?: string): Promise<Tip422Codes> {
  const key = keepDir ?? '';
  let codes = compiled.get(key);
  if (codes === undefined) compiled.set(key, (codes = keptOrCompiled(keepDir)));
  return codes;
}

async function keptOrCompiled(keepDir: string | undefined): Promise<Tip422Codes> {
  const sources = await readSources();
  const fingerprint = createHash('sha256').update(COMPILER).update(JSON.stringify(sources)).digest('hex');
  const keptPath = keepDir === undefined ? null : join(keepDir, KEPT_FILE);
  const kept = keptPath === null ? null : await readKept(keptPath);
  if (kept !== null && kept.fingerprint === fingerprint) {
    return { collection: base64ToCell(kept.collection, 'the kept collection code'), nft: base64ToCell(kept.nft, 'the kept NFT code') };
  }
  const codes = { collection: await compileContract(ENTRIES.collection, sources), nft: await compileContract(ENTRIES.nft, sources) };
  if (keptPath !== null) {
    const keep: KeptCode = { fingerprint, collection: cellToBase64(codes.collection), nft: cellToBase64(codes.nft) };
    await writeFile(keptPath, JSON.stringify(keep));
  }
  return codes;
}

async function readSources(): Promise<Record<string, string>> {
  const names = [...SHARED_SOURCES, ...Object.values(ENTRIES)];
  const read = await Promise.all(names.map(async (name) => [name, await readFile(new URL(`./func/${name}`, import.meta.url), 'utf8')] as const));
  return { ...Object.fromEntries(read), [IDS_FILE]: idsSource() };
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

async function compileContract(entry: string, sources: Record<string, string>): Promise<Cell> {
  // Loaded here, as the compiler's WebAssembly is megabytes that only a devnet with a URL collection needs.
  const { compileFunc } = await import('@ton-community/func-js');
  const result = await compileFunc({ targets: [...SHARED_SOURCES, IDS_FILE, entry], sources });
  if (result.status === 'error') throw new ArtifactError(`the FunC compiler refused ${entry}: ${result.message}`);
  return base64ToCell(result.codeBoc, `the compiled ${entry}`);
}

/** The function, event and interface ids as FunC constants, computed from the ABI so the contracts cannot disagree with it. */
function idsSource(): string {
  const functions = new Map([...COLLECTION_FUNCTIONS, ...NFT_FUNCTIONS].map((fn) => [fn.name, functionId(fn)]));
  const constants = [
    ...[...functions].map(([name, id]) => [`function::${name}`, id] as const),
    ...Object.entries(NFT_EVENT_IDS).map(([name, id]) => [`event::${name}`, id] as const),
    ['interface::tip6', NFT_INTERFACE_IDS.tip6],
    ['interface::tip41_collection', NFT_INTERFACE_IDS.tip41Collection],
    ['interface::tip41_nft', NFT_INTERFACE_IDS.tip41Nft],
    ['interface::tip422_collection', NFT_INTERFACE_IDS.tip422Collection],
    ['interface::tip422_nft', NFT_INTERFACE_IDS.tip422Nft],
  ] as const;
  return constants.map(([name, id]) => `const int ${name} = ${id};`).join('\n');
}
