import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { NftEventKind, NftEventsTable } from '../nft-schema.js';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { hashInput, limitInput, optionalRawAddress } from '../../sql/inputs.js';

export type NftEventRecord = Omit<Selectable<NftEventsTable>, 'lt' | 'block_time' | 'nft_id'> & { lt: string; block_time: string; nft_id: string };

const NFT_EVENT_KINDS: readonly NftEventKind[] = ['NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned'];

export interface NftEventFilter {
  readonly nftAddress?: string;
  readonly collectionAddress?: string;
  /** Events from or to the account. */
  readonly accountAddress?: string;
  readonly kinds?: readonly NftEventKind[];
}

/** The last event a batch loaded: the next batch continues after it. */
export interface NftEventContinuation {
  readonly transactionHash: string;
  readonly eventIndex: number;
}

function conditionsOf(filter: NftEventFilter): RawBuilder<boolean>[] {
  const nft = optionalRawAddress('nftAddress', filter.nftAddress);
  const collection = optionalRawAddress('collectionAddress', filter.collectionAddress);
  const account = optionalRawAddress('accountAddress', filter.accountAddress);
  if (nft === undefined && collection === undefined && account === undefined) {
    throw new QueryInputError('nftAddress', 'is required (or collectionAddress, or accountAddress)');
  }
  const conditions: RawBuilder<boolean>[] = [];
  if (nft !== undefined) conditions.push(sql<boolean>`e.nft_address = ${nft}`);
  if (collection !== undefined) conditions.push(sql<boolean>`e.collection_address = ${collection}`);
  if (account !== undefined) conditions.push(sql<boolean>`(e.from_address = ${account} OR e.to_address = ${account})`);
  if (filter.kinds !== undefined) {
    if (filter.kinds.length === 0 || filter.kinds.some((kind) => !NFT_EVENT_KINDS.includes(kind))) {
      throw new QueryInputError('kinds', `expected some of ${NFT_EVENT_KINDS.join(', ')}`);
    }
    conditions.push(sql<boolean>`e.kind IN (${sql.join([...new Set(filter.kinds)])})`);
  }
  return conditions;
}

const COLUMNS = sql`e.transaction_hash, e.event_index, e.lt::text AS lt, e.block_time::text AS block_time, e.kind, e.nft_address,
  e.collection_address, e.nft_id::text AS nft_id, e.from_address, e.to_address, e.manager_address`;

/**
 * A batch of NFT events, newest first, after the `continuation` event (spec 001 §4); `continuation` of the answer is
 * the batch's last event while more follow, else null (an NFT's list ends at its NftCreated). A continuation that
 * names no event of the index is refused.
 */
export async function listNftEvents(
  db: Kysely<ChainSchema>,
  filter: NftEventFilter,
  limit: number,
  continuation: NftEventContinuation | null,
): Promise<{ events: NftEventRecord[]; continuation: NftEventContinuation | null }> {
  const size = limitInput(limit);
  const conditions = conditionsOf(filter);
  if (continuation !== null) {
    const hash = hashInput('continuation.transactionHash', continuation.transactionHash);
    const from = await db
      .selectFrom('nft_events')
      .select(['lt'])
      .where('transaction_hash', '=', hash)
      .where('event_index', '=', continuation.eventIndex)
      .executeTakeFirst();
    if (!from) throw new QueryInputError('continuation', 'names no NFT event of the index');
    conditions.push(
      sql<boolean>`(e.lt, e.transaction_hash, e.event_index) < (${from.lt}::bigint, ${hash}::text, ${continuation.eventIndex}::integer)`,
    );
  }
  const rows = (
    await sql<NftEventRecord>`SELECT ${COLUMNS} FROM nft_events e WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY e.lt DESC, e.transaction_hash DESC, e.event_index DESC LIMIT ${size + 1}`.execute(db)
  ).rows;
  const events = rows.slice(0, size);
  const last = events.at(-1);
  const more = rows.length > size;
  return { events, continuation: more && last ? { transactionHash: last.transaction_hash, eventIndex: last.event_index } : null };
}

export async function countNftEvents(db: Kysely<ChainSchema>, filter: NftEventFilter): Promise<number> {
  const result = await sql<{
    count: string;
  }>`SELECT count(*)::text AS count FROM nft_events e WHERE ${sql.join(conditionsOf(filter), sql` AND `)}`.execute(db);
  return Number(result.rows[0]!.count);
}
