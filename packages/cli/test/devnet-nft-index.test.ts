import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, TOKEN_PREFIX } from '@tvmscan/api';
import type { CollectionSearchResponse, EventSearchResponse, NftEvent, NftItem, ItemSearchResponse } from '@tvmscan/api/nft-contract';
import { readTip4CollectionInfo, readTip4NftInfo, readSupportedInterfaces, NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import { defaultActivities, Devnet, ManualClock, Workload, type NftLedgerOperation, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, NftMetadataFetcher, runIndexer, stateSourceReader, withGetMethods } from '@tvmscan/indexer';
import { listNftEvents, type NftEventRecord } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { readBocSingle } from '@tvmscan/tvm';

const MIN_NFT_OPERATIONS = 60;
const ZERO = `0:${'0'.repeat(64)}`;

/** An NFT action as a multiset key: NFT, kind, from, to. */
const keyOf = (nft: string, kind: string, from: string, to: string) => `${nft} ${kind} ${from} ${to}`;

function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

describe('NFT indexing of a devnet chain of TIP-4 mints, transfers, manager changes and burns', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let ledger: TokenLedger;
  let app: FastifyInstance;

  const post = async <T>(path: string, body: object) => {
    const response = await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload: body });
    return { status: response.statusCode, data: (response.json() as { data: T }).data, body: response.json() as { error?: { message: string } } };
  };
  const get = async <T>(path: string) => {
    const response = await app.inject({ method: 'GET', url: `${TOKEN_PREFIX}${path}` });
    return { status: response.statusCode, data: (response.json() as { data: T }).data };
  };

  const accountCell = async (address: string) => readBocSingle((await withGetMethods(devnet).getAccount(address))!);

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'nft-index', walletCount: 8 });
    const all = defaultActivities(devnet);
    ledger = all.ledger;
    const activities = all.activities.filter((activity) => activity.name === 'deploy' || activity.name.startsWith('tip4-'));
    devnet.setWorkload(new Workload('nft-index', activities, 20, devnet));
    while (ledger.nftOperations().length < MIN_NFT_OPERATIONS) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    devnet.setWorkload(null);
    while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false, groupBatches: 5 });
    const fetcher = new NftMetadataFetcher(database, { reader: stateSourceReader(withGetMethods(devnet)), batch: 100 });
    while ((await fetcher.runOnce()) > 0);
    app = await buildServer({ database, rateLimit: false });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it('made every kind of NFT action on the devnet', () => {
    const kinds = new Set(ledger.nftOperations().map((operation) => operation.kind));
    expect([...kinds].sort()).toEqual(['Burn', 'ManagerChange', 'Mint', 'Transfer']);
  });

  it('gives every NFT the owner and manager its getInfo gives at the tip, and marks the burned ones', async () => {
    const items = await database.db.selectFrom('nft_items').selectAll().execute();
    expect(items.length).toBe(ledger.nfts().length);
    for (const item of items) {
      const expected = ledger.nfts().find((nft) => nft.collection === item.collection_address && nft.id === BigInt(item.nft_id))!;
      expect(item.burned, item.address).toBe(expected.burned);
      if (item.burned) {
        expect(await withGetMethods(devnet).getAccount(item.address)).toBeNull();
        continue;
      }
      const info = readTip4NftInfo(await accountCell(item.address));
      expect({ id: BigInt(item.nft_id), owner: item.owner_address, manager: item.manager_address, collection: item.collection_address }).toEqual(
        info,
      );
    }
  });

  it('lists every mint, transfer, manager change and burn of the ledger once as an event', async () => {
    const events = await database.db.selectFrom('nft_events').selectAll().execute();
    const nftOf = (operation: NftLedgerOperation) => items.get(`${operation.collection}/${operation.id}`)!;
    const rows = await database.db.selectFrom('nft_items').select(['address', 'collection_address', 'nft_id']).execute();
    const items = new Map(rows.map((row) => [`${row.collection_address}/${row.nft_id}`, row.address]));
    const expected = ledger.nftOperations().flatMap((operation) => {
      const nft = nftOf(operation);
      switch (operation.kind) {
        case 'Mint':
          return [keyOf(nft, 'NftCreated', ZERO, operation.to!)];
        case 'Burn':
          return [keyOf(nft, 'NftBurned', operation.from!, ZERO)];
        case 'ManagerChange':
          return [keyOf(nft, 'ManagerChanged', operation.from!, operation.to!)];
        case 'Transfer':
          return [keyOf(nft, 'OwnerChanged', operation.from!, operation.to!)];
      }
    });
    const stored = events.filter((event) => event.kind !== 'ManagerChanged' || !isTransferManagerChange(event, events));
    expect(countKeys(stored.map((event) => keyOf(event.nft_address, event.kind, event.from_address, event.to_address)))).toEqual(countKeys(expected));
  });

  it('pages an NFT’s events back to its NftCreated, newest first, by the last event’s transaction', async () => {
    const busiest = await database.db
      .selectFrom('nft_events')
      .select(['nft_address', ({ fn }) => fn.countAll<string>().as('count')])
      .groupBy('nft_address')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const walked: NftEventRecord[] = [];
    let continuation = null as Parameters<typeof listNftEvents>[3];
    do {
      const batch = await listNftEvents(database.db, { nftAddress: busiest.nft_address }, 2, continuation);
      walked.push(...batch.events);
      continuation = batch.continuation;
    } while (continuation !== null);
    expect(walked.length).toBe(Number(busiest.count));
    expect(walked.length).toBeGreaterThan(2);
    expect(walked.at(-1)!.kind).toBe('NftCreated');
    expect(walked.map((event) => BigInt(event.lt))).toEqual(
      [...walked.map((event) => BigInt(event.lt))].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)),
    );
  });

  it("counts each collection's mints as its totalMinted getter and its items as the ledger", async () => {
    const collections = await database.db.selectFrom('nft_collections').selectAll().execute();
    expect(collections.map((collection) => collection.address).sort()).toEqual([...new Set(ledger.nfts().map((nft) => nft.collection))].sort());
    for (const collection of collections) {
      const account = await accountCell(collection.address);
      const info = readTip4CollectionInfo(account);
      expect(BigInt(collection.minted_count)).toBe(info.totalMinted);
      expect(BigInt(collection.minted_count) - BigInt(collection.burned_count)).toBe(info.totalSupply);
      const alive = ledger.nfts().filter((nft) => nft.collection === collection.address && !nft.burned).length;
      expect(Number(collection.minted_count) - Number(collection.burned_count)).toBe(alive);
      expect(readSupportedInterfaces(account)).toEqual(
        expect.arrayContaining([NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.tip42Json, NFT_INTERFACE_IDS.tip43Collection]),
      );
    }
  });

  it('serves the collections page with each collection’s name, standards, items (as the ledger) and minted count', async () => {
    const { data } = await post<CollectionSearchResponse>('/nft/collections/search', {});
    expect(data.collections.length).toBe(devnet.tokens.collections.length);
    for (const collection of data.collections) {
      const devnetCollection = devnet.tokens.collections.find((candidate) => candidate.address === collection.address)!;
      const minted = ledger.nfts().filter((nft) => nft.collection === collection.address);
      expect(collection).toMatchObject({
        name: devnetCollection.name,
        metadataStatus: 'Inline',
        standards: ['TIP-4.1', 'TIP-4.2', 'TIP-4.3'],
        ownerAddress: devnetCollection.owner.rawAddress,
        itemsCount: minted.filter((nft) => !nft.burned).length,
        totalMinted: String(minted.length),
      });
    }
    expect((await post<{ totalCount: number }>('/nft/collections/count', {})).data.totalCount).toBe(devnet.tokens.collections.length);
  });

  it('serves a collection’s items with their inline metadata, and an owner’s items', async () => {
    const collection = devnet.tokens.collections[0]!;
    const { data } = await post<ItemSearchResponse>('/nft/items/search', { collectionAddress: collection.address, limit: 100 });
    const alive = ledger.nfts().filter((nft) => nft.collection === collection.address && !nft.burned);
    expect(data.items.map((item) => BigInt(item.id))).toEqual(alive.map((nft) => nft.id).sort((a, b) => (a < b ? -1 : 1)));
    for (const item of data.items)
      expect(item).toMatchObject({ metadataStatus: 'Inline', name: `${collection.name} #${item.id}`, metadataType: 'Basic NFT' });
    const owner = alive[0]!.owner;
    const owned = await post<ItemSearchResponse>('/nft/items/search', { ownerAddress: owner, limit: 100 });
    expect(owned.data.items.length).toBe(ledger.nfts().filter((nft) => nft.owner === owner && !nft.burned).length);
    const one = await get<NftItem>(`/nft/items/${data.items[0]!.address}`);
    expect(one.data).toEqual(data.items[0]);
  });

  it('walks an NFT’s events through the API by the last event’s transaction down to NftCreated', async () => {
    const { nft_address } = await database.db
      .selectFrom('nft_events')
      .select('nft_address')
      .where('kind', '=', 'OwnerChanged')
      .executeTakeFirstOrThrow();
    const walked: NftEvent[] = [];
    let continuation: EventSearchResponse['continuation'] = null;
    do {
      const batch: { data: EventSearchResponse } = await post<EventSearchResponse>('/nft/events/search', {
        nftAddress: nft_address,
        limit: 1,
        continuation,
      });
      walked.push(...batch.data.events);
      continuation = batch.data.continuation;
    } while (continuation !== null);
    expect(walked.at(-1)).toMatchObject({ kind: 'NftCreated', from: ZERO });
    expect(walked.length).toBe((await post<{ totalCount: number }>('/nft/events/count', { nftAddress: nft_address })).data.totalCount);
  });

  it('answers 400 naming the field for a bad request and 404 for an address that is no NFT', async () => {
    const missing = await post('/nft/items/search', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error!.message).toMatch(/collectionAddress/);
    const badAddress = await post('/nft/items/search', { collectionAddress: 'nope' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.error!.message).toMatch(/collectionAddress/);
    const unknownField = await post('/nft/collections/search', { sort: 'name' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error!.message).toMatch(/sort/);
    const badContinuation = await post('/nft/events/search', { nftAddress: ZERO, continuation: { transactionHash: 'ab'.repeat(32), eventIndex: 0 } });
    expect(badContinuation.status).toBe(400);
    expect(badContinuation.body.error!.message).toMatch(/continuation/);
    expect((await get(`/nft/items/${ZERO}`)).status).toBe(404);
  });
});

interface EventKey {
  readonly transaction_hash: string;
  readonly kind: string;
}

/** A transfer makes the new owner the manager too: the NFT emits ManagerChanged after OwnerChanged in the same transaction. */
function isTransferManagerChange(event: EventKey, events: readonly EventKey[]): boolean {
  return events.some((other) => other.transaction_hash === event.transaction_hash && other.kind === 'OwnerChanged');
}
