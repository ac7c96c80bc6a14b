import {
  addCurrencies,
  bits256ToKey,
  encodeHashUpdate,
  type AccountTransaction,
  type Cell,
  type CurrencyCollection,
  type ImportFees,
  type InMsg,
  type InMsgDescr,
  type OutMsg,
  type OutMsgDescr,
  type ShardAccountBlocks,
} from '@tvmscan/tvm';
import type { PendingMessage } from './pending-message.js';

const ZERO: CurrencyCollection = { coins: 0n, other: [] };
const NO_IMPORT_FEES: ImportFees = { feesCollected: 0n, valueImported: ZERO };

/** One executed transaction of the open block. */
export interface DraftTransaction {
  readonly lt: bigint;
  readonly cell: Cell;
  readonly hash: string;
  /** Account id (64 hex digits) within the block's workchain. */
  readonly account: string;
  readonly fees: CurrencyCollection;
  readonly oldStateHash: string;
  readonly newStateHash: string;
  /** Hash of the inbound message; null for a tick-tock transaction. */
  readonly inMsgHash: string | null;
}

interface AccountDraft {
  oldHash: string;
  newHash: string;
  transactions: AccountTransaction[];
}

/** What one shard's next block collects while its round is open: transactions and message descriptions. */
export class BlockDraft {
  /** The next free logical time in this block. */
  ltCounter: bigint;
  readonly transactions: DraftTransaction[] = [];
  /** Internal messages created here, by hash; those still undelivered at the seal leave as msg_export_new. */
  readonly created = new Map<string, PendingMessage>();
  private readonly accounts = new Map<string, AccountDraft>();
  private readonly inMsgs = new Map<string, { value: InMsg; extra: ImportFees }>();
  private readonly outMsgs = new Map<string, { value: OutMsg; extra: CurrencyCollection }>();

  constructor(
    readonly round: number,
    readonly startLt: bigint,
    readonly utime: number,
    readonly randSeed: Uint8Array,
  ) {
    this.ltCounter = startLt;
  }

  get endLt(): bigint {
    return this.transactions.length === 0 ? this.startLt + 1n : this.ltCounter;
  }

  addTransaction(tx: DraftTransaction, endLt: bigint): void {
    this.transactions.push(tx);
    this.ltCounter = endLt;
    const entry = this.accounts.get(tx.account);
    const accountTransaction = { lt: tx.lt, fees: tx.fees, cell: tx.cell };
    if (entry === undefined)
      this.accounts.set(tx.account, { oldHash: tx.oldStateHash, newHash: tx.newStateHash, transactions: [accountTransaction] });
    else {
      entry.newHash = tx.newStateHash;
      entry.transactions.push(accountTransaction);
    }
  }

  addInMsg(hash: string, value: InMsg, extra: ImportFees = NO_IMPORT_FEES): void {
    this.inMsgs.set(hash, { value, extra });
  }

  addOutMsg(hash: string, value: OutMsg, extra: CurrencyCollection = ZERO): void {
    this.outMsgs.set(hash, { value, extra });
  }

  hasInMsg(hash: string): boolean {
    return this.inMsgs.has(hash);
  }

  /** Sum of the transactions' total fees. */
  transactionFees(): CurrencyCollection {
    return this.transactions.reduce((sum, tx) => addCurrencies(sum, tx.fees), ZERO);
  }

  accountBlocks(): ShardAccountBlocks {
    const entries = [...this.accounts].map(([account, draft]) => ({
      key: bits256ToKey(account),
      extra: draft.transactions.reduce((sum, tx) => addCurrencies(sum, tx.fees), ZERO),
      value: { account, transactions: draft.transactions, stateUpdate: encodeHashUpdate({ oldHash: draft.oldHash, newHash: draft.newHash }) },
    }));
    return { entries, extra: entries.reduce((sum, entry) => addCurrencies(sum, entry.extra), ZERO) };
  }

  inMsgDescr(): InMsgDescr {
    const entries = [...this.inMsgs].map(([hash, { value, extra }]) => ({ key: bits256ToKey(hash), extra, value }));
    const extra = entries.reduce(
      (sum, entry) => ({
        feesCollected: sum.feesCollected + entry.extra.feesCollected,
        valueImported: addCurrencies(sum.valueImported, entry.extra.valueImported),
      }),
      NO_IMPORT_FEES,
    );
    return { entries, extra };
  }

  outMsgDescr(): OutMsgDescr {
    const entries = [...this.outMsgs].map(([hash, { value, extra }]) => ({ key: bits256ToKey(hash), extra, value }));
    return { entries, extra: entries.reduce((sum, entry) => addCurrencies(sum, entry.extra), ZERO) };
  }
}
