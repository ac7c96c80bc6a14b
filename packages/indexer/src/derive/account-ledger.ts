import { accountStateLabel, type AccountStatus } from '@tvmscan/tvm';
import type { AccountInsert, AccountKey, AccountRow } from '@tvmscan/store';
import type { AccountStateAfter, TransactionFacts } from '../pipeline/transaction-facts.js';

/** An account's derived values while a write is being prepared (balance as bigint). */
export interface AccountValues {
  workchain: number;
  address: string;
  balance: bigint;
  state: string;
  codeHash: string | null;
  creatorWorkchain: number | null;
  creatorAddress: string | null;
  createdAt: number | null;
  updatedAt: number | null;
  lastTransLt: bigint | null;
  lastTransHash: string | null;
  /**
   * Met mid-chain already existing, with no state telling its values before: its balance is not known (kept at 0,
   * never derived from a guessed base) until a state source or a block's state update gives it, or a transaction
   * deletes the account.
   */
  balancePartial: boolean;
}

/** What applying one transaction changed, for the statistics. */
export interface AccountChange {
  /** The account came into existence with this transaction. */
  readonly created: boolean;
  /** The account's previous transaction time, null when it had none. */
  readonly previousUpdate: number | null;
  /** The account had no row before: neither stored nor made by an earlier write. */
  readonly newRow: boolean;
}

export function accountKeyOf(workchain: number, address: string): string {
  return `${workchain}:${address}`;
}

function accountValuesFromRow(row: AccountRow): AccountValues {
  return {
    workchain: row.workchain,
    address: row.address,
    balance: BigInt(row.balance),
    state: row.state,
    codeHash: row.code_hash,
    creatorWorkchain: row.creator_workchain,
    creatorAddress: row.creator_address,
    createdAt: row.created_at === null ? null : Number(row.created_at),
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
    lastTransLt: row.last_trans_lt,
    lastTransHash: row.last_trans_hash,
    balancePartial: row.balance_partial,
  };
}

function accountInsert(values: AccountValues): AccountInsert {
  return {
    workchain: values.workchain,
    address: values.address,
    balance: values.balance,
    state: values.state,
    code_hash: values.codeHash,
    creator_workchain: values.creatorWorkchain,
    creator_address: values.creatorAddress,
    created_at: values.createdAt,
    updated_at: values.updatedAt,
    last_trans_lt: values.lastTransLt,
    last_trans_hash: values.lastTransHash,
    balance_partial: values.balancePartial,
  };
}

/**
 * Accounts kept current from transactions: balance plus each balance change (a partial account's from the first
 * state a block's state update gives of it), state from the end status
 * (Deleted when an existing account ends as nonexist), code hash from a deploying message's state init,
 * creator as the sender of the deploying (else the first funding) internal message, created and updated times.
 *
 * The indexer is the only writer of the accounts, so the ledger is kept across writes: an account it holds is
 * as the writes derived so far leave it, whether or not they are committed yet, and only accounts it does not
 * hold are read from the database. Writes are numbered from 1 in the order they are derived.
 */
export class AccountLedger {
  private readonly accounts = new Map<string, AccountValues>();
  /** The write that last changed each account. */
  private readonly lastWrite = new Map<string, number>();
  private write = 0;
  private readonly touched = new Set<string>();
  /** Accounts of this write whose balance is not known, with the end lt of their last transaction. */
  private readonly unknownBefore = new Map<string, bigint>();
  /** Accounts set from a state at their first indexed transaction: still new rows when it is applied. */
  private readonly based = new Set<string>();

  /** Starts the next write: `changedRows` and `accountsWithUnknownBase` cover only what is applied from now on. */
  beginWrite(): void {
    this.write += 1;
    this.touched.clear();
    this.unknownBefore.clear();
  }

  /** Of the given accounts, those the ledger does not hold: their stored rows must be loaded. */
  missing(keys: readonly AccountKey[]): AccountKey[] {
    return keys.filter((key) => !this.accounts.has(accountKeyOf(key.workchain, key.address)));
  }

  /** Accounts as stored (read while no write the ledger holds changes them). */
  load(rows: readonly AccountRow[]): void {
    for (const row of rows) {
      const key = accountKeyOf(row.workchain, row.address);
      this.accounts.set(key, accountValuesFromRow(row));
      this.lastWrite.set(key, this.write);
    }
  }

  /**
   * Lets go of accounts whose last change is in a committed write (`committed` and earlier) once the ledger holds
   * more than `limit` accounts; a later write reads them from the database again.
   */
  forgetCommitted(committed: number, limit: number): void {
    if (this.accounts.size <= limit) return;
    for (const [key, write] of this.lastWrite) {
      if (write > committed) continue;
      this.accounts.delete(key);
      this.lastWrite.delete(key);
    }
  }

