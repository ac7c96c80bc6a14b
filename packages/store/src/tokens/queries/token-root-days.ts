import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { integerInput, rawAddressInput } from '../../sql/inputs.js';

const DAY = 86_400n;
/** Ten years of days: the widest range a call covers. */
const MAX_DAYS = 3660n;

export interface TokenRootDaysRequest {
  readonly rootAddress: string;
  /** The day holding `from` and every day after it that starts by `to` (unix seconds). */
  readonly from: number;
  readonly to: number;
}

/** A day of a root: its transfers (every token transaction but Receive) and their amounts' sum, and its holders at the day's end. */
export interface TokenRootDayRecord {
  readonly day: bigint;
  readonly transfers: bigint;
  readonly volume: string;
  readonly holders: bigint;
}

/** A root's days in a range: the holders before its first day, and every day of the range, oldest first. */
export interface TokenRootDaysRecord {
  readonly holdersBefore: bigint;
  readonly days: TokenRootDayRecord[];
}

/**
 * A root's activity by day, as the indexer keeps it (token_stats_daily, token_holders_daily): transfers and volume per
 * day, and the holders at the end of each day, carried over the days on which they did not change. Every day of the
 * range is answered, a day without transfers with zeros, so a chart's buckets are all there.
 */
export async function tokenRootDays(db: Kysely<ChainSchema>, request: TokenRootDaysRequest): Promise<TokenRootDaysRecord> {
  const root = rawAddressInput('rootAddress', request.rootAddress);
  const from = integerInput('fromDate', request.from);
  const to = integerInput('toDate', request.to);
  if (from > to) throw new QueryInputError('fromDate', 'must not be after toDate', 'range');
  const firstDay = from - (from % DAY);
  if ((to - firstDay) / DAY >= MAX_DAYS) throw new QueryInputError('fromDate', `the range spans more than ${MAX_DAYS} days`, 'range');
  const [transfers, holders, before] = await Promise.all([
    db
      .selectFrom('token_stats_daily')
      .select('day')
      .select([sql<string>`sum(count)::text`.as('transfers'), sql<string>`sum(amount)::text`.as('volume')])
      .where('root_address', '=', root)
      .where('kind', '<>', 'Receive')
      .where('day', '>=', firstDay)
      .where('day', '<=', to)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('token_holders_daily')
      .select(['day', 'holders'])
      .where('root_address', '=', root)
      .where('day', '>=', firstDay)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('token_holders_daily')
      .select('holders')
      .where('root_address', '=', root)
      .where('day', '<', firstDay)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const holdersBefore = BigInt(before?.holders ?? 0n);
  return { holdersBefore, days: everyDay(firstDay, to, transfers, holders, holdersBefore) };
}

function everyDay(
  firstDay: bigint,
  to: bigint,
  transfers: readonly { day: bigint; transfers: string; volume: string }[],
  holders: readonly { day: bigint; holders: bigint }[],
  holdersBefore: bigint,
): TokenRootDayRecord[] {
  const transfersByDay = new Map(transfers.map((row) => [BigInt(row.day), row]));
  const holdersByDay = new Map(holders.map((row) => [BigInt(row.day), BigInt(row.holders)]));
  const days: TokenRootDayRecord[] = [];
  let current = holdersBefore;
  for (let day = firstDay; day <= to; day += DAY) {
    const moved = transfersByDay.get(day);
    current = holdersByDay.get(day) ?? current;
    days.push({ day, transfers: moved ? BigInt(moved.transfers) : 0n, volume: moved?.volume ?? '0', holders: current });
  }
  return days;
}
