import { readFile } from 'node:fs/promises';
import { NFT_EVENT_IDS, NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { base64ToCell } from '../shared/boc-base64.js';
import { ArtifactError } from '../shared/contract-error.js';
import { COLLECTION_FUNCTIONS, functionId, NFT_FUNCTIONS } from './tip422-abi.js';

/** The code of our TIP-4.2.2 collection and NFT, compiled from func/. */
export interface Tip422Codes {
  readonly collection: Cell;
  readonly nft: Cell;
}

const SOURCES = ['tvm-primitives.fc', 'abi-messages.fc'] as const;
const IDS_FILE = 'abi-ids.fc';

let compiled: Promise<Tip422Codes> | undefined;

/** Compiles the collection and the NFT with the FunC compiler (WebAssembly) once per process. */
export function tip422Codes(): Promise<Tip422Codes> {
  compiled ??= compileBoth();
  return compiled;
}

async function compileBoth(): Promise<Tip422Codes> {
  const shared = Object.fromEntries(await Promise.all(SOURCES.map(async (name) => [name, await readSource(name)] as const)));
  return { collection: await compileContract('collection.fc', shared), nft: await compileContract('nft.fc', shared) };
}

async function compileContract(entry: string, shared: Record<string, string>): Promise<Cell> {
  // Loaded here, as the compiler's WebAssembly is megabytes that only a devnet with a URL collection needs.
  const { compileFunc } = await import('@ton-community/func-js');
  const result = await compileFunc({
    targets: [...SOURCES, IDS_FILE, entry],
    sources: { ...shared, [IDS_FILE]: idsSource(), [entry]: await readSource(entry) },
  });
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

async function readSource(name: string): Promise<string> {
  return readFile(new URL(`./func/${name}`, import.meta.url), 'utf8');
}
