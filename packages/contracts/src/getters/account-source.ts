import { readBocSingle, type Cell } from '@tvmscan/tvm';

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
