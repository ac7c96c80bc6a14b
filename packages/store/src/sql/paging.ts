import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { decodeCursor, encodeCursor, type CursorValue, type KeyShape } from './cursor.js';
import { QueryInputError } from './errors.js';
import { limitInput, offsetInput } from './inputs.js';

export type PageDirection = 'Next' | 'Prev';
export type SortOrder = 'ASC' | 'DESC';

export interface PageRequest {
  /** 1 to 100 rows. */
  readonly limit: number;
  /** A cursor from an earlier page's `nextCursor` or `prevCursor`; none for the first page. */
  readonly cursor?: string | null;
  /** Next (default): the rows after the cursor; Prev: the rows before it. Either way in list order. */
  readonly direction?: PageDirection;
  /** Rows skipped before the first page (0 to MAX_OFFSET); only without a cursor. */
  readonly offset?: number;
}

export interface Page<T> {
  readonly items: T[];
  /** Continues after the last item; null when nothing follows. */
  readonly nextCursor: string | null;
  /** Continues before the first item (with direction Prev); null on the first page. */
  readonly prevCursor: string | null;
}

/** One column of a list's sort key; only the first may be nullable (nulls sort as the largest value). */
export interface KeyColumn extends KeyShape {
  readonly expression: RawBuilder<unknown>;
}

/** How a list is ordered: a unique sort key, all columns in one direction. */
export interface KeysetOrder<Row> {
  /** Names the list and ordering; a cursor of another kind is refused. */
  readonly kind: string;
  readonly order: SortOrder;
  readonly columns: readonly KeyColumn[];
  /** The sort key of a row, as cursor values. */
  key(row: Row): CursorValue[];
}

/** The rows a walk may see: those written up to the checkpoint (a masterchain seqno) when it began. */
export type SnapshotCondition = (mcSeqno: RawBuilder<number>) => RawBuilder<boolean>;

/** The checkpoint now (null before anything is indexed). */
const CHECKPOINT = sql<number>`(SELECT mc_seqno FROM checkpoint WHERE id = 1)`;
/** The column that brings a first page's snapshot along with its rows, so that the page is one statement. */
const SNAPSHOT_COLUMN = 'page_snapshot';

const SQL_CASTS: Record<KeyShape['type'], string> = { integer: 'integer', bigint: 'bigint', numeric: 'numeric', text: 'text', address: 'text' };

/**
 * One page of a keyset-ordered list. With a snapshot condition, the first page pins the current checkpoint in its
 * cursors, so a walk from first to last page returns each row that existed when it began exactly once.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: KeysetOrder<Row>,
  request: PageRequest,
  snapshotCondition?: SnapshotCondition,
): Promise<Page<Row>> {
  const limit = limitInput(request.limit);
  const backward = directionInput(request.direction) === 'Prev';
  const cursor = request.cursor ? decodeCursor(request.cursor, order.kind, order.columns) : null;
  if (backward && !cursor) throw new QueryInputError('direction', 'Prev needs a cursor');
  const offset = offsetInput(request.offset);
  if (offset > 0 && cursor) throw new QueryInputError('offset', 'cannot be combined with a cursor');
  const descending = (order.order === 'DESC') !== backward;
  const sorted = (paged: SelectQueryBuilder<DB, TB, Row>) =>
    order.columns.reduce((q, column) => q.orderBy(column.expression, descending ? 'desc' : 'asc'), paged);

  let snapshot: number | null;
  const rows: Row[] = [];
  if (cursor) {
    snapshot = cursor.snapshot;
    const filtered = snapshot !== null && snapshotCondition ? query.where(snapshotCondition(sql.val(snapshot))) : query;
    for (const segment of afterKey(order.columns, cursor.values, descending)) {
      const wanted = limit + 1 - rows.length;
      if (wanted <= 0) break;
      rows.push(...((await sorted(filtered.where(segment)).limit(wanted).execute()) as Row[]));
    }
  } else if (snapshotCondition) {
    // The first page reads the checkpoint in the statement that reads its rows, and brings it back with each row.
    const pinned = query.where(sql<boolean>`(${CHECKPOINT} IS NULL OR ${snapshotCondition(CHECKPOINT)})`);
    const withSnapshot = (await sorted(pinned)
      .select(CHECKPOINT.as(SNAPSHOT_COLUMN))
      .limit(limit + 1)
      .$if(offset > 0, (q) => q.offset(offset))
      .execute()) as (Row & { [SNAPSHOT_COLUMN]: number | null })[];
    snapshot = withSnapshot[0]?.[SNAPSHOT_COLUMN] ?? null;
    for (const { [SNAPSHOT_COLUMN]: _snapshot, ...row } of withSnapshot) rows.push(row as Row);
  } else {
    snapshot = null;
    rows.push(
      ...((await sorted(query)
        .limit(limit + 1)
        .$if(offset > 0, (q) => q.offset(offset))
        .execute()) as Row[]),
    );
  }

  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  if (backward) items.reverse();
  const at = (row: Row | undefined): string | null =>
    row === undefined ? null : encodeCursor({ kind: order.kind, snapshot, values: order.key(row) });
  const first = at(items[0]) ?? request.cursor ?? null;
  const last = at(items.at(-1)) ?? request.cursor ?? null;
  if (backward) return { items, nextCursor: last, prevCursor: more ? first : null };
  return { items, nextCursor: more ? last : null, prevCursor: cursor ? first : null };
}

function directionInput(direction: PageDirection | undefined): PageDirection {
  if (direction === undefined || direction === 'Next' || direction === 'Prev') return direction ?? 'Next';
  throw new QueryInputError('direction', `expected Next or Prev, got ${String(direction)}`);
}

function typed(value: CursorValue, column: KeyShape): RawBuilder<unknown> {
  return sql`${value}::${sql.raw(SQL_CASTS[column.type])}`;
}

function compare(columns: readonly KeyColumn[], values: readonly CursorValue[], descending: boolean): RawBuilder<boolean> {
  const operator = sql.raw(descending ? '<' : '>');
  const left = sql.join(columns.map((column) => column.expression));
  const right = sql.join(columns.map((column, index) => typed(values[index]!, column)));
  return sql<boolean>`(${left}) ${operator} (${right})`;
}

/**
 * Rows strictly after the key in the walking direction, as conditions each an index can answer, whose rows follow
 * one another in list order. A null first value sorts above every other value (PostgreSQL's default: NULLS FIRST
 * when descending, NULLS LAST when ascending); a row comparison with a null is never true, so nulls get their own
 * segment rather than an OR that would turn the index scan into a filter over every row walked so far.
 */
function afterKey(columns: readonly KeyColumn[], values: readonly CursorValue[], descending: boolean): RawBuilder<boolean>[] {
  const [head, ...rest] = columns;
  if (!head!.nullable) return [compare(columns, values, descending)];
  const isNull = sql<boolean>`${head!.expression} IS NULL`;
  if (values[0] !== null) return descending ? [compare(columns, values, true)] : [compare(columns, values, false), isNull];
  const laterNulls = rest.length > 0 ? sql<boolean>`${isNull} AND ${compare(rest, values.slice(1), descending)}` : sql<boolean>`false`;
  return descending ? [laterNulls, sql<boolean>`${head!.expression} IS NOT NULL`] : [laterNulls];
}
