import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

export interface UserRecord {
  readonly id: bigint;
  readonly subject: string;
}

/** The user an identity provider names by `subject`, created the first time it is seen (read first: most calls find it). */
export async function ensureUser(db: Kysely<ChainSchema>, subject: string): Promise<UserRecord> {
  const known = await userBySubject(db, subject);
  if (known) return known;
  await db
    .insertInto('users')
    .values({ subject })
    .onConflict((conflict) => conflict.column('subject').doNothing())
    .execute();
  // Read again rather than RETURNING: when two first calls race, the loser's insert returns nothing.
  return db.selectFrom('users').select(['id', 'subject']).where('subject', '=', subject).executeTakeFirstOrThrow();
}

async function userBySubject(db: Kysely<ChainSchema>, subject: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(['id', 'subject']).where('subject', '=', subject).executeTakeFirst();
}

/** A key as it is kept: the hash of the key, and the secret that signs its owner's signed calls. */
export interface StoredApiKey {
  readonly keyHash: Uint8Array;
  readonly signingSecret: string;
}

/**
 * Makes `key` the user's only active key: the previous one is revoked in the same transaction, so that from
 * the commit on it no longer opens anything. Answers when the new key was created.
 */
export async function replaceApiKey(db: Kysely<ChainSchema>, userId: bigint, key: StoredApiKey): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    // Two requests for a new key of the same user take turns here, so the second revokes the first's key.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .updateTable('api_keys')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    const created = await trx.insertInto('api_keys').values(apiKeyRow(userId, key)).returning('created_at').executeTakeFirstOrThrow();
    return created.created_at;
  });
}

/**
 * Makes `key` the user's key when the user holds no active one, and answers when it was created; undefined when
 * the user already held one, which stays as it was (of two concurrent first keys, one is taken).
 */
export async function addFirstApiKey(db: Kysely<ChainSchema>, userId: bigint, key: StoredApiKey): Promise<Date | undefined> {
  const created = await db
    .insertInto('api_keys')
    .values(apiKeyRow(userId, key))
    .onConflict((conflict) => conflict.column('user_id').where('revoked_at', 'is', null).doNothing())
    .returning('created_at')
    .executeTakeFirst();
  return created?.created_at;
}

function apiKeyRow(userId: bigint, key: StoredApiKey) {
  return { user_id: userId, key_hash: key.keyHash, signing_secret: key.signingSecret };
}

/** When the user's active key was created; undefined when the user holds none. */
export async function activeApiKeyCreatedAt(db: Kysely<ChainSchema>, userId: bigint): Promise<Date | undefined> {
  const key = await db.selectFrom('api_keys').select('created_at').where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return key?.created_at;
}

/** The owner of an active key with this hash; undefined for an unknown or revoked key. */
export async function userByApiKeyHash(db: Kysely<ChainSchema>, keyHash: Uint8Array): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select(['users.id', 'users.subject'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, subject: row.subject };
}

/**
 * The secret of the active key with this hash: null for a key created before keys had secrets, undefined for an
 * unknown or revoked key.
 */
export async function apiKeySigningSecret(db: Kysely<ChainSchema>, keyHash: Uint8Array): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select('signing_secret')
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.signing_secret;
}

export interface UserListing {
  readonly subject: string;
  readonly createdAt: Date;
  readonly hasApiKey: boolean;
}

/** The registry's users, oldest first, with whether each holds an active API key; and how many there are. */
export async function listUsers(db: Kysely<ChainSchema>, page: { limit: number; offset: number }): Promise<{ users: UserListing[]; total: number }> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.subject',
      'users.created_at',
      eb
        .exists(
          eb.selectFrom('api_keys').select('api_keys.id').whereRef('api_keys.user_id', '=', 'users.id').where('api_keys.revoked_at', 'is', null),
        )
        .as('has_api_key'),
    ])
    .orderBy('users.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    users: rows.map((row) => ({ subject: row.subject, createdAt: row.created_at, hasApiKey: Boolean(row.has_api_key) })),
    total: Number(total),
  };
}
