import { Cell, CellType, formatRawAddress, loadHashmapE, loadMsgAddress, Slice, TvmError } from '@tvmscan/tvm';
import { AbiBodyReader } from '../abi/abi-body-reader.js';
import { ZERO_ADDRESS } from './nft-events.js';

/**
 * The code hashes, without their salt, of the TIP-4.3 Index and IndexBasis of @broxus/tip4 2.0.0 (the precompiled
 * contracts its collections deploy); `test/nft-index-deploy.test.ts` checks them against the package's artifacts.
 */
export const NFT_INDEX_CODE_HASHES = {
  Index: '61e5f39a693dc133ea8faf3e80fac069250161b0bced3790c20ae234ce6fd866',
  IndexBasis: '2359f897c9527073b1c95140c670089aa5ab825f5fd1bd453db803fbab47def2',
} as const;

/** The function id of the Index's `constructor(address collection)` (ABI 2.2). */
export const INDEX_CONSTRUCTOR_ID = 0x475654dc;

/**
 * A TIP-4.3 Index as its constructor leaves its fields `_nft`, `_collection` and `_owner`: `inCollection` tells the
 * Index of the owner's NFTs of one collection (its salt names the collection) from the Index of all the owner's NFTs.
 */
export interface NftIndexInit {
  readonly kind: 'Index';
  readonly nft: string;
  readonly collection: string;
  readonly owner: string;
  readonly inCollection: boolean;
}

/** A TIP-4.3 IndexBasis: its one field `_collection`. */
export interface NftIndexBasisInit {
  readonly kind: 'IndexBasis';
  readonly collection: string;
}

export type NftIndexDeploy = NftIndexInit | NftIndexBasisInit;

const INDEX_SALT_STAMP = 'nft';

/**
 * What a successful deploy of a TIP-4.3 Index or IndexBasis makes of its fields, read from the deploying message
 * alone (its StateInit and body), as the contracts' constructors set them: an Index's `_nft` is its static variable
 * (data key 1), `_owner` and `_collection` come from its code's salt `(string "nft", address collection, address
 * owner)`, and `_collection` from the constructor's argument when the salt's is the zero address; an IndexBasis's
 * `_collection` is its static variable. The contract is recognised by its code: with the salt taken out, it must be
 * the Index or IndexBasis of @broxus/tip4 (a salt changes the code hash, so the salted hash alone says nothing).
 * Null for any other deploy.
 */
export function nftIndexDeploy(code: Cell, data: Cell, body: Cell | null): NftIndexDeploy | null {
  try {
    const split = splitCodeSalt(code);
    if (split === null) return null;
    const hash = split.code.hashHex();
    if (hash === NFT_INDEX_CODE_HASHES.Index) return indexInit(split.salt, data, body);
    if (hash === NFT_INDEX_CODE_HASHES.IndexBasis) {
      const collection = staticAddress(data);
      return collection === null ? null : { kind: 'IndexBasis', collection };
    }
    return null;
  } catch (error) {
    if (error instanceof TvmError) return null;
    throw error;
  }
}

function indexInit(salt: Cell, data: Cell, body: Cell | null): NftIndexInit | null {
  const nft = staticAddress(data);
  const slice = new Slice(salt);
  if (nft === null || abiString(slice.loadRef()) !== INDEX_SALT_STAMP) return null;
  const saltCollection = formatRawAddress(loadMsgAddress(slice));
  const owner = formatRawAddress(loadMsgAddress(slice));
  if (saltCollection === null || owner === null) return null;
  const inCollection = saltCollection !== ZERO_ADDRESS;
  const collection = inCollection ? saltCollection : constructorCollection(body);
  return collection === null ? null : { kind: 'Index', nft, collection, owner, inCollection };
}

function constructorCollection(body: Cell | null): string | null {
  const start = body && AbiBodyReader.afterFunctionId(body);
  if (!start || start.functionId !== INDEX_CONSTRUCTOR_ID) return null;
  return start.reader.address();
}

/** The static variable of an ABI 2.2 initial data dictionary of exactly the public key (0) and one address (1). */
function staticAddress(data: Cell): string | null {
  const slice = new Slice(data);
  if (slice.remainingBits !== 1 || slice.remainingRefs > 1) return null;
  const entries = loadHashmapE(slice, 64, (value) => value);
  if (entries.map((entry) => entry.key.toString()).join(',') !== '0,1') return null;
  return formatRawAddress(loadMsgAddress(entries[1]!.value));
}

function abiString(cell: Cell): string {
  return Buffer.from(new Slice(cell).loadBytes(Math.floor(cell.bitLength / 8))).toString('utf8');
}

/** The first bits of the code of a TVM Solidity contract that reads its own code: it keeps its code as a reference. */
const MYCODE_SELECTOR = 0x8adb35;

/**
 * TVM Solidity code with a salt: the salt is a third reference of the function selector's cell (the first reference
 * of the code, or of the code a `mycode` selector wraps). The code without the salt, and the salt; null when `code`
 * carries none.
 */
export function splitCodeSalt(code: Cell): { code: Cell; salt: Cell } | null {
  const wrapped = code.bitLength === 24 && new Slice(code).loadUint(24) === MYCODE_SELECTOR && code.refs.length === 2;
  const main = wrapped ? code.refs[1]! : code;
  const selector = main.refs[0];
  if (selector === undefined || selector.refs.length !== 3) return null;
  const unsaltedMain = withRef(main, 0, withRefs(selector, selector.refs.slice(0, 2)));
  return { code: wrapped ? withRef(code, 1, unsaltedMain) : unsaltedMain, salt: selector.refs[2]! };
}

function withRefs(cell: Cell, refs: readonly Cell[]): Cell {
  return new Cell(CellType.Ordinary, cell.data, cell.bitLength, refs);
}

function withRef(cell: Cell, index: number, ref: Cell): Cell {
  return withRefs(
    cell,
    cell.refs.map((old, at) => (at === index ? ref : old)),
  );
}
