import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { integerInput, MAX_FILTER_ITEMS, rawAddressInput } from '../../sql/inputs.js';
import { CREDIT_KINDS } from './token-inputs.js';

export interface TokenSnapshotRequest {
  readonly rootAddress: string;
  /** The block time (unix seconds) the balances are taken at: every operation after it is undone; none: the balances now. */
  readonly blockTime?: number;
  readonly ownerAddresses?: readonly string[];
  readonly limit: number;
  readonly offset?: number;
}

export interface SnapshotBalanceRecord {
  readonly owner_address: string;
  readonly address: string;
  readonly amount: string;
}

const MAX_SNAPSHOT_LIMIT = 1000;
const MAX_SNAPSHOT_OFFSET = 100_000;

function boundedInteger(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new QueryInputError(field, `must be an integer from ${min} to ${max}`);
  return value;
}

/**
 * The holders of a root as of a block time, largest amount first: each wallet's balance now less what the token
 * operations after that time added to it (Mint, Receive and the cancellations add; Send and Burn take).
 */
export async function tokenBalanceSnapshot(db: Kysely<ChainSchema>, request: TokenSnapshotRequest): Promise<SnapshotBalanceRecord[]> {
  const root = rawAddressInput('rootAddress', request.rootAddress);
  const limit = boundedInteger('limit', request.limit, 1, MAX_SNAPSHOT_LIMIT);
  const offset = boundedInteger('offset', request.offset ?? 0, 0, MAX_SNAPSHOT_OFFSET);
  const owners = request.ownerAddresses?.map((text) => rawAddressInput('ownerAddresses', text));
  if (owners !== undefined && owners.length > MAX_FILTER_ITEMS) throw new QueryInputError('ownerAddresses', `at most ${MAX_FILTER_ITEMS} addresses`);
  const after = request.blockTime === undefined ? undefined : integerInput('blockTime', request.blockTime);
  const later =
    after === undefined
      ? sql`SELECT NULL::text AS wallet_address, 0::numeric AS delta WHERE false`
      : sql`SELECT wallet_address, sum(CASE WHEN kind IN (${sql.join(CREDIT_KINDS)}) THEN amount ELSE -amount END) AS delta
          FROM token_transactions WHERE root_address = ${root} AND block_time > ${after} GROUP BY wallet_address`;
  const ownerCondition = owners === undefined || owners.length === 0 ? sql`true` : sql`w.owner_address IN (${sql.join([...new Set(owners)])})`;
  const { rows } = await sql<SnapshotBalanceRecord>`
    SELECT owner_address, address, held::text AS amount FROM (
      SELECT w.owner_address, w.address, w.balance - coalesce(later.delta, 0) AS held
      FROM token_wallets w LEFT JOIN (${later}) later ON later.wallet_address = w.address
      WHERE w.root_address = ${root} AND ${ownerCondition}
    ) snapshot
    WHERE held > 0
    ORDER BY held DESC, address DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}
