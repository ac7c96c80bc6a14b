import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as nt from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { INDEX_CONSTRUCTOR_ID, NFT_INDEX_CODE_HASHES, nftIndexDeploy, splitCodeSalt } from '@tvmscan/contracts/operations';
import { Builder, readBocSingle, storeHashmapE, storeMsgAddress, writeBoc, type Cell } from '@tvmscan/tvm';
import { std } from './support/token-transactions.js';

const tip4Build = join(dirname(createRequire(import.meta.url).resolve('@broxus/tip4/package.json')), 'build');
const ZERO = `0:${'0'.repeat(64)}`;
const NFT = `0:${'a1'.repeat(32)}`;
const COLLECTION = `0:${'c2'.repeat(32)}`;
const OWNER = `0:${'e3'.repeat(32)}`;

const cellOf = (base64: string) => readBocSingle(Buffer.from(base64, 'base64'));
const artifactCode = (name: string) => nt.splitTvc(readFileSync(join(tip4Build, `${name}.tvc`)).toString('base64')).code!;
const indexAbi = readFileSync(join(tip4Build, 'Index.abi.json'), 'utf8');

/**
 * The code an NFT deploys its Index with: the Index code salted with `(string "nft", collection, owner)` stored by a
 * TvmBuilder (the string in a reference, the addresses after each other), as TIP4_3Nft does.
 */
function saltedIndexCode(saltCollection: string, owner: string): Cell {
  const b = new Builder().storeRef(new Builder().storeBytes(Buffer.from('nft')).endCell());
  storeMsgAddress(b, std(saltCollection));
  storeMsgAddress(b, std(owner));
  return cellOf(nt.setCodeSalt(artifactCode('Index'), Buffer.from(writeBoc(b.endCell())).toString('base64')).boc);
}

/** ABI 2.2 initial data: the public key at 0 and one static address at 1. */
function staticAddressData(address: string): Cell {
  const b = new Builder();
  const entries = [
    { key: 0n, value: (builder: Builder) => builder.storeUint(0n, 256) },
    { key: 1n, value: (builder: Builder) => storeMsgAddress(builder, std(address)) },
  ];
  storeHashmapE(b, entries, 64, (builder, store) => store(builder));
  return b.endCell();
}

const constructorBody = (collection: string) => cellOf(nt.encodeInternalInput(indexAbi, 'constructor', { collection }));

describe('a TIP-4.3 Index or IndexBasis deploy', () => {
  it('knows the unsalted code hashes and the constructor id of @broxus/tip4’s Index and IndexBasis', () => {
    expect(cellOf(artifactCode('Index')).hashHex()).toBe(NFT_INDEX_CODE_HASHES.Index);
    expect(cellOf(artifactCode('IndexBasis')).hashHex()).toBe(NFT_INDEX_CODE_HASHES.IndexBasis);
    expect(constructorBody(COLLECTION).data.subarray(0, 4)).toEqual(Buffer.from(INDEX_CONSTRUCTOR_ID.toString(16).padStart(8, '0'), 'hex'));
  });

  it('takes the salt out of salted code, giving back the published code and the salt nekoton reads', () => {
    for (const name of ['Index', 'IndexBasis']) {
      const salt = nt.packIntoCell([{ name: 'stamp', type: 'string' }], { stamp: 'nft' }, '2.2').boc;
      const split = splitCodeSalt(cellOf(nt.setCodeSalt(artifactCode(name), salt).boc))!;
      expect(split.code.hashHex()).toBe(cellOf(artifactCode(name)).hashHex());
      expect(split.salt.hashHex()).toBe(cellOf(salt).hashHex());
    }
    expect(splitCodeSalt(cellOf(artifactCode('Index')))).toBeNull();
  });

  it('reads an owner’s Index in a collection: nft from its data, collection and owner from its salt', () => {
    expect(nftIndexDeploy(saltedIndexCode(COLLECTION, OWNER), staticAddressData(NFT), constructorBody(COLLECTION))).toEqual({
      kind: 'Index',
      nft: NFT,
      collection: COLLECTION,
      owner: OWNER,
      inCollection: true,
    });
  });

  it('reads an owner’s Index across collections: its salt names no collection, the constructor’s argument does', () => {
    expect(nftIndexDeploy(saltedIndexCode(ZERO, OWNER), staticAddressData(NFT), constructorBody(COLLECTION))).toEqual({
      kind: 'Index',
      nft: NFT,
      collection: COLLECTION,
      owner: OWNER,
      inCollection: false,
    });
    expect(nftIndexDeploy(saltedIndexCode(ZERO, OWNER), staticAddressData(NFT), null)).toBeNull();
  });

  it('reads an IndexBasis’s collection from its data', () => {
    const salt = nt.packIntoCell([{ name: 'stamp', type: 'string' }], { stamp: 'nft' }, '2.2').boc;
    const code = cellOf(nt.setCodeSalt(artifactCode('IndexBasis'), salt).boc);
    expect(nftIndexDeploy(code, staticAddressData(COLLECTION), null)).toEqual({ kind: 'IndexBasis', collection: COLLECTION });
  });

  it('is no Index for other code, unsalted Index code, or data of another shape', () => {
    const nftCode = cellOf(nt.setCodeSalt(artifactCode('Nft'), nt.packIntoCell([{ name: 'c', type: 'address' }], { c: COLLECTION }, '2.2').boc).boc);
    expect(nftIndexDeploy(nftCode, staticAddressData(NFT), constructorBody(COLLECTION))).toBeNull();
    expect(nftIndexDeploy(cellOf(artifactCode('Index')), staticAddressData(NFT), constructorBody(COLLECTION))).toBeNull();
    expect(nftIndexDeploy(saltedIndexCode(COLLECTION, OWNER), new Builder().storeUint(1, 8).endCell(), null)).toBeNull();
  });
});
