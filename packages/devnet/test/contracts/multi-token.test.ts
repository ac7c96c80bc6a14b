import { beforeAll, describe, expect, it } from 'vitest';
import {
  functionId,
  MULTI_TOKEN_ABI_TEXT,
  multiTokenEvents,
  NFT_INTERFACE_IDS,
  nftEvents,
  readSupportedInterfaces,
  runGetter,
} from '@tvmscan/contracts';
import { Builder, decodeTransaction, type Cell } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../../src/contracts/shared/index.js';
import { encodeCall } from '../../src/contracts/shared/abi-call.js';
import { cellToBase64 } from '../../src/contracts/shared/boc-base64.js';
import {
  MULTI_COLLECTION_ABI,
  MULTI_COLLECTION_FUNCTIONS,
  MULTI_NFT_ABI,
  MULTI_NFT_FUNCTIONS,
  MULTI_WALLET_ABI,
  MULTI_WALLET_FUNCTIONS,
  multiBurnBody,
  multiCollectionState,
  multiMintBody,
  multiNftAddress,
  multiTokenCodes,
  multiTransferBody,
  multiWalletAddress,
  type MultiTokenCodes,
} from '../../src/contracts/multi/index.js';
import { EmulatedChain, type ExecutedTransaction } from './harness/emulated-chain.js';
import { expectAllSucceeded, transactionOf } from './harness/expect-transactions.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER = 1_000_000_000n;

