import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, TOKEN_PREFIX } from '@tvmscan/api';
import type {
  MultiToken,
  MultiTokenCollection,
  MultiTokenSearchResponse,
  MultiTokenWallet,
  MultiTokenWalletSearchResponse,
} from '@tvmscan/api/nft-contract';
import { MULTI_TOKEN_ABI_TEXT, runGetter } from '@tvmscan/contracts';
import {
  Devnet,
  devnetMultiCollection,
  ManualClock,
  MULTI_COLLECTION_ABI,
  MULTI_TOKEN_SUPPLIES,
  multiNftAddress,
  TokenLedger,
  vep1155Activities,
  Workload,
  type DevnetMultiCollection,
} from '@tvmscan/devnet';
import { withGetMethods } from '@tvmscan/indexer';
import type { TestDatabase } from '@tvmscan/store/testing';
import { readBocSingle } from '@tvmscan/tvm';
import { indexedDevnet, runWorkloadAndSettle } from './devnet-chain.js';

/** Steps enough for every mint (one at a time), several transfers and the burn to land. */
const MAX_STEPS = 400;
const TRANSFERS = 6;

describe('the devnet multi-token collection (standard 6), indexed and served as its contracts answer at the tip', () => {
  let devnet: Devnet;
  let collection: DevnetMultiCollection;
  let ledger: TokenLedger;
  let database: TestDatabase;
  let app: FastifyInstance;

  const post = async <T>(path: string, body: object) =>
    ((await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload: body })).json() as { data: T }).data;
  const get = async <T>(path: string) => ((await app.inject({ method: 'GET', url: `${TOKEN_PREFIX}${path}` })).json() as { data: T }).data;
  const getter = async (abi: string, address: string, method: string, input: Record<string, string> = {}) => {
    const account = await withGetMethods(devnet).getAccount(address);
    if (account === null) throw new Error(`no account ${address}`);
    return runGetter(abi, readBocSingle(account), method, { answerId: '0', ...input }, true);
  };
  const operations = (kind: string) => ledger.operations().filter((operation) => operation.kind === kind).length;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'multi-collection', walletCount: 6 });
    collection = await devnetMultiCollection(devnet);
    ledger = new TokenLedger();
    devnet.setWorkload(new Workload('multi-collection', vep1155Activities(collection, ledger), 2, devnet));
    const done = () => operations('Mint') === MULTI_TOKEN_SUPPLIES.length && operations('Send') >= TRANSFERS && operations('Burn') === 1;
    runWorkloadAndSettle(devnet, clock, done, MAX_STEPS);
    database = await indexedDevnet(devnet);
    app = await buildServer({ database, rateLimit: false });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it('minted every multi-token, transferred between the genesis wallets and burned once', () => {
    expect([operations('Mint'), operations('Burn')]).toEqual([MULTI_TOKEN_SUPPLIES.length, 1]);
    expect(operations('Send')).toBeGreaterThanOrEqual(TRANSFERS);
  });

  it("serves the collection's counts, total supply and last token id as its getters and its NFTs' supplies give them", async () => {
    const multiTokens = Number((await getter(MULTI_COLLECTION_ABI, collection.address, 'totalSupply')).count);
    const supplies = await Promise.all(
      MULTI_TOKEN_SUPPLIES.map(async (_, id) =>
        BigInt(
          (await getter(MULTI_TOKEN_ABI_TEXT, multiNftAddress(collection.codes, collection.address, BigInt(id)), 'multiTokenSupply')).count as string,
        ),
      ),
    );
    const served = await get<MultiTokenCollection>(`/nft/multi/collections/${collection.address}`);
    expect(served).toMatchObject({
      address: collection.address,
      tokenCount: MULTI_TOKEN_SUPPLIES.length,
      liveTokenCount: multiTokens,
      totalSupply: supplies.reduce((sum, supply) => sum + supply, 0n).toString(),
      lastTokenId: String(multiTokens - 1),
    });
    // One burn lowered the supply: what the ledger expects the chain to hold.
    expect(BigInt(served.totalSupply)).toBe(MULTI_TOKEN_SUPPLIES.reduce((sum, supply) => sum + supply, 0n) - burned());
  });

  it("lists each multi-token with its NFT (the collection's nftAddress) and the supply the NFT answers", async () => {
    const { tokens } = await post<MultiTokenSearchResponse>('/nft/multi/tokens/search', { collectionAddress: collection.address });
    expect(tokens.map((token) => token.id)).toEqual(MULTI_TOKEN_SUPPLIES.map((_, id) => String(id)));
    for (const token of tokens) {
      const nft = (await getter(MULTI_TOKEN_ABI_TEXT, collection.address, 'nftAddress', { id: token.id })).nft as string;
      const supply = (await getter(MULTI_TOKEN_ABI_TEXT, nft, 'multiTokenSupply')).count as string;
      expect(token).toMatchObject<Partial<MultiToken>>({ nftAddress: nft, supply, minted: MULTI_TOKEN_SUPPLIES[Number(token.id)]!.toString() });
      expect(BigInt(supply)).toBe(ledger.supply(nft));
    }
  });

  it("serves every holder's wallets with the balance, owner and id the wallets answer, as the ledger expects", async () => {
    let checked = 0;
    for (const wallet of devnet.wallets) {
      const { wallets } = await post<MultiTokenWalletSearchResponse>('/nft/multi/wallets/search', { ownerAddress: wallet.rawAddress });
      for (const served of wallets) {
        const info = await getter(MULTI_TOKEN_ABI_TEXT, served.address, 'getInfo');
        const balance = (await getter(MULTI_TOKEN_ABI_TEXT, served.address, 'balance')).value as string;
        expect(served).toMatchObject<Partial<MultiTokenWallet>>({
          ownerAddress: info.owner as string,
          id: info.id as string,
          collectionAddress: collection.address,
          balance,
        });
        expect(served.ownerAddress).toBe(wallet.rawAddress);
        expect(BigInt(balance)).toBe(ledger.balance(served.nftAddress!, wallet.rawAddress));
        expect(await get<MultiTokenWallet>(`/nft/multi/wallets/${served.address}`)).toEqual(served);
        checked += 1;
      }
    }
    const held = MULTI_TOKEN_SUPPLIES.flatMap((_, id) =>
      ledger.holders(multiNftAddress(collection.codes, collection.address, BigInt(id))).filter(([, balance]) => balance > 0n),
    );
    expect(checked).toBe(held.length);
    expect(checked).toBeGreaterThan(MULTI_TOKEN_SUPPLIES.length);
  });

  it('is a collection to the explorer (the NFTs its mints deploy emit NftCreated), with an item for each multi-token', async () => {
    const minted = MULTI_TOKEN_SUPPLIES.length;
    const role = await get<{ collection: { itemsCount: number; totalMinted: string } | null; nft: unknown }>(`/nft/accounts/${collection.address}`);
    expect(role).toMatchObject({ collection: { itemsCount: minted, totalMinted: String(minted) }, nft: null });
  });

  function burned(): bigint {
    return ledger
      .operations()
      .filter((operation) => operation.kind === 'Burn')
      .reduce((sum, operation) => sum + operation.amount, 0n);
  }
});
