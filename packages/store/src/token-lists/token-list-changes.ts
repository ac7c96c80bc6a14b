import { sql, type Kysely, type Transaction } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { TokenListRuleError } from './token-list-rule-error.js';
import { lockList } from './token-list-tokens.js';
import { SYSTEM_TOKEN_LIST_URL } from './token-lists.js';

type Db = Kysely<ChainSchema>;

export interface NewTokenList {
  readonly url: string;
  readonly name: string;
  readonly description: string;
  readonly assetLogoUrl: string;
  readonly isPublic: boolean;
  readonly verified: boolean;
  /** Lower-case emails. */
  readonly managers: readonly string[];
}

export interface TokenListSettings {
  readonly name?: string;
  readonly description?: string;
  readonly assetLogoUrl?: string;
  readonly isPublic?: boolean;
}

/** PostgreSQL's unique_violation: two creations of the same url raced, and the index refused the second. */
const UNIQUE_VIOLATION = '23505';

/** Whether a url (ID) is free: not reserved, and no list has it in any case. */
async function isTokenListUrlFree(db: Db, url: string): Promise<boolean> {
  if (url.toLowerCase() === SYSTEM_TOKEN_LIST_URL) return false;
  const taken = await db
    .selectFrom('token_lists')
    .select('id')
    .where(sql<boolean>`lower(url) = ${url.toLowerCase()}`)
    .executeTakeFirst();
  return taken === undefined;
}

/** A new list owned by `ownerId`, with its managers; the url must be free (Unique otherwise). */
export async function createTokenList(db: Db, ownerId: bigint, list: NewTokenList): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await isTokenListUrlFree(trx, list.url))) throw new TokenListRuleError('url', 'Unique');
      const { id } = await trx
        .insertInto('token_lists')
        .values({
          url: list.url,
          name: list.name,
          description: list.description,
          asset_logo_url: list.assetLogoUrl,
          verified: list.verified,
          is_public: list.isPublic,
          owner_id: ownerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertManagers(trx, id, list.managers);
      return id;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new TokenListRuleError('url', 'Unique');
    throw error;
  }
}

/** The owner's settings: name, description, logo, visibility (never the url or the verified flag). */
export async function updateTokenList(db: Db, listId: number, settings: TokenListSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('token_lists')
      .set({
        ...(settings.name === undefined ? {} : { name: settings.name }),
        ...(settings.description === undefined ? {} : { description: settings.description }),
        ...(settings.assetLogoUrl === undefined ? {} : { asset_logo_url: settings.assetLogoUrl }),
        ...(settings.isPublic === undefined ? {} : { is_public: settings.isPublic }),
        updated_at: sql<Date>`now()`,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', listId)
      .execute();
  });
}

/** Deletes a list when `name` is exactly its name (spec 001 §4); its tokens, proposals and managers go with it. */
export async function deleteTokenList(db: Db, listId: number, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = await lockList(trx, listId);
    if (list.name !== name) throw new TokenListRuleError('name', 'Error', 'must be the list name, typed exactly');
    await trx.deleteFrom('token_lists').where('id', '=', listId).execute();
  });
}

async function insertManagers(trx: Transaction<ChainSchema>, listId: number, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await trx
    .insertInto('token_list_managers')
    .values([...new Set(emails)].map((email) => ({ list_id: listId, email })))
    .onConflict((conflict) => conflict.columns(['list_id', 'email']).doNothing())
    .execute();
}

/** A list's managers' emails, in alphabetical order. */
export async function tokenListManagers(db: Db, listId: number): Promise<string[]> {
  const rows = await db.selectFrom('token_list_managers').select('email').where('list_id', '=', listId).orderBy('email').execute();
  return rows.map((row) => row.email);
}

/** The owner adds managers (lower-case emails); one already there stays. */
export async function addTokenListManagers(db: Db, listId: number, emails: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockList(trx, listId);
    await insertManagers(trx, listId, emails);
    await trx
      .updateTable('token_lists')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', listId)
      .execute();
  });
}

/** The owner removes managers (lower-case emails); each must be one. */
export async function removeTokenListManagers(db: Db, listId: number, emails: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockList(trx, listId);
    const managers = new Set(await tokenListManagers(trx, listId));
    emails.forEach((email, index) => {
      if (!managers.has(email)) throw new TokenListRuleError(`emails/${index}`, 'Error', 'not a manager of the list');
    });
    await trx.deleteFrom('token_list_managers').where('list_id', '=', listId).where('email', 'in', emails).execute();
    await trx
      .updateTable('token_lists')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', listId)
      .execute();
  });
}

/**
 * The order a user gives its own lists (My token lists): `listIds` first to last, each a list it owns or manages
 * (`email` lower-case); lists it does not name follow.
 */
export async function orderUserTokenLists(db: Db, user: { id: bigint; email?: string }, listIds: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('token_lists')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('owner_id', '=', user.id),
          ...(user.email === undefined
            ? []
            : [
                eb.exists(
                  eb
                    .selectFrom('token_list_managers as m')
                    .select('m.list_id')
                    .whereRef('m.list_id', '=', 'token_lists.id')
                    .where('m.email', '=', user.email),
                ),
              ]),
        ]),
      )
      .execute();
    const own = new Set(mine.map((row) => row.id));
    const seen = new Set<number>();
    listIds.forEach((id, index) => {
      if (!own.has(id)) throw new TokenListRuleError(`ids/${index}`, 'Error', 'not a list you own or manage');
      if (seen.has(id)) throw new TokenListRuleError(`ids/${index}`, 'Unique');
      seen.add(id);
    });
    await trx.deleteFrom('token_list_user_orders').where('user_id', '=', user.id).execute();
    if (listIds.length === 0) return;
    await trx
      .insertInto('token_list_user_orders')
      .values(listIds.map((id, position) => ({ user_id: user.id, list_id: id, position })))
      .execute();
  });
}
