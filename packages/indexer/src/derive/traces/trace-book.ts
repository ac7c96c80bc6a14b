import { loadTraces, traceIdsOfMessages, type Database, type StoredTrace, type TraceRow } from '@tvmscan/store';
import type { TransactionReading } from '@tvmscan/contracts/actions';

/** A trace while writes are derived. */
interface TraceState {
  readonly traceId: string;
  readonly rootMessageHash: string | null;
  readonly rootAccount: string;
  readonly startLt: bigint;
  readonly startTime: number;
  endLt: bigint;
  endTime: number;
  transactionCount: number;
  actionCount: number;
  pendingMessages: number;
}

/** A transaction of a write with what placing it in its trace needs: its reading and whether the collator made its inbound message. */
export interface TracedTransaction {
  readonly reading: TransactionReading;
  readonly inMessageByCollator: boolean;
}

/** How many in-flight messages and traces the book keeps between writes before it lets go of those already committed. */
const BOOK_LIMIT = 200_000;

/**
 * Which trace each transaction belongs to, and every trace as the writes derived so far leave it. A transaction
 * whose inbound message another indexed transaction created joins that transaction's trace; any other (an external
 * inbound message, none, a message the collator made or one created before the indexed history) starts a trace of
 * its own, named by its hash. The messages in flight (sent, not yet consumed) are held with their trace, like the
 * account ledger holds accounts: the writes not yet committed are always held, and what the book let go of (or
 * never held, after a restart) is read from the database. So a trace is the same however the chain is cut into
 * writes and wherever a run stopped. Writes are numbered from 1 in the order they are derived.
 */
export class TraceBook {
  private readonly traces = new Map<string, TraceState>();
  private readonly traceWrites = new Map<string, number>();
  private readonly inFlight = new Map<string, { readonly traceId: string; readonly write: number }>();
  private changed = new Set<string>();
  private write = 0;

  constructor(private readonly database: Database) {}

  /**
   * Places the transactions of the next write (in chain order) in their traces; gives each one's trace id, in the
   * same order. `committed`: how many of the writes derived so far are committed.
   */
  async place(transactions: readonly TracedTransaction[], committed: number): Promise<string[]> {
    this.forgetCommitted(committed);
    this.write += 1;
    this.changed = new Set();
    const traceIds = await this.resolve(transactions);
    const roots = new Map(transactions.map((transaction) => [transaction.reading.hash, transaction.reading]));
    await this.loadMissing(traceIds.filter((traceId) => !roots.has(traceId)));
    const consumedHere = new Set<string>();
    transactions.forEach((transaction, index) => {
      const traceId = traceIds[index]!;
      const inbound = internalInbound(transaction);
      if (inbound !== null) {
        consumedHere.add(inbound);
        this.inFlight.delete(inbound);
      }
      this.apply(traceId, roots.get(traceId) ?? transaction.reading, transaction.reading, traceId !== transaction.reading.hash);
    });
    transactions.forEach((transaction, index) => {
      for (const message of transaction.reading.outMessages) {
        if (!consumedHere.has(message.hash)) this.inFlight.set(message.hash, { traceId: traceIds[index]!, write: this.write });
      }
    });
    return traceIds;
  }

  /**
   * Each transaction's trace: that of the transaction that created its inbound message (in this write, held in
   * flight, or stored), else its own.
   */
  private async resolve(transactions: readonly TracedTransaction[]): Promise<string[]> {
    const createdHere = new Map<string, number>();
    transactions.forEach((transaction, index) => {
      for (const message of transaction.reading.outMessages) createdHere.set(message.hash, index);
    });
    const asked = transactions
      .filter((transaction) => !transaction.inMessageByCollator)
      .map(internalInbound)
      .filter((hash): hash is string => hash !== null && !createdHere.has(hash) && !this.inFlight.has(hash));
    const stored = await traceIdsOfMessages(this.database.db, asked);
    const traceIds: string[] = [];
    const traceOf = (index: number): string => {
      const known = traceIds[index];
      if (known !== undefined) return known;
      const transaction = transactions[index]!;
      const inbound = transaction.inMessageByCollator ? null : internalInbound(transaction);
      const creator = inbound === null ? undefined : createdHere.get(inbound);
      const parent =
        creator !== undefined ? traceOf(creator) : inbound === null ? null : (this.inFlight.get(inbound)?.traceId ?? stored.get(inbound) ?? null);
      traceIds[index] = parent ?? transaction.reading.hash;
      return traceIds[index]!;
    };
    transactions.forEach((_, index) => traceOf(index));
    return traceIds;
  }

