import { applyNftEvent, nftEventSubject, type MultiTokenMovement, type NftItemState } from '@tvmscan/contracts/actions';
import type { NftChainEvent } from '@tvmscan/contracts/operations';
import {
  emptyNftRows,
  loadNftItems,
  storedNftFacts,
  type Database,
  type NftCollectionRow,
  type NftEventRow,
  type NftRows,
  type StoredNftItem,
} from '@tvmscan/store';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';
import { deriveNftIndexes } from './nft-index-deriver.js';
import { MultiTokenDeriver } from './multi-token-deriver.js';

/** An NFT while writes are derived: as its events left it, and when. */
interface ItemState extends NftItemState {
  readonly createdAt: number;
  readonly createdLt: bigint;
  readonly updatedAt: number;
  readonly updatedLt: bigint;
}

interface PlacedEvent {
  readonly event: NftChainEvent;
  readonly facts: TransactionFacts;
  /** The NFT the event is about: the emitting account, or the NFT a collection's NftBurned names. */
  readonly nft: string;
}

/** How many NFTs the deriver keeps between writes before it lets go of those already committed. */
const BOOK_LIMIT = 200_000;

/**
 * Derives the NFT rows of consecutive writes from the events the NFTs emit, in chain order: an NftCreated makes an
 * item (and meets its collection), OwnerChanged and ManagerChanged move it, NftBurned (the NFT's, or its collection's
 * on the burn) ends it; each event becomes a
 * row with its from and to. An NftCreated counts only when the NFT was deployed by the collection it names (the
 * deploying message came from it), so a contract cannot claim a collection's name; the other events count only for
 * NFTs so made. The items the writes derived so far leave are held, committed or not (the indexer is their only
 * writer), like the token book; those not held are read from the database. The TIP-4.3 Index contracts the writes
 * deploy and destroy come with them (`deriveNftIndexes`), and so do the standard-6 multi-tokens (`MultiTokenDeriver`).
 */
export class NftDeriver {
  private readonly items = new Map<string, ItemState>();
  private readonly lastWrite = new Map<string, number>();
  private write = 0;
  private readonly multi: MultiTokenDeriver;

  constructor(private readonly database: Database) {
    this.multi = new MultiTokenDeriver(database);
  }

  /** The standard-6 mints, transfers and burns that counted in the write derived last, by transaction hash. */
  multiTokenMovements(): ReadonlyMap<string, readonly MultiTokenMovement[]> {
    return this.multi.movementsOfLastWrite();
  }

  /** `committed`: how many of the writes derived so far are committed. */
  async derive(group: readonly PreparedBatch[], committed: number): Promise<NftRows> {
    this.forgetCommitted(committed);
    this.write += 1;
    const placed: PlacedEvent[] = [];
    for (const batch of group) {
      for (const facts of batch.transactions)
        facts.nftEvents?.forEach((event) => placed.push({ event, facts, nft: nftEventSubject(event, accountOf(facts)) }));
    }
    const indexes = deriveNftIndexes(group);
    const multi = await this.multi.derive(group, committed);
    if (placed.length === 0) return { ...emptyNftRows(), indexes, multi };
    await this.loadMissing(placed);
    return { ...this.apply(placed), indexes, multi };
  }

  private forgetCommitted(committed: number): void {
    if (this.items.size <= BOOK_LIMIT) return;
    for (const [address, write] of this.lastWrite) {
      if (write > committed) continue;
      this.items.delete(address);
      this.lastWrite.delete(address);
    }
  }

  private async loadMissing(placed: readonly PlacedEvent[]): Promise<void> {
    const missing = new Set<string>();
    for (const { nft } of placed) if (!this.items.has(nft)) missing.add(nft);
    for (const row of await loadNftItems(this.database.db, [...missing])) this.hold(itemOf(row));
  }

  private apply(placed: readonly PlacedEvent[]): NftRows {
    const rows = emptyNftRows();
    const collections = new Map<string, NftCollectionRow>();
    const changed = new Set<string>();
    for (const { event, facts, nft } of placed) {
      const row = this.applyEvent(nft, event, facts, collections);
      if (row === null) continue;
      rows.events.push(row);
      changed.add(nft);
    }
    rows.collections = [...collections.values()];
    rows.items = [...changed].map((address) => itemRow(this.items.get(address)!));
    return rows;
  }

  /** Applies one event to its NFT (`applyNftEvent`, the rules an emulation shares); the event's row, or null when it does not count. */
  private applyEvent(address: string, event: NftChainEvent, facts: TransactionFacts, collections: Map<string, NftCollectionRow>): NftEventRow | null {
    const held = this.items.get(address);
    const change = applyNftEvent(held, event, { account: accountOf(facts), inMessageSource: facts.inMessage?.src ?? null });
    if (change === null) return null;
    const created = held ?? { createdAt: facts.now, createdLt: facts.lt };
    this.hold({ ...change.item, createdAt: created.createdAt, createdLt: created.createdLt, updatedAt: facts.now, updatedLt: facts.lt });
    if (change.fact.kind === 'NftCreated') countIn(collections, change.item.collection, facts, 'minted_count');
    if (change.fact.kind === 'NftBurned') countIn(collections, change.item.collection, facts, 'burned_count');
    const { fact } = change;
    return {
      transaction_hash: facts.hash,
      event_index: event.index,
      lt: facts.lt,
      block_time: facts.now,
      nft_address: address,
      kind: fact.kind,
      collection_address: fact.collection,
      nft_id: fact.id,
      from_address: fact.from,
      to_address: fact.to,
      manager_address: fact.manager,
    };
  }

  private hold(item: ItemState): void {
    this.items.set(item.address, item);
    this.lastWrite.set(item.address, this.write);
  }
}

function accountOf(facts: TransactionFacts): string {
  return `${facts.workchain}:${facts.account}`;
}

/** Adds one mint or burn to the collection's row of this write (made at its first event of the write). */
function countIn(collections: Map<string, NftCollectionRow>, address: string, facts: TransactionFacts, count: 'minted_count' | 'burned_count'): void {
  let row = collections.get(address);
  if (row === undefined) {
    row = { address, minted_count: 0n, burned_count: 0n, created_at: facts.now, created_lt: facts.lt, updated_lt: facts.lt };
    collections.set(address, row);
  }
  row[count] = BigInt(row[count]) + 1n;
  row.updated_lt = facts.lt;
}

function itemOf(row: StoredNftItem): ItemState {
  return {
    ...storedNftFacts(row),
    createdAt: Number(row.created_at),
    createdLt: row.created_lt,
    updatedAt: Number(row.updated_at),
    updatedLt: row.updated_lt,
  };
}

function itemRow(item: ItemState) {
  return {
    address: item.address,
    collection_address: item.collection,
    nft_id: item.id,
    owner_address: item.owner,
    manager_address: item.manager,
    burned: item.burned,
    created_at: item.createdAt,
    created_lt: item.createdLt,
    updated_at: item.updatedAt,
    updated_lt: item.updatedLt,
  };
}
