import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { SYSTEM_TOKEN_LIST_URL } from './token-lists.js';

/** A token as a manifest names it (raw lower-case address). */
export interface ManifestToken {
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly logoURI?: string;
}

const SYSTEM_LIST = {
  url: SYSTEM_TOKEN_LIST_URL,
  name: 'System',
  description: 'The tokens of the token manifests this explorer is configured with',
  asset_logo_url: null,
  verified: true,
  is_public: true,
  owner_id: null,
};

/**
 * Makes the system list hold exactly `tokens`, in their order; the list is created the first time. A refresh that
 * changes nothing leaves the list (and its version) as it is.
 */
export async function replaceSystemTokenList(db: Kysely<ChainSchema>, tokens: readonly ManifestToken[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('token_lists')
      .values(SYSTEM_LIST)
      .onConflict((conflict) => conflict.expression(sql`lower(url)`).doNothing())
      .execute();
    const { id } = await trx
      .selectFrom('token_lists')
      .select('id')
      .where('url', '=', SYSTEM_TOKEN_LIST_URL)
      .where('owner_id', 'is', null)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const rows = tokens.map((token, position) => ({
      list_id: id,
      root_address: token.address,
      position,
      manifest_name: token.name,
      manifest_symbol: token.symbol,
      manifest_decimals: token.decimals,
      manifest_logo: token.logoURI ?? null,
    }));
    const current = await trx
      .selectFrom('token_list_tokens')
      .select(['list_id', 'root_address', 'position', 'manifest_name', 'manifest_symbol', 'manifest_decimals', 'manifest_logo'])
      .where('list_id', '=', id)
      .orderBy('position')
      .execute();
    if (JSON.stringify(current) === JSON.stringify(rows)) return;
    await trx.deleteFrom('token_list_tokens').where('list_id', '=', id).execute();
    if (rows.length > 0) await trx.insertInto('token_list_tokens').values(rows).execute();
    await trx
      .updateTable('token_lists')
      .set({ updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .execute();
  });
}

/** Whether the root in `column` is in the system list: a trusted token of the token API (its trusted filter and search order). */
export function inSystemList(column: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} IN (
    SELECT trusted.root_address FROM token_list_tokens trusted
    JOIN token_lists trusted_list ON trusted_list.id = trusted.list_id
    WHERE trusted_list.url = ${SYSTEM_TOKEN_LIST_URL} AND trusted_list.owner_id IS NULL)`;
}
