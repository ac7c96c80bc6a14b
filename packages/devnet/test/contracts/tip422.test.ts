import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fetchTip4Collection,
  fetchTip4Nft,
  functionId,
  NFT_INTERFACE_IDS,
  nftEvents,
  readSupportedInterfaces,
  readTip4CollectionInfo,
  readTip4NftInfo,
  runGetter,
} from '@tvmscan/contracts';
import { Builder, decodeTransaction, writeBoc } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../../src/contracts/shared/index.js';
import { cellToBase64 } from '../../src/contracts/shared/boc-base64.js';
import {
  COLLECTION_FUNCTIONS,
  NFT_FUNCTIONS,
  tip422Codes,
  URL_COLLECTION_ABI,
  URL_NFT_ABI,
  urlCollectionConstructorBody,
  urlCollectionState,
  urlMintBody,
  urlNftAddress,
  urlNftChangeManagerBody,
  urlNftChangeOwnerBody,
  urlNftTransferBody,
  type Tip422Codes,
} from '../../src/contracts/tip422/index.js';
import { encodeCall } from '../../src/contracts/shared/abi-call.js';
import { EmulatedChain } from './harness/emulated-chain.js';
import { expectAllSucceeded, transactionOf } from './harness/expect-transactions.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER = 1_000_000_000n;
/** Longer than a cell's 127 bytes, so the NFT URL joins string chains of several cells. */
const BASE_URL = `http://metadata.test/${'nested/'.repeat(20)}items/`;
const COLLECTION_URL = 'http://metadata.test/collection.json';
const keptDir = mkdtempSync(join(tmpdir(), 'tip422-'));

