import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, TOKEN_PREFIX } from '@tvmscan/api';
import type { CollectionSearchResponse, EventSearchResponse, ItemSearchResponse, NftEvent, NftIndex, NftItem } from '@tvmscan/api/nft-contract';
import {
  runGetter,
  fetchTokenRootInfo,
  fetchTokenWalletInfo,
  NFT_INTERFACE_IDS,
  readSupportedInterfaces,
  readTip4CollectionInfo,
  readTip4NftInfo,
} from '@tvmscan/contracts';
import { Devnet, ManualClock, tokenActivities, Workload, type LedgerOperation, type NftLedgerOperation, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, NftMetadataFetcher, runIndexer, stateSourceReader, withGetMethods } from '@tvmscan/indexer';
import { advanceCheckpoint, findDeployMessage, listNftEvents, type NftEventRecord } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { readBocSingle } from '@tvmscan/tvm';

const MIN_TRANSACTIONS = 2_000;

/** The TIP-4.3 Index's getter, as @broxus/tip4's Index ABI declares it. */
const INDEX_GETTER_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.2',
  header: ['time'],
  functions: [
    {
      name: 'getInfo',
      inputs: [{ name: 'answerId', type: 'uint32' }],
      outputs: [
        { name: 'collection', type: 'address' },
        { name: 'owner', type: 'address' },
        { name: 'nft', type: 'address' },
      ],
    },
  ],
  data: [],
  events: [],
});
const ZERO = `0:${'0'.repeat(64)}`;

/** An operation as a multiset key: root, kind, the owner tokens leave, the owner they go to, amount. */
const keyOf = (token: string, kind: string, from: string | null, to: string | null, amount: bigint | string) =>
  `${token} ${kind} ${from ?? '-'} ${to ?? '-'} ${amount}`;

/** An NFT action as a multiset key: NFT, kind, from, to. */
const nftKeyOf = (nft: string, kind: string, from: string, to: string) => `${nft} ${kind} ${from} ${to}`;

const live = <T extends { live: boolean; kind: string }>(indexes: readonly T[]) => indexes.filter((index) => index.live && index.kind === 'Index');

function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

