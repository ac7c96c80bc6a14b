import type { Kysely } from 'kysely';

/** A list's count: how a filter is checked and normalised (this is also the count-cache key) and how it is counted. */
export interface CountQuery<DB, Filter, Conditions> {
  readonly scope: string;
  normalize(filter: Filter): Conditions;
  count(db: Kysely<DB>, conditions: Conditions): Promise<bigint>;
}

export async function countRows(query: { executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }> }): Promise<bigint> {
  return BigInt((await query.executeTakeFirstOrThrow()).count);
}