describe('our TIP-4.2.2 collection and NFT (FunC) on the Tycho emulator', () => {
  let codes: Tip422Codes;
  let chain: EmulatedChain;
  let owner: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  let collection: string;

  const account = (address: string) => {
    const found = chain.account(address);
    if (found === null) throw new Error(`no account ${address}`);
    return found;
  };
  const source = { getAccount: async (address: string) => writeBoc(account(address)) };
  const call = (from: TestWallet, dest: string, body: ReturnType<typeof urlMintBody>, stateInit?: ReturnType<typeof urlMintBody>) =>
    from.sendRaw(relaxedInternalMessage({ dest, value: EVER, bounce: stateInit === undefined, body, ...(stateInit ? { stateInit } : {}) }));

  beforeAll(async () => {
    // Compiled into a folder, as the devnet does: the kept file is read by the test of keeping.
    codes = await tip422Codes(keptDir);
    chain = await EmulatedChain.create('tycho-emulator');
    [owner, alice, bob] = [new TestWallet(chain, 'owner'), new TestWallet(chain, 'alice'), new TestWallet(chain, 'bob')];
    for (const wallet of [owner, alice, bob]) await wallet.fund(100n * EVER);
    const state = urlCollectionState(codes, { owner: owner.address, nonce: 7n });
    collection = state.address;
    expectAllSucceeded(
      await call(owner, collection, urlCollectionConstructorBody({ collectionUrl: COLLECTION_URL, nftBaseUrl: BASE_URL }), state.stateInit),
    );
  });

  it('compiles the function ids nekoton gives the calls of its ABI', () => {
    const sample: Record<string, unknown> = {
      uint32: '0',
      uint256: '0',
      string: '',
      address: `0:${'0'.repeat(64)}`,
      cell: cellToBase64(codes.nft),
      'map(address,tuple)': [],
    };
    for (const [abi, functions] of [
      [URL_COLLECTION_ABI, COLLECTION_FUNCTIONS],
      [URL_NFT_ABI, NFT_FUNCTIONS],
    ] as const) {
      for (const fn of functions) {
        const input = Object.fromEntries(fn.inputs.map((param) => [param.name, sample[param.type]])) as Parameters<typeof encodeCall>[2];
        expect(Buffer.from(encodeCall(abi, fn.name, input).data).readUInt32BE(0), fn.name).toBe(functionId(fn));
      }
    }
  });

  it("keeps the compiled code in the devnet's folder with its sources' fingerprint, read back while they match", async () => {
    const other = mkdtempSync(join(tmpdir(), 'tip422-'));
    const stale = mkdtempSync(join(tmpdir(), 'tip422-'));
    const file = JSON.parse(readFileSync(join(keptDir, 'tip422-code.json'), 'utf8')) as { fingerprint: string; collection: string; nft: string };
    // The same fingerprint with the NFT code in the collection's place: read as it is, not compiled.
    writeFileSync(join(other, 'tip422-code.json'), JSON.stringify({ ...file, collection: file.nft }));
    expect((await tip422Codes(other)).collection.hashHex()).toBe(codes.nft.hashHex());
    writeFileSync(join(stale, 'tip422-code.json'), JSON.stringify({ ...file, fingerprint: 'of older sources', collection: file.nft }));
    expect((await tip422Codes(stale)).collection.hashHex()).toBe(codes.collection.hashHex());
  });

  it('leaves no process listener behind when it compiles (each would hold a compiler and its memory for good)', async () => {
    const counts = () => [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    const before = counts();
    await tip422Codes(mkdtempSync(join(tmpdir(), 'tip422-')));
    expect(counts()).toEqual(before);
  });

  it('has every function of the interfaces it says it supports', () => {
    const interfaceOf = (functions: typeof COLLECTION_FUNCTIONS, names: string[]) =>
      names.map((name) => functionId(functions.find((fn) => fn.name === name)!)).reduce((id, next) => (id ^ next) >>> 0, 0);
    expect(interfaceOf(COLLECTION_FUNCTIONS, ['supportsInterface'])).toBe(NFT_INTERFACE_IDS.tip6);
    expect(interfaceOf(COLLECTION_FUNCTIONS, ['totalSupply', 'nftCode', 'nftCodeHash', 'nftAddress'])).toBe(NFT_INTERFACE_IDS.tip41Collection);
    expect(interfaceOf(COLLECTION_FUNCTIONS, ['getCollectionUrl', 'getNftUrl'])).toBe(NFT_INTERFACE_IDS.tip422Collection);
    expect(interfaceOf(NFT_FUNCTIONS, ['getInfo', 'changeOwner', 'changeManager', 'transfer'])).toBe(NFT_INTERFACE_IDS.tip41Nft);
    expect(interfaceOf(NFT_FUNCTIONS, ['getUrlParts'])).toBe(NFT_INTERFACE_IDS.tip422Nft);
  });

  it('is recognised as a TIP-4.1 and TIP-4.2.2 collection and answers its URL, owner, NFT code and NFT addresses', async () => {
    expect(readSupportedInterfaces(account(collection))).toEqual([
      NFT_INTERFACE_IDS.tip6,
      NFT_INTERFACE_IDS.tip41Collection,
      NFT_INTERFACE_IDS.tip422Collection,
    ]);
    expect(await fetchTip4Collection(source, collection)).toMatchObject({
      json: null,
      metadataUrl: COLLECTION_URL,
      info: { owner: owner.address, totalSupply: 0n, totalMinted: 0n, nftCodeHash: codes.nft.hashHex() },
    });
    const nftAddress = runGetter(URL_COLLECTION_ABI, account(collection), 'nftAddress', { answerId: '0', id: '5' }, true);
    expect(nftAddress).toEqual({ nft: urlNftAddress(codes, collection, 5n) });
    const nftCode = runGetter(URL_COLLECTION_ABI, account(collection), 'nftCode', { answerId: '0' }, true);
    expect(nftCode).toEqual({ code: cellToBase64(codes.nft) });
  });

  it('mints an NFT that emits NftCreated as deployed by the collection and builds its URL from the base URL', async () => {
    const nft = urlNftAddress(codes, collection, 0n);
    const txs = await call(owner, collection, urlMintBody(alice.address));
    expectAllSucceeded(txs);
    const deployTx = transactionOf(txs, nft);
    expect(deployTx.view.inMessage?.src).toBe(collection);
    const deployed = decodeTransaction(deployTx.cell);
    expect(nftEvents(deployed)).toEqual([{ kind: 'NftCreated', index: 0, id: 0n, owner: alice.address, manager: alice.address, collection }]);
    expect(readSupportedInterfaces(account(nft))).toEqual([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip422Nft]);
    expect(readTip4NftInfo(account(nft))).toEqual({ id: 0n, owner: alice.address, manager: alice.address, collection });
    expect(await fetchTip4Nft(source, nft, collection)).toEqual({
      interfaceIds: [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip422Nft],
      json: null,
      metadataUrl: `${BASE_URL}0`,
    });
    expect(readTip4CollectionInfo(account(collection))).toMatchObject({ totalSupply: 1n, totalMinted: 1n });
  });

  it('numbers the next NFTs on, their URL parts in decimal', async () => {
    for (let id = 1n; id <= 10n; id++) expectAllSucceeded(await call(owner, collection, urlMintBody(bob.address)));
    expect((await fetchTip4Nft(source, urlNftAddress(codes, collection, 10n), collection)).metadataUrl).toBe(`${BASE_URL}10`);
  });

  it('refuses a function it does not have with exit code 60, as TVM Solidity contracts do', async () => {
    const unknown = new Builder().storeUint(0x12345678, 32).endCell();
    for (const address of [collection, urlNftAddress(codes, collection, 0n)]) {
      expect(transactionOf(await call(owner, address, unknown), address).view, address).toMatchObject({ aborted: true, exitCode: 60 });
    }
  });

  it('lets only the owner mint', async () => {
    const txs = await call(alice, collection, urlMintBody(alice.address));
    expect(transactionOf(txs, collection).view).toMatchObject({ aborted: true, exitCode: 101 });
    expect(readTip4CollectionInfo(account(collection)).totalMinted).toBe(11n);
  });

  it("changes only its manager, or only its owner, at its manager's call", async () => {
    const nft = urlNftAddress(codes, collection, 1n);
    const toAlice = await call(bob, nft, urlNftChangeManagerBody(alice.address, bob.address));
    expectAllSucceeded(toAlice);
    expect(nftEvents(decodeTransaction(transactionOf(toAlice, nft).cell))).toEqual([
      { kind: 'ManagerChanged', index: 0, from: bob.address, to: alice.address },
    ]);
    const ownedByOwner = await call(alice, nft, urlNftChangeOwnerBody(owner.address, alice.address));
    expectAllSucceeded(ownedByOwner);
    expect(nftEvents(decodeTransaction(transactionOf(ownedByOwner, nft).cell))).toEqual([
      { kind: 'OwnerChanged', index: 0, from: bob.address, to: owner.address },
    ]);
    expect(readTip4NftInfo(account(nft))).toMatchObject({ owner: owner.address, manager: alice.address });
  });

  it('is transferred by its manager, emitting OwnerChanged and ManagerChanged', async () => {
    const nft = urlNftAddress(codes, collection, 0n);
    const refused = await call(bob, nft, urlNftTransferBody(bob.address, bob.address));
    expect(transactionOf(refused, nft).view).toMatchObject({ aborted: true, exitCode: 102 });
    const txs = await call(alice, nft, urlNftTransferBody(bob.address, alice.address));
    expectAllSucceeded(txs);
    expect(nftEvents(decodeTransaction(transactionOf(txs, nft).cell))).toEqual([
      { kind: 'OwnerChanged', index: 0, from: alice.address, to: bob.address },
      { kind: 'ManagerChanged', index: 1, from: alice.address, to: bob.address },
    ]);
    expect(readTip4NftInfo(account(nft))).toMatchObject({ owner: bob.address, manager: bob.address });
  });
});
