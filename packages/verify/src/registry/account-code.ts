import { accountState, type AccountRef, type Database } from '@tvmscan/store';
import { decodeAccount, encodeBase64, readBocSingle, writeBoc } from '@tvmscan/tvm';

/** Reads an account's current `Account` BOC from outside the index (a node, the devnet); null when it does not exist. */
export interface AccountBocReader {
  getAccountState(address: string): Promise<Uint8Array | null>;
}

/**
 * The code an account runs, as a base64 BOC: from the state reader when there is one, else from the state the
 * index stored; null for an account without code or without a known state.
 */
export async function accountCode(database: Database, account: AccountRef, reader?: AccountBocReader): Promise<string | null> {
  const boc = await accountBoc(database, account, reader);
  if (boc === null) return null;
  const decoded = decodeAccount(readBocSingle(boc));
  const code = decoded?.storage.state.kind === 'active' ? decoded.storage.state.stateInit.code : null;
  return code ? encodeBase64(writeBoc(code)) : null;
}

/** The account's current `Account` BOC: from the state reader when there is one, else the state the index stored; null when unknown. */
export async function accountBoc(database: Database, account: AccountRef, reader?: AccountBocReader): Promise<Uint8Array | null> {
  if (reader) return reader.getAccountState(`${account.workchain}:${account.address}`);
  return (await accountState(database.db, account))?.boc ?? null;
}
