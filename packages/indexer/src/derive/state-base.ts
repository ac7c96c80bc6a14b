import { accountCodeHash, accountStateLabel, accountStatusOf, decodeAccount, readBocSingle } from '@tvmscan/tvm';
import type { PreparedBatch } from '../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../pipeline/transaction-facts.js';
import type { StateSource } from '../sources/state-source.js';
import { accountKeyOf, type AccountLedger } from './account-ledger.js';

/**
 * Accounts a group meets for the first time already existing (the index started mid-chain) take their values
 * before their first indexed transaction from the state source, when the state it gives is that one: its last
 * transaction is the one before (as a state read at the start block is for every account untouched since).
 * Others stay for the refresh after the group, or partial.
 */
export async function takeBaseStates(ledger: AccountLedger, stateSource: StateSource, group: readonly PreparedBatch[]): Promise<void> {
  for (const facts of firstMetExisting(ledger, group)) {
    const boc = await stateSource.getAccount(`${facts.workchain}:${facts.account}`);
    const account = boc === null ? null : decodeAccount(readBocSingle(boc));
    if (account === null || !standsBefore(account.storage.lastTransLt, facts)) continue;
    ledger.putBase({
      workchain: facts.workchain,
      address: facts.account,
      balance: account.storage.balance.coins,
      state: accountStateLabel(accountStatusOf(account)),
      codeHash: accountCodeHash(account),
      creatorWorkchain: null,
      creatorAddress: null,
      createdAt: null,
      updatedAt: null,
      lastTransLt: account.storage.lastTransLt,
      lastTransHash: null,
      balancePartial: false,
    });
  }
}

/**
 * Whether a state whose `last_trans_lt` is `stateLt` is the one right before the transaction: a state records the end
 * lt of its last transaction (its lt plus one plus its out messages), above the previous transaction's lt and at most
 * this one's (with no previous transaction, any state not after this one).
 */
function standsBefore(stateLt: bigint, facts: TransactionFacts): boolean {
  return stateLt <= facts.lt && (stateLt > facts.prevTransLt || facts.prevTransLt === 0n);
}

/** The first transaction of each account neither the ledger nor the database holds, when the account existed before it. */
function firstMetExisting(ledger: AccountLedger, group: readonly PreparedBatch[]): TransactionFacts[] {
  const first = new Map<string, TransactionFacts>();
  for (const batch of group) {
    for (const facts of batch.transactions) {
      const key = accountKeyOf(facts.workchain, facts.account);
      if (!first.has(key)) first.set(key, facts);
    }
  }
  const unknown = new Set(
    ledger
      .missing([...first.values()].map((facts) => ({ workchain: facts.workchain, address: facts.account })))
      .map((key) => accountKeyOf(key.workchain, key.address)),
  );
  return [...first].filter(([key, facts]) => unknown.has(key) && facts.origStatus !== 'nonexist').map(([, facts]) => facts);
}
