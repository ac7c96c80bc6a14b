import { readBocSingle, type Cell } from '@tvmscan/tvm';
import { GetterError } from '../errors.js';

/**
 * Where getters find accounts: the current `Account` BOC of a raw `wc:hex` address, or null when there is no
 * such account. The indexer's state sources have this method; the devnet reads its accounts directly.
 */
export interface AccountSource {
  getAccount(address: string): Promise<Uint8Array | null>;
}

/** The Account cell of `address`; null when the source has no such account. */
export async function accountCell(source: AccountSource, address: string): Promise<Cell | null> {
  const boc = await source.getAccount(address);
  return boc === null ? null : readBocSingle(boc);
}

/** The Account cell of `address`; a GetterError when the source has no such account. */
export async function existingAccountCell(source: AccountSource, address: string): Promise<Cell> {
  const cell = await accountCell(source, address);
  if (cell === null) throw new GetterError(`there is no account ${address}`, null);
  return cell;
}
