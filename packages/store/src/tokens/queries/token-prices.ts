import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { rawAddressInput } from '../../sql/inputs.js';

const PRICE_PATTERN = /^\d{1,30}(\.\d{1,30})?$/;

/** A USD price as the DEX gives it (a non-negative decimal), or a QueryInputError naming the root. */
function tokenPriceInput(root: string, price: string): string {
  if (!PRICE_PATTERN.test(price)) throw new QueryInputError(`price of ${root}`, `expected a non-negative decimal, got ${price.slice(0, 40)}`);
  return price;
}

/**
 * Merges USD prices (raw root address → decimal) into the stored ones: a given price replaces the root's, and a
 * root the answer leaves out keeps its price.
 */
export async function mergeTokenPrices(db: Kysely<ChainSchema>, prices: ReadonlyMap<string, string>): Promise<number> {
  const rows = [...prices].map(([root, price]) => ({ root_address: rawAddressInput('root', root), usd_price: tokenPriceInput(root, price) }));
  if (rows.length === 0) return 0;
  await db
    .insertInto('token_prices')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('root_address').doUpdateSet({ usd_price: (eb) => eb.ref('excluded.usd_price'), updated_at: sql`now()` }),
    )
    .execute();
  return rows.length;
}
