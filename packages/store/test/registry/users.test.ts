import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeySigningSecret, ensureUser, replaceApiKey, userByApiKeyHash, type StoredApiKey } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';

const hashOf = (key: string): Uint8Array => createHash('sha256').update(key).digest();
const keyOf = (key: string): StoredApiKey => ({ keyHash: hashOf(key), signingSecret: `secret of ${key}` });

describe.each(testDatabaseKinds())('registry users and API keys on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates a user once per subject', async () => {
    const first = await ensureUser(database.db, 'alice');
    const again = await ensureUser(database.db, 'alice');
    const other = await ensureUser(database.db, 'bob');
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
  });

  it('keeps one active key per user: a new key revokes the previous one', async () => {
    const user = await ensureUser(database.db, 'carol');
    await replaceApiKey(database.db, user.id, keyOf('first'));
    expect(await userByApiKeyHash(database.db, hashOf('first'))).toEqual(user);
    await replaceApiKey(database.db, user.id, keyOf('second'));
    expect(await userByApiKeyHash(database.db, hashOf('first'))).toBeUndefined();
    expect(await userByApiKeyHash(database.db, hashOf('second'))).toEqual(user);
    expect(await userByApiKeyHash(database.db, hashOf('never issued'))).toBeUndefined();
  });

  it("keeps the active key's signing secret, and forgets it with the key", async () => {
    const user = await ensureUser(database.db, 'frank');
    await replaceApiKey(database.db, user.id, keyOf('frank-1'));
    expect(await apiKeySigningSecret(database.db, hashOf('frank-1'))).toBe('secret of frank-1');
    await replaceApiKey(database.db, user.id, keyOf('frank-2'));
    expect(await apiKeySigningSecret(database.db, hashOf('frank-1'))).toBeUndefined();
    expect(await apiKeySigningSecret(database.db, hashOf('frank-2'))).toBe('secret of frank-2');
  });

  it('gives each of two simultaneous new keys of a user its turn: one stays active', async () => {
    const user = await ensureUser(database.db, 'eve');
    await replaceApiKey(database.db, user.id, keyOf('eve-0'));
    await Promise.all([replaceApiKey(database.db, user.id, keyOf('eve-1')), replaceApiKey(database.db, user.id, keyOf('eve-2'))]);
    const active = await database.db
      .selectFrom('api_keys')
      .select('key_hash')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('refuses a second active key for a user at the database level', async () => {
    const user = await ensureUser(database.db, 'dave');
    await replaceApiKey(database.db, user.id, keyOf('dave-1'));
    await expect(
      database.db
        .insertInto('api_keys')
        .values({ user_id: user.id, key_hash: hashOf('dave-2') })
        .execute(),
    ).rejects.toThrow(/api_keys_one_active_per_user/);
  });
});
