import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTip4CollectionInfo, readTip4NftInfo, readSupportedInterfaces, NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import { defaultActivities, Devnet, ManualClock, Workload, type NftLedgerOperation, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
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
  }, 600_000);
  afterAll(async () => {
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
});

interface EventKey {
  readonly transaction_hash: string;
  readonly kind: string;
}

/** A transfer makes the new owner the manager too: the NFT emits ManagerChanged after OwnerChanged in the same transaction. */
function isTransferManagerChange(event: EventKey, events: readonly EventKey[]): boolean {
  return events.some((other) => other.transaction_hash === event.transaction_hash && other.kind === 'OwnerChanged');
}
