import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { TokenTransactionKind } from '../token-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { integerInput, optionalRawAddress } from '../../sql/inputs.js';
import { tokenKindsInput } from './token-inputs.js';

export type TokenStatsAggregation = 'Count' | 'Sum';

export interface TokenStatsRequest {
  readonly aggregation: TokenStatsAggregation;
  /** Required for Sum: amounts of different roots do not add. */
  readonly rootAddress?: string;
  readonly kinds?: readonly TokenTransactionKind[];
  /** The days whose start lies in [from, to] (unix seconds). */
  readonly from: number;
  readonly to: number;
}

/** One day and kind with operations: their count and the sum of their amounts. */
export interface TokenStatsRecord {
  readonly day: bigint;
  readonly kind: TokenTransactionKind;
  readonly count: bigint;
  readonly amount: string;
}

const DAY = 86_400;
/** Ten years of days: the widest range a stats call covers. */
const MAX_TOKEN_STATS_DAYS = 3660;

/** The per-day counts and sums of token operations (summed over roots without a root), by day then kind. */
export async function tokenStatsSeries(db: Kysely<ChainSchema>, request: TokenStatsRequest): Promise<TokenStatsRecord[]> {
  if (request.aggregation !== 'Count' && request.aggregation !== 'Sum') throw new QueryInputError('aggregationType', 'expected Count or Sum');
  const root = optionalRawAddress('rootAddress', request.rootAddress);
  if (request.aggregation === 'Sum' && root === undefined) throw new QueryInputError('rootAddress', 'is required with aggregationType Sum');
  const kinds = tokenKindsInput('txTypes', request.kinds);
  const from = integerInput('fromDate', request.from);
  const to = integerInput('toDate', request.to);
  if (from > to) throw new QueryInputError('fromDate', 'must not be after toDate');
  const firstDay = from - (from % BigInt(DAY));
  if ((to - firstDay) / BigInt(DAY) >= MAX_TOKEN_STATS_DAYS)
    throw new QueryInputError('fromDate', `the range spans more than ${MAX_TOKEN_STATS_DAYS} days`);
  const rows = await db
    .selectFrom('token_stats_daily')
    .select(['day', 'kind'])
    .select(sql<string>`sum(count)::text`.as('count'))
    .select(sql<string>`sum(amount)::text`.as('amount'))
    .where('day', '>=', firstDay)
    .where('day', '<=', to)
    .$if(root !== undefined, (q) => q.where('root_address', '=', root!))
    .$if(kinds !== undefined, (q) => q.where('kind', 'in', kinds!))
    .groupBy(['day', 'kind'])
    .orderBy('day')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({ day: BigInt(row.day), kind: row.kind, count: BigInt(row.count), amount: row.amount }));
}