  /** Sets an account outright (from a zerostate or a state source). */
  put(values: AccountValues): void {
    const key = accountKeyOf(values.workchain, values.address);
    this.accounts.set(key, values);
    this.markTouched(key);
  }

  /** Sets an account met mid-chain from its state just before its first indexed transaction (which is applied next). */
  putBase(values: AccountValues): void {
    this.put(values);
    this.based.add(accountKeyOf(values.workchain, values.address));
  }

  apply(facts: TransactionFacts): AccountChange {
    const key = accountKeyOf(facts.workchain, facts.account);
    const known = this.accounts.get(key);
    const newRow = known === undefined || this.based.delete(key);
    const values = known ?? newAccount(facts.workchain, facts.account, facts.origStatus !== 'nonexist');
    const previousUpdate = values.updatedAt;
    const created = values.createdAt === null && facts.origStatus === 'nonexist' && facts.endStatus !== 'nonexist';
    const settledBy = values.balancePartial ? settlingState(facts) : null;
    if (settledBy) Object.assign(values, { balance: settledBy.balance, balancePartial: false });
    else if (!values.balancePartial) values.balance += facts.balanceChange;
    if (values.balancePartial) this.unknownBefore.set(key, facts.lt + 1n + BigInt(facts.outMsgCount));
    else this.unknownBefore.delete(key);
    values.state = stateLabel(facts.origStatus, facts.endStatus);
    if (created) values.createdAt = facts.now;
    const internalSender = facts.inMessage?.messageType === 'Internal' ? facts.inMessage.src : null;
    const deploys = facts.endStatus === 'active' && facts.origStatus !== 'active';
    if (deploys && facts.inMessageCodeHash) values.codeHash = facts.inMessageCodeHash;
    if (facts.endStatus !== 'active' && facts.endStatus !== 'frozen') values.codeHash = null;
    if (settledBy) values.codeHash = settledBy.codeHash;
    if (internalSender && (deploys || (created && values.creatorAddress === null))) {
      const colon = internalSender.indexOf(':');
      values.creatorWorkchain = Number(internalSender.slice(0, colon));
      values.creatorAddress = internalSender.slice(colon + 1);
    }
    values.updatedAt = facts.now;
    values.lastTransLt = facts.lt;
    values.lastTransHash = facts.hash;
    this.accounts.set(key, values);
    this.markTouched(key);
    return { created, previousUpdate, newRow };
  }

  /**
   * Accounts of this write whose balance is not known, as `wc:hex`, with the logical time an account state taken
   * right after their last transaction records (the transaction's lt plus one plus its out messages).
   */
  accountsWithUnknownBase(): { address: string; stateLt: bigint }[] {
    return [...this.unknownBefore].map(([address, stateLt]) => ({ address, stateLt }));
  }

  /** Takes balance, state and code hash from a full account state given at the account's latest transaction. */
  adoptState(address: string, values: Pick<AccountValues, 'balance' | 'state' | 'codeHash'>): void {
    const account = this.accounts.get(address);
    if (!account) return;
    Object.assign(account, values, { balancePartial: false });
    this.unknownBefore.delete(address);
  }

  /** Rows of every account this write changed, as they stand now (later writes do not change them). */
  changedRows(): AccountInsert[] {
    return [...this.touched].map((key) => accountInsert(this.accounts.get(key)!));
  }

  private markTouched(key: string): void {
    this.touched.add(key);
    this.lastWrite.set(key, this.write);
  }
}

/**
 * What tells a partial account's values after the transaction: a deletion (nothing is left), else the account as the
 * block's state update holds it after its last transaction of the block; null while neither does.
 */
function settlingState(facts: TransactionFacts): AccountStateAfter | null {
  if (facts.endStatus === 'nonexist') return { balance: 0n, codeHash: null };
  return facts.stateAfter ?? null;
}

function newAccount(workchain: number, address: string, balancePartial: boolean): AccountValues {
  return {
    workchain,
    address,
    balance: 0n,
    state: 'NonExist',
    codeHash: null,
    creatorWorkchain: null,
    creatorAddress: null,
    createdAt: null,
    updatedAt: null,
    lastTransLt: null,
    lastTransHash: null,
    balancePartial,
  };
}

function stateLabel(orig: AccountStatus, end: AccountStatus): string {
  return accountStateLabel(end, orig !== 'nonexist' && end === 'nonexist');
}
