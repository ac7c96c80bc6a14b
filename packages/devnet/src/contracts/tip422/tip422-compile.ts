import { functionId, NFT_EVENT_IDS, NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { funcCodes, type FuncProgram } from '../shared/func-codes.js';
import { COLLECTION_FUNCTIONS, NFT_FUNCTIONS } from './tip422-abi.js';

/** The code of our TIP-4.2.2 collection and NFT, compiled from func/. */
export interface Tip422Codes {
  readonly collection: Cell;
  readonly nft: Cell;
}

const source = (name: string) => new URL(`./func/${name}`, import.meta.url);

/** The TIP-4.2.2 sources; the primitives and ABI messages are shared with the other FunC contracts of the devnet. */
const TIP422_PROGRAM: FuncProgram<keyof Tip422Codes> = {
  shared: [source('tvm-primitives.fc'), source('abi-messages.fc')],
  ids: { name: 'abi-ids.fc', text: idsSource },
  entries: { collection: source('collection.fc'), nft: source('nft.fc') },
  keptFile: 'tip422-code.json',
};

/**
 * Compiles the collection and the NFT once per process; with `keepDir` (the devnet's folder) the code is kept there
 * with the fingerprint of its sources and read back while they are unchanged.
 */
export function tip422Codes(keepDir?: string): Promise<Tip422Codes> {
  return funcCodes(TIP422_PROGRAM, keepDir);
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
