import type { ColumnType } from 'kysely';
import type { Bytes, Int8 } from '../sql/columns.js';

type CreatedAt = ColumnType<Date, never, never>;
/** A bigserial key: read as bigint, never written. */
type SerialId = ColumnType<bigint, never, never>;

export interface UsersTable {
  id: SerialId;
  subject: string;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: SerialId;
  user_id: Int8;
  key_hash: Bytes;
  signing_secret: string | null;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** The registry's own rows: written only by the registry API. */
export interface RegistrySchema {
  users: UsersTable;
  api_keys: ApiKeysTable;
}