describe('token indexing of a devnet chain of TIP-3 and TIP-4 activity', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let operations: readonly LedgerOperation[];
  let ledger: TokenLedger;
  let tip3Roots: string[];
  let transactions = 0;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'token-index', walletCount: 12 });
    const workload = tokenActivities(devnet);
    devnet.setWorkload(new Workload('token-index', workload.activities, 40, devnet));
    while (devnet.sealedTransactions < MIN_TRANSACTIONS) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    // Without new work, the messages in flight land: every transfer arrives, every bounce comes back.
    devnet.setWorkload(null);
    while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    transactions = devnet.sealedTransactions;
    tip3Roots = devnet.tokens.tokens.map((token) => token.address);
    // The TIP-3 tokens' operations: the getters below are TIP-3's.
    operations = workload.ledger.operations().filter((operation) => tip3Roots.includes(operation.token));
    ledger = workload.ledger;
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false, groupBatches: 7 });
  }, 600_000);
  afterAll(async () => {
    devnet?.close();
    await database?.close();
  });

  it(`indexes a chain of at least ${MIN_TRANSACTIONS} transactions, a token operation for every few of them`, async () => {
    expect(transactions).toBeGreaterThanOrEqual(MIN_TRANSACTIONS);
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(({ fn }) => fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBeGreaterThan(transactions / 6);
  });

  it("gives every root the devnet deployed, with the getters' name, symbol and decimals, and holders summing to its supply and to its totalSupply getter", async () => {
    const roots = await database.db.selectFrom('token_roots').selectAll().where('standard', '=', 'Tip3').orderBy('address').execute();
    expect(roots.map((root) => root.address).sort()).toEqual(devnet.tokens.tokens.map((token) => token.address).sort());
    for (const root of roots) {
      const token = devnet.tokens.tokens.find((candidate) => candidate.address === root.address)!;
      expect(root).toMatchObject({ standard: 'Tip3', name: token.config.name, symbol: token.config.symbol, decimals: token.config.decimals });
      expect(root.owner_address).toBe(token.owner.rawAddress);
      const holders = await database.db.selectFrom('token_wallets').select('balance').where('root_address', '=', root.address).execute();
      const sum = holders.reduce((total, holder) => total + BigInt(holder.balance), 0n);
      expect(sum, root.symbol).toBe(BigInt(root.total_supply));
      expect(BigInt(root.total_supply), root.symbol).toBe((await fetchTokenRootInfo(devnet, root.address)).totalSupply);
    }
  });

  it("stores every holder's amount as its wallet's balance getter gives it, with the wallet's owner and root", async () => {
    const wallets = await database.db.selectFrom('token_wallets').selectAll().where('root_address', 'in', tip3Roots).execute();
    expect(wallets.length).toBeGreaterThan(devnet.tokens.tokens.length);
    for (const wallet of wallets) {
      const info = await fetchTokenWalletInfo(devnet, wallet.address);
      expect({ balance: BigInt(wallet.balance), owner: wallet.owner_address, root: wallet.root_address }, wallet.address).toEqual(info);
    }
  });

  it('lists every operation of the ledger once, with its kind, amount, sender owner and receiver owner', async () => {
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(['root_address', 'kind', 'sender_owner', 'receiver_owner', 'amount'])
      .where('kind', 'in', ['Mint', 'Send', 'Burn', 'SendCancellation'])
      .where('root_address', 'in', tip3Roots)
      .execute();
    // A bounced transfer is a Send to the owner without a wallet, then the SendCancellation that brings the tokens
    // back to the sender, whose counterpart owner no message of the bounce names.
    const expected = operations.flatMap((operation) =>
      operation.kind === 'SendCancellation'
        ? [
            keyOf(operation.token, 'Send', operation.from, operation.to, operation.amount),
            keyOf(operation.token, 'SendCancellation', operation.from, null, operation.amount),
          ]
        : [keyOf(operation.token, operation.kind, operation.from, operation.to, operation.amount)],
    );
    const stored = rows.map((row) => keyOf(row.root_address, row.kind, row.sender_owner, row.receiver_owner, row.amount));
    expect(countKeys(stored)).toEqual(countKeys(expected));
    expect(operations.filter((operation) => operation.kind === 'SendCancellation').length).toBeGreaterThan(0);
  });

  it('receives every transfer that did not bounce once, from the sending owner', async () => {
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(['root_address', 'sender_owner', 'receiver_owner', 'amount'])
      .where('kind', '=', 'Receive')
      .where('root_address', 'in', tip3Roots)
      .execute();
    const expected = operations
      .filter((operation) => operation.kind === 'Send')
      .map((operation) => keyOf(operation.token, 'Receive', operation.from, operation.to, operation.amount));
    expect(countKeys(rows.map((row) => keyOf(row.root_address, 'Receive', row.sender_owner, row.receiver_owner, row.amount)))).toEqual(
      countKeys(expected),
    );
  });

  it('counts the operations of each root and kind per day as the token transactions hold them', async () => {
    const stats = await database.db.selectFrom('token_stats_daily').selectAll().execute();
    const rows = await database.db.selectFrom('token_transactions').select(['root_address', 'kind', 'amount', 'block_time']).execute();
    const sums = (items: { key: string; amount: bigint | string }[]) => {
      const totals = new Map<string, string>();
      for (const { key, amount } of items) {
        const [count, sum] = (totals.get(key) ?? '0 0').split(' ').map(BigInt) as [bigint, bigint];
        totals.set(key, `${count + 1n} ${sum + BigInt(amount)}`);
      }
      return totals;
    };
    const day = (time: bigint) => time - (time % 86_400n);
    const fromRows = sums(rows.map((row) => ({ key: `${row.root_address} ${day(row.block_time)} ${row.kind}`, amount: row.amount })));
    const fromStats = new Map(stats.map((stat) => [`${stat.root_address} ${stat.day} ${stat.kind}`, `${stat.count} ${stat.amount}`]));
    expect(fromStats).toEqual(fromRows);
  });

  it('reads the wallets and roots an index starting mid-chain meets already deployed through their getters, once, in the write that meets them', async () => {
    const midway = await openTestDatabase('pglite');
    try {
      await midway.db.transaction().execute((trx) => advanceCheckpoint(trx, { mcSeqno: Math.floor(devnet.seqno / 2), source: 'devnet' }));
      // One write for the rest of the chain, read while the devnet stands at its end: the getters' balances less that
      // write's own changes are the balances before it.
      await runIndexer({
        database: midway,
        source: devnet,
        stateSource: withGetMethods(devnet),
        sourceName: 'devnet',
        follow: false,
        groupBatches: 100_000,
        groupTransactions: 10_000_000,
      });
      const wallets = await midway.db.selectFrom('token_wallets').selectAll().where('root_address', 'in', tip3Roots).execute();
      const metDeployed = await Promise.all(wallets.map(async (wallet) => (await findDeployMessage(midway.db, wallet.address)) === null));
      expect(metDeployed.filter(Boolean).length, 'wallets deployed before the index starts').toBeGreaterThan(3);
      expect(metDeployed.filter((deployed) => !deployed).length, 'wallets deployed after').toBeGreaterThan(3);
      for (const wallet of wallets) {
        const info = await fetchTokenWalletInfo(devnet, wallet.address);
        expect({ balance: BigInt(wallet.balance), owner: wallet.owner_address, root: wallet.root_address }, wallet.address).toEqual(info);
      }
      for (const root of await midway.db.selectFrom('token_roots').selectAll().where('standard', '=', 'Tip3').execute()) {
        const info = await fetchTokenRootInfo(devnet, root.address);
        expect({ supply: BigInt(root.total_supply), name: root.name, decimals: root.decimals }).toEqual({
          supply: info.totalSupply,
          name: info.name,
          decimals: info.decimals,
        });
      }
    } finally {
      await midway.close();
    }
  });

  describe('NFTs', () => {
    let app: FastifyInstance;
    const accountCell = async (address: string) => readBocSingle((await withGetMethods(devnet).getAccount(address))!);
    const post = async <T>(path: string, body: object) => {
      const response = await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload: body });
      return { status: response.statusCode, data: (response.json() as { data: T }).data, body: response.json() as { error?: { message: string } } };
    };
    const get = async <T>(path: string) => {
      const response = await app.inject({ method: 'GET', url: `${TOKEN_PREFIX}${path}` });
      return { status: response.statusCode, data: (response.json() as { data: T }).data };
    };

    beforeAll(async () => {
      const fetcher = new NftMetadataFetcher(database, { reader: stateSourceReader(withGetMethods(devnet)), batch: 100 });
      while ((await fetcher.runOnce()) > 0);
      app = await buildServer({ database, rateLimit: false });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
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
        const account = await accountCell(item.address);
        expect(readSupportedInterfaces(account)).toEqual(
          expect.arrayContaining([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip42Json, NFT_INTERFACE_IDS.tip43Nft]),
        );
        const info = readTip4NftInfo(account);
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
            return [nftKeyOf(nft, 'NftCreated', ZERO, operation.to!)];
          case 'Burn':
            return [nftKeyOf(nft, 'NftBurned', operation.from!, ZERO)];
          case 'ManagerChange':
            return [nftKeyOf(nft, 'ManagerChanged', operation.from!, operation.to!)];
          case 'Transfer':
            return [nftKeyOf(nft, 'OwnerChanged', operation.from!, operation.to!)];
        }
      });
      const stored = events.filter((event) => event.kind !== 'ManagerChanged' || !isTransferManagerChange(event, events));
      expect(countKeys(stored.map((event) => nftKeyOf(event.nft_address, event.kind, event.from_address, event.to_address)))).toEqual(
        countKeys(expected),
      );
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
      const firstPage = await post<CollectionSearchResponse>('/nft/collections/search', { limit: 1 });
      const secondPage = await post<CollectionSearchResponse>('/nft/collections/search', { limit: 1, cursor: firstPage.data.nextCursor });
      expect([...firstPage.data.collections, ...secondPage.data.collections]).toEqual(data.collections.slice(0, 2));
      const backPage = await post<CollectionSearchResponse>('/nft/collections/search', {
        limit: 1,
        cursor: secondPage.data.prevCursor,
        direction: 'Prev',
      });
      expect(backPage.data.collections).toEqual(firstPage.data.collections);
      const exported = await post<{ collections: { address: string; itemsCount: number }[] }>('/nft/collections/export', {});
      expect(exported.data.collections.map((row) => [row.address, row.itemsCount])).toEqual(
        data.collections.map((row) => [row.address, row.itemsCount]),
      );
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
      const first = await post<ItemSearchResponse>('/nft/items/search', { collectionAddress: collection.address, limit: 2 });
      const second = await post<ItemSearchResponse>('/nft/items/search', {
        collectionAddress: collection.address,
        limit: 2,
        cursor: first.data.nextCursor,
      });
      expect(second.data.items.map((item) => item.id)).toEqual(data.items.slice(2, 4).map((item) => item.id));
      const back = await post<ItemSearchResponse>('/nft/items/search', {
        collectionAddress: collection.address,
        limit: 2,
        cursor: second.data.prevCursor,
        direction: 'Prev',
      });
      expect(back.data.items).toEqual(first.data.items);
      const one = await get<NftItem>(`/nft/items/${data.items[0]!.address}`);
      expect(one.data).toEqual(data.items[0]);
    });

    it('keeps for every live NFT the two Index contracts of its current owner, as their getInfo gives them, and serves owners’ NFTs from them', async () => {
      const items = await database.db.selectFrom('nft_items').selectAll().where('burned', '=', false).execute();
      const indexes = await database.db.selectFrom('nft_indexes').selectAll().execute();
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const { owner } = readTip4NftInfo(await accountCell(item.address));
        const alive = indexes.filter((index) => index.nft_address === item.address && index.live);
        expect(alive.map((index) => [index.owner_address, index.collection_address, index.in_collection]).sort()).toEqual([
          [owner, item.collection_address, false],
          [owner, item.collection_address, true],
        ]);
        for (const index of alive) {
          const info = runGetter(INDEX_GETTER_ABI, await accountCell(index.address), 'getInfo', { answerId: '0' }, true);
          expect(info).toEqual({ collection: index.collection_address, owner: index.owner_address, nft: index.nft_address });
        }
      }
      const destroyed = indexes.filter((index) => !index.live);
      expect(destroyed.length).toBeGreaterThan(0);
      for (const index of destroyed) expect(await withGetMethods(devnet).getAccount(index.address)).toBeNull();
      const bases = indexes.filter((index) => index.kind === 'IndexBasis');
      expect(bases.map((basis) => basis.collection_address).sort()).toEqual(devnet.tokens.collections.map((collection) => collection.address).sort());

      const owners = new Map<string, string[]>();
      for (const item of items) {
        const { owner } = readTip4NftInfo(await accountCell(item.address));
        owners.set(owner, [...(owners.get(owner) ?? []), item.address]);
      }
      for (const [owner, owned] of owners) {
        const { data } = await post<ItemSearchResponse>('/nft/items/search', { ownerAddress: owner, limit: 100 });
        expect(data.items.map((item) => item.address).sort(), owner).toEqual(owned.sort());
      }
      const index = live(indexes)[0]!;
      const served = await get<NftIndex>(`/nft/indexes/${index.address}`);
      expect(served.data).toEqual({
        address: index.address,
        kind: 'Index',
        collectionAddress: index.collection_address,
        nftAddress: index.nft_address,
        ownerAddress: index.owner_address,
        inCollection: index.in_collection,
        live: true,
        deployedAt: Number(index.deployed_at),
      });
      expect(await get(`/nft/indexes/${ZERO}`)).toEqual({ status: 200, data: null });
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
      const badContinuation = await post('/nft/events/search', {
        nftAddress: ZERO,
        continuation: { transactionHash: 'ab'.repeat(32), eventIndex: 0 },
      });
      expect(badContinuation.status).toBe(400);
      expect(badContinuation.body.error!.message).toMatch(/continuation/);
      expect((await get(`/nft/items/${ZERO}`)).status).toBe(404);
    });
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
