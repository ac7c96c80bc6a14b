import { functionId, MULTI_TOKEN_EVENT_IDS, NFT_EVENT_IDS, NFT_INTERFACE_IDS, type AbiFunction } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { funcCodes, type FuncProgram } from '../shared/func-codes.js';
import { MULTI_COLLECTION_FUNCTIONS, MULTI_NFT_FUNCTIONS, MULTI_WALLET_FUNCTIONS } from './multi-abi.js';

/** The code of our standard-6 collection, multi-token NFT and multi-token wallet, compiled from func/. */
export interface MultiTokenCodes {
  readonly collection: Cell;
  readonly nft: Cell;
  readonly wallet: Cell;
}

const own = (name: string) => new URL(`./func/${name}`, import.meta.url);
const tip422 = (name: string) => new URL(`../tip422/func/${name}`, import.meta.url);

/** The multi-token sources, compiled with the TVM primitives and ABI messages of the TIP-4.2.2 contracts. */
const MULTI_TOKEN_PROGRAM: FuncProgram<keyof MultiTokenCodes> = {
  shared: [tip422('tvm-primitives.fc'), tip422('abi-messages.fc'), own('multi-common.fc')],
  ids: { name: 'multi-abi-ids.fc', text: idsSource },
  entries: { collection: own('multi-collection.fc'), nft: own('multi-nft.fc'), wallet: own('multi-wallet.fc') },
  keptFile: 'multi-token-code.json',
};

/**
 * Compiles the three contracts once per process; with `keepDir` (the devnet's folder) the code is kept there with the
 * fingerprint of its sources and read back while they are unchanged.
 */
export function multiTokenCodes(keepDir?: string): Promise<MultiTokenCodes> {
  return funcCodes(MULTI_TOKEN_PROGRAM, keepDir);
}

/**
 * The function, event and interface ids as FunC constants (`collection::`, `nft::`, `wallet::` by the contract that
 * has the function), computed from the ABI so the contracts cannot disagree with it.
 */
function idsSource(): string {
  const functions = (prefix: string, list: readonly AbiFunction[]) => list.map((fn) => [`${prefix}::${fn.name}`, functionId(fn)] as const);
  const constants = [
    ...functions('collection', MULTI_COLLECTION_FUNCTIONS),
    ...functions('nft', MULTI_NFT_FUNCTIONS),
    ...functions('wallet', MULTI_WALLET_FUNCTIONS),
    ...Object.entries(MULTI_TOKEN_EVENT_IDS).map(([name, id]) => [`event::${name}`, id] as const),
    ['event::NftCreated', NFT_EVENT_IDS.NftCreated],
    ['interface::tip6', NFT_INTERFACE_IDS.tip6],
    ['interface::tip41_collection', NFT_INTERFACE_IDS.tip41Collection],
    ['interface::vep1155_collection', NFT_INTERFACE_IDS.vep1155Collection],
    ['interface::vep1155_nft', NFT_INTERFACE_IDS.vep1155Nft],
    ['interface::vep1155_wallet', NFT_INTERFACE_IDS.vep1155Wallet],
  ] as const;
  return constants.map(([name, id]) => `const int ${name} = ${id};`).join('\n');
}
