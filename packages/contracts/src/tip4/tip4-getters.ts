import type { Cell } from '@tvmscan/tvm';
import { GetterError } from '../errors.js';
import { outputString, outputUint } from '../getters/getter-output.js';
import { runGetter, type AbiInput, type AbiOutput } from '../getters/run-getter.js';
import { TIP4_GETTERS_ABI_TEXT } from './tip4-abi.js';
import { ASKED_INTERFACE_IDS, NFT_INTERFACE_IDS } from './tip4-interfaces.js';

/** The exit code of a TVM Solidity contract called with a function id it does not have: the getter is absent. */
const NO_SUCH_FUNCTION = 60;

const ANSWER = { answerId: '0' };

function run(account: Cell, method: string, input: AbiInput = ANSWER, isResponsible = true): AbiOutput {
  return runGetter(TIP4_GETTERS_ABI_TEXT, account, method, input, isResponsible);
}

/** A getter's outputs, or null when the contract has no such getter (exit code 60, or no answer at all). */
function runOptional(account: Cell, method: string, input: AbiInput = ANSWER, isResponsible = true): AbiOutput | null {
  try {
    return run(account, method, input, isResponsible);
  } catch (error) {
    if (error instanceof GetterError && (error.exitCode === NO_SUCH_FUNCTION || error.exitCode === null)) return null;
    throw error;
  }
}

/** The interface ids among the NFT standards' that the contract says it supports (none when it has no supportsInterface). */
export function readSupportedInterfaces(account: Cell): number[] {
  const supports = (id: number) => runOptional(account, 'supportsInterface', { ...ANSWER, interfaceID: String(id) })?.value0 === true;
  if (!supports(NFT_INTERFACE_IDS.tip6)) return [];
  return ASKED_INTERFACE_IDS.filter(supports);
}

/** What a TIP-4.1 NFT says about itself (`getInfo`). Addresses are raw `wc:hex`. */
export interface Tip4NftInfo {
  id: bigint;
  owner: string;
  manager: string;
  collection: string;
}

export function readTip4NftInfo(nftAccount: Cell): Tip4NftInfo {
  const output = run(nftAccount, 'getInfo');
  return {
    id: outputUint(output, 'id', 'getInfo'),
    owner: outputString(output, 'owner', 'getInfo'),
    manager: outputString(output, 'manager', 'getInfo'),
    collection: outputString(output, 'collection', 'getInfo'),
  };
}

/** TIP-4.2 metadata JSON (`getJson`), or null when the contract has none. */
export function readTip4Json(account: Cell): string | null {
  const output = runOptional(account, 'getJson');
  return output === null ? null : outputString(output, 'json', 'getJson');
}

/** What a collection's getters say (spec 001 §7 Other); a getter the collection lacks gives null. */
export interface Tip4CollectionInfo {
  owner: string | null;
  totalSupply: bigint | null;
  totalMinted: bigint | null;
  nftCodeHash: string | null;
}

export function readTip4CollectionInfo(collectionAccount: Cell): Tip4CollectionInfo {
  const uint = (method: string, name: string) => {
    const output = runOptional(collectionAccount, method);
    return output === null ? null : outputUint(output, name, method);
  };
  const codeHash = uint('nftCodeHash', 'codeHash');
  return {
    owner: readCollectionOwner(collectionAccount),
    totalSupply: uint('totalSupply', 'count'),
    totalMinted: uint('totalMinted', 'count'),
    nftCodeHash: codeHash === null ? null : codeHash.toString(16).padStart(64, '0'),
  };
}

/** `owner()`, else the responsible `getOwner()`; null when the collection has neither (error 60 is no error here). */
function readCollectionOwner(collectionAccount: Cell): string | null {
  const plain = runOptional(collectionAccount, 'owner', {}, false);
  if (plain !== null) return outputString(plain, 'value0', 'owner');
  const responsible = runOptional(collectionAccount, 'getOwner');
  return responsible === null ? null : outputString(responsible, 'value0', 'getOwner');
}

/** TIP-4.2.2: the collection's own metadata URL. */
export function readCollectionUrl(collectionAccount: Cell): string {
  return outputString(run(collectionAccount, 'getCollectionUrl'), 'collectionUrl', 'getCollectionUrl');
}

/** TIP-4.2.2: the URL parts of an NFT (a cell, as a base64 BOC). */
export function readUrlParts(nftAccount: Cell): string {
  return outputString(run(nftAccount, 'getUrlParts'), 'part', 'getUrlParts');
}

/** TIP-4.2.2: the metadata URL the collection builds from its base URL and an NFT's URL parts (base64 BOC). */
export function readNftUrl(collectionAccount: Cell, parts: string): string {
  return outputString(run(collectionAccount, 'getNftUrl', { ...ANSWER, parts }), 'nftUrl', 'getNftUrl');
}
