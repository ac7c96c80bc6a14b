import type { ColumnType } from 'kysely';

/** int8 columns read as bigint; written from bigint, number or decimal string. */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>;
/** numeric columns (coins, signed amounts) read as decimal strings. */
export type Numeric = ColumnType<string, bigint | string, bigint | string>;
/** jsonb columns: written as JSON text, read as the parsed value. */
export type Json<T> = ColumnType<T, string, string>;
export type Bytes = Uint8Array;
