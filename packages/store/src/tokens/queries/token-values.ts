import { sql, type RawBuilder } from 'kysely';

/** A numeric column as a decimal string without trailing zeros (prices, USD values). */
export function decimalText(expression: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`trim_scale(${expression})::text`;
}

/** The USD value of an amount of a token: amount / 10^decimals × price, to 6 decimals (null without a price). */
export function usdValue(amount: RawBuilder<unknown>, decimals: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<string | null> {
  return decimalText(sql`round(${amount} * ${price} / power(10::numeric, ${decimals}), 6)`);
}
