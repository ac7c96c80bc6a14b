import { accountCodeHash, accountStateLabel, accountStatusOf, decodeAccount, readBocSingle } from '@tvmscan/tvm';
import type { AccountStateRow } from '@tvmscan/store';
import type { StateSource } from '../sources/state-source.js';
import type { AccountLedger } from './account-ledger.js';

/**
 * For accounts whose balance is not known (met already existing, mid-chain, with no state at their first
 * transaction), asks the state source for the full state after each write that touches them. It is adopted only
 * when it stands at the account's latest indexed transaction, so that later balance changes keep adding up exactly
 * (a node's current state does at the write of the account's last transaction); the state is stored either way.
 */
export async function refreshUnknownAccounts(ledger: AccountLedger, stateSource: StateSource, now: number): Promise<AccountStateRow[]> {
  const rows: AccountStateRow[] = [];
  for (const { address, stateLt } of ledger.accountsWithUnknownBase()) {
    const boc = await stateSource.getAccount(address);
    if (boc === null) continue;
    const account = decodeAccount(readBocSingle(boc));
    if (account === null) continue;
    const [workchain, hex] = address.split(':') as [string, string];
    rows.push({ workchain: Number(workchain), address: hex, last_trans_lt: account.storage.lastTransLt, boc, fetched_at: now });
    if (account.storage.lastTransLt !== stateLt) continue;
    ledger.adoptState(address, {
      balance: account.storage.balance.coins,
      state: accountStateLabel(accountStatusOf(account)),
      codeHash: accountCodeHash(account),
    });
  }
  return rows;
}
