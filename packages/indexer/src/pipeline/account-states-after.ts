import { findStateAccount, stateAfterUpdate } from '@tvmscan/tvm';
import type { DecodedBlock } from './decoded-block.js';
import type { TransactionFacts } from './transaction-facts.js';

/**
 * The facts of the block's transactions (in logical-time order), the last one of each account carrying the account
 * as the block's new state holds it. Left out where that state prunes the account (a devnet's block prunes it all)
 * or names another last transaction, so that nothing is taken from a state that is not this transaction's. Only the
 * balance and code hash are taken, never an account_states row: the update prunes the cells the block did not change
 * (the code, most of the data), so it holds no full state for the account page or the verifier to decode.
 */
export function withStatesAfter(decoded: DecodedBlock, facts: readonly TransactionFacts[]): TransactionFacts[] {
  const last = new Map<string, number>();
  facts.forEach((item, index) => last.set(item.account, index));
  const stateRoot = stateAfterUpdate(decoded.block.stateUpdate);
  const result = [...facts];
  for (const index of last.values()) {
    const item = facts[index]!;
    if (item.endStatus === 'nonexist') continue;
    const found = findStateAccount(stateRoot, BigInt(`0x${item.account}`));
    if (found.kind !== 'found' || found.account === null || found.shardAccount.lastTransHash !== item.hash) continue;
    result[index] = { ...item, stateAfter: { balance: found.account.balance, codeHash: found.account.codeHash } };
  }
  return result;
}
