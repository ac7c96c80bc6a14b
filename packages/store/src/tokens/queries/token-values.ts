import { sql, type RawBuilder } from 'kysely';

/** A numeric column as a decimal string without trailing zeros (prices, USD values). */
export function decimalText(expression: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`trim_scale(${expression})::text`;
}

/** The USD amount of an amount of a token as a number: amount / 10^decimals × price, to 6 decimals (null without a price). */
export function usdAmount(amount: RawBuilder<unknown>, decimals: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`round(${amount} * ${price} / power(10::numeric, ${decimals}), 6)`;
}

/** The USD value of an amount of a token as a decimal string: amount / 10^decimals × price, to 6 decimals (null without a price). */
export function usdValue(amount: RawBuilder<unknown>, decimals: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<string | null> {
  return decimalText(usdAmount(amount, decimals, price));
}
