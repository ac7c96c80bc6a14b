import { beforeAll, describe, expect, it } from 'vitest';
import { readTip4Json, readTip4NftInfo } from '@tvmscan/contracts';
import { defined } from '@tvmscan/tvm/testing';
import { ContractInputError } from '../../src/contracts/shared/index.js';
import {
  TIP4_VALUES,
  collectionDeploy,
  collectionState,
  mintNftBody,
  nftAddress,
  nftTransferBody,
  readCollectionInfo,
  readNftAddress,
} from '../../src/contracts/tip4/index.js';
import { EmulatedChain } from './harness/emulated-chain.js';
import { expectAllSucceeded, internalDestinations, transactionOf } from './harness/expect-transactions.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER = 1_000_000_000n;
const COLLECTION_JSON = '{"type":"Basic NFT","name":"Devnet Collection"}';
const NFT_JSON = '{"type":"Basic NFT","name":"Devnet NFT #0"}';

async function wallets<Names extends string[]>(chain: EmulatedChain, ...names: Names): Promise<{ [K in keyof Names]: TestWallet }> {
  const created = names.map((name) => new TestWallet(chain, name));
  for (const wallet of created) await wallet.fund(100n * EVER);
  return created as { [K in keyof Names]: TestWallet };
}

function accountOf(chain: EmulatedChain, address: string) {
  const found = chain.account(address);
  if (found === null) throw new Error(`no account ${address}`);
  return found;
}

describe('TIP-4 collection on the nekoton (Everscale) executor', () => {
  let chain: EmulatedChain;
  let owner: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  const collection = collectionState({ nonce: 1n }).address;
  const nft = nftAddress(collection, 0n);

  beforeAll(async () => {
    chain = await EmulatedChain.create('nekoton');
    [owner, alice, bob] = await wallets(chain, 'owner', 'alice', 'bob');
  });

  it('deploys the collection, which deploys its IndexBasis', async () => {
    const deploy = collectionDeploy(
      { nonce: 1n },
      { owner: owner.address, remainOnNft: TIP4_VALUES.remainOnNft, json: COLLECTION_JSON },
      TIP4_VALUES.deployCollection,
    );
    expect(deploy.address).toBe(collection);
    const txs = await owner.sendRaw(deploy.message);
    expectAllSucceeded(txs);
    const [indexBasis] = internalDestinations(transactionOf(txs, collection));
    expect(transactionOf(txs, indexBasis as string).view).toMatchObject({ origStatus: 'nonexist', endStatus: 'active' });
    expect(readCollectionInfo(accountOf(chain, collection))).toEqual({
      owner: owner.address,
      totalSupply: 0n,
      totalMinted: 0n,
      json: COLLECTION_JSON,
    });
  });

  it('mints NFT 0 to alice at the address derived offline; the NFT deploys her two indexes', async () => {
    chain.now += 1;
    const txs = await owner.transfer({
      dest: collection,
      value: TIP4_VALUES.mint,
      bounce: true,
      payload: mintNftBody({ owner: alice.address, json: NFT_JSON }),
    });
    expectAllSucceeded(txs);
    expect(internalDestinations(transactionOf(txs, collection))).toEqual([nft]);
    const nftTx = transactionOf(txs, nft);
    expect(nftTx.view.endStatus).toBe('active');
    const [change, ...indexes] = internalDestinations(nftTx);
    expect(change).toBe(owner.address);
    expect(indexes).toHaveLength(2);
    for (const index of indexes) expect(accountOf(chain, index as string)).not.toBeNull();

    expect(readNftAddress(accountOf(chain, collection), 0n)).toBe(nft);
    expect(readTip4NftInfo(accountOf(chain, nft))).toEqual({ id: 0n, owner: alice.address, manager: alice.address, collection });
    expect(readTip4Json(accountOf(chain, nft))).toBe(NFT_JSON);
    expect(readCollectionInfo(accountOf(chain, collection))).toMatchObject({ totalSupply: 1n, totalMinted: 1n });
  });

  it('alice transfers the NFT to bob: owner and manager change, her indexes give way to his', async () => {
    chain.now += 1;
    const txs = await alice.transfer({
      dest: nft,
      value: TIP4_VALUES.transfer,
      bounce: true,
      payload: nftTransferBody({ to: bob.address, sendGasTo: alice.address }),
    });
    expectAllSucceeded(txs);
    const destinations = internalDestinations(transactionOf(txs, nft));
    expect(destinations).toHaveLength(5);
    const destination = (index: number) => defined(destinations[index] ?? undefined, `destination ${index}`);
    expect(destination(4)).toBe(alice.address);
    for (const destroyed of [destination(0), destination(1)]) expect(transactionOf(txs, destroyed).view.endStatus).toBe('nonexist');
    for (const created of [destination(2), destination(3)]) expect(transactionOf(txs, created).view.endStatus).toBe('active');
    expect(readTip4NftInfo(accountOf(chain, nft))).toEqual({ id: 0n, owner: bob.address, manager: bob.address, collection });
  });

  it('only the manager can transfer: alice, no longer the manager, is refused (exit code 103)', async () => {
    chain.now += 1;
    const txs = await alice.transfer({
      dest: nft,
      value: TIP4_VALUES.transfer,
      bounce: true,
      payload: nftTransferBody({ to: alice.address, sendGasTo: alice.address }),
    });
    expect(transactionOf(txs, nft).view).toMatchObject({ aborted: true, exitCode: 103 });
    expect(readTip4NftInfo(accountOf(chain, nft)).owner).toBe(bob.address);
  });
});

describe('TIP-4 collection on the Tycho emulator', () => {
  it('mintNft aborts in the action phase (result code 40): Tycho applies a SEND_ALL_BALANCE message in order', async () => {
    const chain = await EmulatedChain.create('tycho-emulator');
    const [owner, alice] = await wallets(chain, 'owner', 'alice');
    const deploy = collectionDeploy(
      { nonce: 1n },
      { owner: owner.address, remainOnNft: TIP4_VALUES.remainOnNft, json: COLLECTION_JSON },
      TIP4_VALUES.deployCollection,
    );
    expectAllSucceeded(await owner.sendRaw(deploy.message));

    chain.now += 1;
    const txs = await owner.transfer({
      dest: deploy.address,
      value: TIP4_VALUES.mint,
      bounce: true,
      payload: mintNftBody({ owner: alice.address, json: NFT_JSON }),
    });
    expect(transactionOf(txs, deploy.address).view).toMatchObject({ aborted: true, exitCode: 0, resultCode: 40 });
    expect(chain.account(nftAddress(deploy.address, 0n))).toBeNull();
  });
});

describe('TIP-4 arguments', () => {
  it('NFT addresses differ by id and by collection', () => {
    const a = collectionState({ nonce: 1n }).address;
    const b = collectionState({ nonce: 2n }).address;
    expect(new Set([nftAddress(a, 0n), nftAddress(a, 1n), nftAddress(b, 0n)]).size).toBe(3);
  });

  it('refuses malformed addresses and ids with ContractInputError', () => {
    expect(() => nftAddress('collection', 0n)).toThrow(ContractInputError);
    expect(() => nftAddress(collectionState({ nonce: 1n }).address, -1n)).toThrow(/NFT id/);
    expect(() => nftTransferBody({ to: '0:1', sendGasTo: '0:1' })).toThrow(/new owner/);
    expect(() => collectionState({ nonce: 1n << 64n })).toThrow(/nonce/);
  });
});
