import { sql, type RawBuilder } from 'kysely';

/**
 * How a column travels inside a JSON array: `int8` and `numeric` as text (a JSON number loses precision past 2^53),
 * read back as bigint and decimal string like top-level columns; `plain` (text, integer, boolean) as itself.
 */
export type JsonColumnType = 'plain' | 'int8' | 'numeric';

/** Every column of a nested row with how it travels, in the order of the array. */
export type JsonColumns<Row> = { readonly [Name in keyof Row & string]: JsonColumnType };

/**
 * One row of `table` as a JSON array of its columns, for nesting rows in one statement: json_agg of arrays is much
 * cheaper to build and to parse than the rows of a second statement, or than JSON objects with their keys.
 */
export function jsonRow<Row>(table: string, columns: JsonColumns<Row>): RawBuilder<unknown[]> {
  const values = Object.entries<JsonColumnType>(columns).map(([name, type]) => {
    const column = sql.ref(`${table}.${name}`);
    return type === 'plain' ? column : sql`${column}::text`;
  });
  return sql<unknown[]>`json_build_array(${sql.join(values)})`;
}

/** Reads rows back from the arrays `jsonRow` built with the same columns. */
export function jsonRowReader<Row>(columns: JsonColumns<Row>): (values: readonly unknown[]) => Row {
  const entries = Object.entries<JsonColumnType>(columns);
  return (values) => {
    const row: Record<string, unknown> = {};
    entries.forEach(([name, type], index) => {
      const value = values[index] ?? null;
      row[name] = type === 'int8' && value !== null ? BigInt(value as string) : value;
    });
    return row as Row;
  };
}
