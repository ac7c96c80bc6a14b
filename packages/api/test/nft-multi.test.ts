import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { TOKEN_PREFIX } from '../src/index.js';
import { buildCheckedServer } from './support/openapi-responses.js';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const COLLECTION = address('c0');
const [OWNER, OTHER_OWNER] = [address('01'), address('02')];
const nftOf = (id: number) => `0:${id.toString(16).padStart(64, 'a')}`;
const walletOf = (id: number, owner: string) => `0:${id.toString(16).padStart(4, '0')}${owner.slice(6)}`;
const TOKENS = 25;

/** A collection of 25 multi-tokens: id n has supply n+1, all held by OWNER but id 0, split 3 to OWNER and 1 to OTHER_OWNER, and id 1, emptied by OWNER. */
async function seed(database: TestDatabase): Promise<void> {
  const at = (n: number) => ({ created_at: 1_700_000_000 + n, created_lt: 1000 + n, updated_lt: 1000 + n });
  await database.db
    .insertInto('multi_token_collections')
    .values({ address: COLLECTION, token_count: TOKENS, live_token_count: TOKENS, total_supply: '325', last_token_id: '24', ...at(0) })
    .execute();
  await database.db
    .insertInto('multi_tokens')
    .values(
      Array.from({ length: TOKENS }, (_, id) => ({
        collection_address: COLLECTION,
        token_id: String(id),
        nft_address: nftOf(id),
        minted: String(id + 1),
        supply: String(id + 1),
        ...at(id),
      })),
    )
    .execute();
  const wallet = (id: number, owner: string, balance: number, n: number) => ({
    address: walletOf(id, owner),
    collection_address: COLLECTION,
    token_id: String(id),
    owner_address: owner,
    nft_address: nftOf(id),
    balance: String(balance),
    updated_at: 1_700_000_000 + n,
    ...at(n),
  });
  await database.db
    .insertInto('multi_token_wallets')
    .values([
      wallet(0, OWNER, 3, 0),
      wallet(0, OTHER_OWNER, 1, 30),
      wallet(1, OWNER, 0, 1),
      ...Array.from({ length: TOKENS - 2 }, (_, n) => wallet(n + 2, OWNER, n + 3, n + 2)),
    ])
    .execute();
  await database.db
    .insertInto('nft_metadata')
    .values({
      address: nftOf(0),
      kind: 'Nft',
      status: 'Inline',
      interface_ids: JSON.stringify([]),
      standards: JSON.stringify(['VEP-1155']),
      name: 'Gold',
      attempts: 1,
    })
    .execute();
}