describe('our standard-6 multi-token collection, NFT and wallet (FunC) on the Tycho emulator', () => {
  let codes: MultiTokenCodes;
  let chain: EmulatedChain;
  let owner: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  let collection: string;
  let mint: ExecutedTransaction[];

  const account = (address: string) => {
    const found = chain.account(address);
    if (found === null) throw new Error(`no account ${address}`);
    return found;
  };
  const call = (from: TestWallet, dest: string, body: Cell, stateInit?: Cell) =>
    from.sendRaw(relaxedInternalMessage({ dest, value: 2n * EVER, bounce: stateInit === undefined, body, ...(stateInit ? { stateInit } : {}) }));
  const getter = (address: string, method: string, input: Record<string, string | boolean> = {}) =>
    runGetter(MULTI_TOKEN_ABI_TEXT, account(address), method, { answerId: '0', ...input }, true);
  const eventsOf = (txs: ExecutedTransaction[], address: string) => multiTokenEvents(decodeTransaction(transactionOf(txs, address).cell));
  const wallet = (id: bigint, holder: TestWallet) => multiWalletAddress(codes, collection, id, holder.address);

  beforeAll(async () => {
    codes = await multiTokenCodes();
    chain = await EmulatedChain.create('tycho-emulator');
    [owner, alice, bob] = [new TestWallet(chain, 'owner'), new TestWallet(chain, 'alice'), new TestWallet(chain, 'bob')];
    for (const holder of [owner, alice, bob]) await holder.fund(100n * EVER);
    const state = multiCollectionState(codes, { owner: owner.address, nonce: 3n });
    collection = state.address;
    // The first mint deploys the collection.
    mint = await call(owner, collection, multiMintBody(alice.address, 100n), state.stateInit);
  });

  it('compiles the function ids nekoton gives the calls of its ABI', () => {
    const sample: Record<string, unknown> = {
      uint32: '0',
      uint128: '0',
      uint256: '0',
      bool: false,
      address: `0:${'0'.repeat(64)}`,
      cell: cellToBase64(codes.nft),
    };
    for (const [abi, functions] of [
      [MULTI_COLLECTION_ABI, MULTI_COLLECTION_FUNCTIONS],
      [MULTI_NFT_ABI, MULTI_NFT_FUNCTIONS],
      [MULTI_WALLET_ABI, MULTI_WALLET_FUNCTIONS],
    ] as const) {
      for (const fn of functions) {
        const input = Object.fromEntries(fn.inputs.map((param) => [param.name, sample[param.type]])) as Parameters<typeof encodeCall>[2];
        expect(Buffer.from(encodeCall(abi, fn.name, input).data).readUInt32BE(0), fn.name).toBe(functionId(fn));
      }
    }
  });

  it('has every function of the interfaces it says it supports', () => {
    const interfaceOf = (functions: typeof MULTI_WALLET_FUNCTIONS, names: string[]) =>
      names.map((name) => functionId(functions.find((fn) => fn.name === name)!)).reduce((id, next) => (id ^ next) >>> 0, 0);
    expect(interfaceOf(MULTI_COLLECTION_FUNCTIONS, ['supportsInterface'])).toBe(NFT_INTERFACE_IDS.tip6);
    expect(interfaceOf(MULTI_COLLECTION_FUNCTIONS, ['totalSupply', 'nftCode', 'nftCodeHash', 'nftAddress'])).toBe(NFT_INTERFACE_IDS.tip41Collection);
    expect(interfaceOf(MULTI_COLLECTION_FUNCTIONS, ['multiTokenWalletCode', 'multiTokenCodeHash', 'multiTokenWalletAddress'])).toBe(
      NFT_INTERFACE_IDS.vep1155Collection,
    );
    expect(interfaceOf(MULTI_NFT_FUNCTIONS, ['multiTokenSupply'])).toBe(NFT_INTERFACE_IDS.vep1155Nft);
    expect(interfaceOf(MULTI_WALLET_FUNCTIONS, ['getInfo', 'balance', 'transfer', 'transferToWallet', 'acceptTransfer', 'burn'])).toBe(
      NFT_INTERFACE_IDS.vep1155Wallet,
    );
  });

  it('mints a multi-token: the collection emits MultiTokenCreated and NftCreated, deploys the NFT and the wallet that emits MultiTokenWalletCreated', () => {
    expectAllSucceeded(mint);
    const [nft, aliceWallet] = [multiNftAddress(codes, collection, 0n), wallet(0n, alice)];
    expect(eventsOf(mint, collection)).toEqual([
      { kind: 'MultiTokenCreated', index: 0, id: 0n, wallet: aliceWallet, count: 100n, owner: alice.address },
      { kind: 'CollectionNftCreated', index: 1, id: 0n, nft },
    ]);
    expect(transactionOf(mint, aliceWallet).view.inMessage?.src).toBe(collection);
    expect(eventsOf(mint, aliceWallet)).toEqual([
      { kind: 'MultiTokenWalletCreated', index: 0, id: 0n, owner: alice.address, collection, balance: 100n },
    ]);
    expect(nftEvents(decodeTransaction(transactionOf(mint, nft).cell))).toEqual([
      { kind: 'NftCreated', index: 0, id: 0n, owner: alice.address, manager: alice.address, collection },
    ]);
  });

  it('is recognised by its interface ids and answers its getters', () => {
    const [nft, aliceWallet] = [multiNftAddress(codes, collection, 0n), wallet(0n, alice)];
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(readSupportedInterfaces(account(collection)))).toEqual(
      sorted([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.vep1155Collection]),
    );
    expect(sorted(readSupportedInterfaces(account(nft)))).toEqual(sorted([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.vep1155Nft]));
    expect(sorted(readSupportedInterfaces(account(aliceWallet)))).toEqual(sorted([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.vep1155Wallet]));
    expect(getter(collection, 'nftAddress', { id: '0' })).toEqual({ nft });
    expect(getter(collection, 'multiTokenWalletAddress', { id: '0', owner: alice.address })).toEqual({ token: aliceWallet });
    expect(getter(collection, 'multiTokenCodeHash', { id: '0', isEmpty: false })).toEqual({
      codeHash: BigInt(`0x${codes.wallet.hashHex()}`).toString(),
    });
    expect(runGetter(MULTI_COLLECTION_ABI, account(collection), 'totalSupply', { answerId: '0' }, true)).toEqual({ count: '1' });
    expect(getter(nft, 'multiTokenSupply')).toEqual({ count: '100' });
    expect(getter(aliceWallet, 'balance')).toEqual({ value: '100' });
    expect(getter(aliceWallet, 'getInfo')).toEqual({ id: '0', owner: alice.address, collection });
  });

  it("transfers to another owner's wallet, deploying it: the receiving wallet emits MultiTokenWalletCreated (none) and MultiTokenTransfered", async () => {
    const [aliceWallet, bobWallet] = [wallet(0n, alice), wallet(0n, bob)];
    const first = await call(alice, aliceWallet, multiTransferBody(30n, bob.address, alice.address));
    expectAllSucceeded(first);
    expect(eventsOf(first, aliceWallet)).toEqual([]);
    expect(transactionOf(first, bobWallet).view.inMessage?.src).toBe(aliceWallet);
    expect(eventsOf(first, bobWallet)).toEqual([
      { kind: 'MultiTokenWalletCreated', index: 0, id: 0n, owner: bob.address, collection, balance: 0n },
      { kind: 'MultiTokenTransfered', index: 1, senderWallet: aliceWallet, count: 30n, newBalance: 30n },
    ]);
    const second = await call(alice, aliceWallet, multiTransferBody(10n, bob.address, alice.address));
    expectAllSucceeded(second);
    expect(eventsOf(second, bobWallet)).toEqual([{ kind: 'MultiTokenTransfered', index: 0, senderWallet: aliceWallet, count: 10n, newBalance: 40n }]);
    expect([getter(aliceWallet, 'balance'), getter(bobWallet, 'balance')]).toEqual([{ value: '60' }, { value: '40' }]);
  });

  it('burns: the collection emits MultiTokenBurned and the NFT supply is lowered', async () => {
    const bobWallet = wallet(0n, bob);
    const txs = await call(bob, bobWallet, multiBurnBody(5n, bob.address));
    expectAllSucceeded(txs);
    expect(eventsOf(txs, collection)).toEqual([{ kind: 'MultiTokenBurned', index: 0, id: 0n, count: 5n, owner: bob.address }]);
    expect(getter(multiNftAddress(codes, collection, 0n), 'multiTokenSupply')).toEqual({ count: '95' });
    expect(getter(bobWallet, 'balance')).toEqual({ value: '35' });
  });

  it('refuses a mint by another than the owner, a spend above the balance or by another than the owner, and a forged acceptTransfer', async () => {
    const [aliceWallet, bobWallet] = [wallet(0n, alice), wallet(0n, bob)];
    expect(transactionOf(await call(alice, collection, multiMintBody(alice.address, 5n)), collection).view).toMatchObject({
      aborted: true,
      exitCode: 101,
    });
    expect(transactionOf(await call(bob, bobWallet, multiTransferBody(36n, alice.address, bob.address)), bobWallet).view).toMatchObject({
      aborted: true,
      exitCode: 105,
    });
    expect(transactionOf(await call(bob, aliceWallet, multiBurnBody(1n, bob.address)), aliceWallet).view).toMatchObject({
      aborted: true,
      exitCode: 101,
    });
    const forged = encodeCall(MULTI_WALLET_ABI, 'acceptTransfer', {
      count: '1000',
      sender: alice.address,
      remainingGasTo: bob.address,
      notify: false,
      payload: cellToBase64(new Builder().endCell()),
    });
    expect(transactionOf(await call(bob, bobWallet, forged), bobWallet).view).toMatchObject({ aborted: true, exitCode: 103 });
    expect([getter(aliceWallet, 'balance'), getter(bobWallet, 'balance')]).toEqual([{ value: '60' }, { value: '35' }]);
  });

  it('numbers the next multi-tokens on, and counts in its totalSupply those with a supply left', async () => {
    const multiTokens = () => runGetter(MULTI_COLLECTION_ABI, account(collection), 'totalSupply', { answerId: '0' }, true);
    expectAllSucceeded(await call(owner, collection, multiMintBody(bob.address, 7n)));
    expect(getter(wallet(1n, bob), 'getInfo')).toEqual({ id: '1', owner: bob.address, collection });
    expect(getter(multiNftAddress(codes, collection, 1n), 'multiTokenSupply')).toEqual({ count: '7' });
    expect(multiTokens()).toEqual({ count: '2' });
    expectAllSucceeded(await call(bob, wallet(1n, bob), multiBurnBody(7n, bob.address)));
    expect(getter(multiNftAddress(codes, collection, 1n), 'multiTokenSupply')).toEqual({ count: '0' });
    expect(multiTokens()).toEqual({ count: '1' });
  });
});
