/** PostgreSQL type ids whose default JS mapping would lose precision. */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

/** int8 (logical times, shard-wide counters) becomes bigint; numeric (coins) stays a decimal string. */
export const parseInt8 = (text: string): bigint => BigInt(text);
export const parseNumeric = (text: string): string => text;