describe('the multi-token calls of the NFT API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seed(database);
    app = await buildCheckedServer({ database, rateLimit: false }, '/api/tokens/docs/json');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = async (path: string, payload: object) => app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload });
  const get = async (path: string) => app.inject({ method: 'GET', url: `${TOKEN_PREFIX}${path}` });

  it('gives a collection’s counts, total supply and last token id, and null for any other account', async () => {
    expect((await get(`/nft/multi/collections/${COLLECTION.toUpperCase().replace('0X', '0x')}`)).json().data).toEqual({
      address: COLLECTION,
      tokenCount: 25,
      liveTokenCount: 25,
      totalSupply: '325',
      lastTokenId: '24',
      createdAt: 1_700_000_000,
    });
    expect((await get(`/nft/multi/collections/${OWNER}`)).json()).toEqual({ data: null });
  });

  it('lists a collection’s multi-tokens in id order, 20 a page, with their NFT, its name and their supply', async () => {
    const first = (await post('/nft/multi/tokens/search', { collectionAddress: COLLECTION })).json().data;
    expect(first.tokens.map((token: { id: string }) => token.id)).toEqual(Array.from({ length: 20 }, (_, id) => String(id)));
    expect(first.tokens[0]).toEqual({
      collectionAddress: COLLECTION,
      id: '0',
      nftAddress: nftOf(0),
      name: 'Gold',
      minted: '1',
      supply: '1',
      createdAt: 1_700_000_000,
    });
    const second = (await post('/nft/multi/tokens/search', { collectionAddress: COLLECTION, cursor: first.nextCursor })).json().data;
    expect(second.tokens.map((token: { id: string }) => token.id)).toEqual(['20', '21', '22', '23', '24']);
    expect(second.nextCursor).toBeNull();
  });

  it('lists an owner’s wallets holding a balance, newest first, and one multi-token’s wallets by its NFT, largest first', async () => {
    const owned = (await post('/nft/multi/wallets/search', { ownerAddress: OWNER, limit: 100 })).json().data.wallets as {
      id: string;
      balance: string;
    }[];
    expect(owned).toHaveLength(TOKENS - 1);
    expect(owned.map((wallet) => wallet.id)).not.toContain('1');
    expect(owned.slice(0, 2).map((wallet) => wallet.id)).toEqual(['24', '23']);
    const holders = (await post('/nft/multi/wallets/search', { nftAddress: nftOf(0) })).json().data.wallets;
    expect(holders).toEqual([
      {
        address: walletOf(0, OWNER),
        id: '0',
        ownerAddress: OWNER,
        collectionAddress: COLLECTION,
        nftAddress: nftOf(0),
        name: 'Gold',
        balance: '3',
        createdAt: 1_700_000_000,
      },
      expect.objectContaining({ ownerAddress: OTHER_OWNER, balance: '1' }),
    ]);
  });

  it('gives a wallet by its address, emptied ones too, and null for any other account', async () => {
    expect((await get(`/nft/multi/wallets/${walletOf(1, OWNER)}`)).json().data).toMatchObject({
      id: '1',
      ownerAddress: OWNER,
      nftAddress: nftOf(1),
      balance: '0',
    });
    expect((await get(`/nft/multi/wallets/${COLLECTION}`)).json()).toEqual({ data: null });
  });

  it('gives a multi-token’s NFT its supply, and no other NFT one, not even one of another collection with the same id', async () => {
    const item = (address: string, collection: string, id: string) => ({
      address,
      collection_address: collection,
      nft_id: id,
      owner_address: collection,
      manager_address: collection,
      burned: false,
      created_at: 1_700_000_000,
      created_lt: 1000,
      updated_at: 1_700_000_000,
      updated_lt: 1000,
    });
    const plainNft = address('9a');
    await database.db
      .insertInto('nft_items')
      .values([item(nftOf(3), COLLECTION, '3'), item(plainNft, OWNER, '3')])
      .execute();
    expect((await get(`/nft/items/${nftOf(3)}`)).json().data).toMatchObject({ id: '3', supply: '4' });
    expect((await get(`/nft/items/${plainNft}`)).json().data).toMatchObject({ id: '3', supply: null });
  });

  it('answers 400 naming the field for a missing party, a bad address, a bad cursor or a page too large', async () => {
    const refusal = async (response: Awaited<ReturnType<typeof post>>) => [response.statusCode, response.json().error.message as string];
    expect(await refusal(await post('/nft/multi/wallets/search', {}))).toEqual([400, expect.stringMatching(/^body\/ownerAddress /)]);
    expect(await refusal(await post('/nft/multi/tokens/search', {}))).toEqual([400, expect.stringMatching(/^body.*collectionAddress/)]);
    expect(await refusal(await post('/nft/multi/tokens/search', { collectionAddress: 'nope' }))).toEqual([
      400,
      expect.stringMatching(/^body\/collectionAddress/),
    ]);
    expect(await refusal(await post('/nft/multi/tokens/search', { collectionAddress: COLLECTION, cursor: 'x' }))).toEqual([
      400,
      expect.stringMatching(/^body\/cursor/),
    ]);
    expect(await refusal(await post('/nft/multi/wallets/search', { ownerAddress: OWNER, limit: 101 }))).toEqual([
      400,
      expect.stringMatching(/^body\/limit/),
    ]);
    expect(await refusal(await get('/nft/multi/collections/zz'))).toEqual([400, expect.stringMatching(/^params\/address/)]);
  });
});