  /** Adds a transaction's actions to its trace's count. */
  countActions(traceId: string, count: number): void {
    const trace = this.traces.get(traceId);
    if (trace === undefined || count === 0) return;
    trace.actionCount += count;
    this.changed.add(traceId);
  }

  /** The traces the current write changed, as they now stand. */
  changedRows(): TraceRow[] {
    return [...this.changed].map((traceId) => traceRow(this.traces.get(traceId)!));
  }

  private async loadMissing(traceIds: readonly string[]): Promise<void> {
    const missing = [...new Set(traceIds)].filter((id) => !this.traces.has(id));
    for (const row of await loadTraces(this.database.db, missing)) this.hold(traceState(row));
  }

  /**
   * Adds the transaction to its trace, which starts with `root` when neither held nor stored; `joined`: the
   * transaction consumed a message the trace sent.
   */
  private apply(traceId: string, root: TransactionReading, reading: TransactionReading, joined: boolean): void {
    let trace = this.traces.get(traceId);
    if (trace === undefined) {
      trace = {
        traceId,
        rootMessageHash: root.inMessage?.hash ?? null,
        rootAccount: root.account,
        startLt: root.lt,
        startTime: root.now,
        endLt: root.lt,
        endTime: root.now,
        transactionCount: 0,
        actionCount: 0,
        pendingMessages: 0,
      };
    }
    trace.transactionCount += 1;
    if (reading.lt > trace.endLt) trace.endLt = reading.lt;
    if (reading.now > trace.endTime) trace.endTime = reading.now;
    trace.pendingMessages += reading.outMessages.length - (joined ? 1 : 0);
    this.hold(trace);
    this.changed.add(traceId);
  }

  private hold(trace: TraceState): void {
    this.traces.set(trace.traceId, trace);
    this.traceWrites.set(trace.traceId, this.write);
  }

  /** Lets go of the messages and traces last touched by committed writes once the book holds more than its limit of either. */
  private forgetCommitted(committed: number): void {
    if (this.inFlight.size > BOOK_LIMIT) {
      for (const [hash, { write }] of this.inFlight) if (write <= committed) this.inFlight.delete(hash);
    }
    if (this.traces.size > BOOK_LIMIT) {
      for (const [traceId, write] of this.traceWrites) {
        if (write > committed) continue;
        this.traces.delete(traceId);
        this.traceWrites.delete(traceId);
      }
    }
  }
}

/** The hash of the transaction's inbound message when another transaction may have created it (an internal one). */
function internalInbound({ reading }: TracedTransaction): string | null {
  return reading.inMessage?.type === 'Internal' ? reading.inMessage.hash : null;
}

function traceState(row: StoredTrace): TraceState {
  return {
    traceId: row.trace_id,
    rootMessageHash: row.root_message_hash,
    rootAccount: row.root_account,
    startLt: BigInt(row.start_lt),
    startTime: Number(row.start_time),
    endLt: BigInt(row.end_lt),
    endTime: Number(row.end_time),
    transactionCount: row.transaction_count,
    actionCount: row.action_count,
    pendingMessages: row.pending_messages,
  };
}

function traceRow(trace: TraceState): TraceRow {
  return {
    trace_id: trace.traceId,
    root_message_hash: trace.rootMessageHash,
    root_account: trace.rootAccount,
    start_lt: trace.startLt,
    end_lt: trace.endLt,
    start_time: trace.startTime,
    end_time: trace.endTime,
    transaction_count: trace.transactionCount,
    action_count: trace.actionCount,
    pending_messages: trace.pendingMessages,
    complete: trace.pendingMessages === 0,
  };
}
