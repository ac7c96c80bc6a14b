import { classifyTransaction, type Action } from '@tvmscan/contracts/actions';
import { emptyTraceRows, type Database, type TraceRows } from '@tvmscan/store';
import { withColumn, type CopyChunk } from '@tvmscan/store/copy-text';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import type { TransactionFacts } from '../../pipeline/transaction-facts.js';
import { actionInputs, type DerivedFacts } from '../actions/action-inputs.js';
import { BouncedTransfers } from '../actions/bounced-transfers.js';
import type { ContractNames } from '../actions/contract-names.js';
import { methodNameOf } from '../actions/method-names.js';
import { TraceBook } from './trace-book.js';

/** A group's traces and actions: the rows to write, and each transaction's trace id and method name in the group's order. */
export interface DerivedTraces {
  readonly rows: TraceRows;
  readonly traceIds: readonly string[];
  readonly methodNames: readonly (string | null)[];
}

/**
 * Places each transaction of consecutive writes in its trace (`TraceBook`) and tells its actions with the classifier
 * of `@tvmscan/contracts`, from its reading and what the group's account, token and NFT derivations found; the trace
 * rows, the actions and the accounts they name go into the same database transaction as the blocks.
 */
export class TraceDeriver {
  private readonly book: TraceBook;
  private readonly bounced: BouncedTransfers;

  /** `contracts`: the verified contracts, kept current by the indexer's loop. */
  constructor(
    database: Database,
    private readonly contracts: ContractNames,
  ) {
    this.book = new TraceBook(database);
    this.bounced = new BouncedTransfers(database);
  }

  /** `committed`: how many of the writes derived so far are committed; `derived`: what the group's other derivations found. */
  async derive(
    group: readonly PreparedBatch[],
    committed: number,
    derived: Omit<DerivedFacts, 'contracts' | 'bouncedReceivers'>,
  ): Promise<DerivedTraces> {
    const transactions = group.flatMap((batch) => batch.transactions);
    const traceIds = await this.book.place(
      transactions.map((facts) => ({ reading: readingOf(facts), inMessageByCollator: facts.inMessageByCollator })),
      committed,
    );
    const bouncedReceivers = await this.bounced.receivers(transactions, derived.tokens.transactions, committed);
    const inputs = actionInputs(transactions, { ...derived, contracts: this.contracts, bouncedReceivers });
    const rows = emptyTraceRows();
    transactions.forEach((facts, index) => {
      const traceId = traceIds[index]!;
      const actions = classifyTransaction(inputs[index]!);
      this.book.countActions(traceId, actions.length);
      actions.forEach((action, position) => addAction(rows, facts, traceId, action, position));
    });
    rows.traces = this.book.changedRows();
    return { rows, traceIds, methodNames: inputs.map(methodNameOf) };
  }
}

function readingOf(facts: TransactionFacts) {
  if (facts.reading === null) throw new Error(`transaction ${facts.hash} was prepared without its reading for the traces`);
  return facts.reading;
}

function addAction(rows: TraceRows, facts: TransactionFacts, traceId: string, action: Action, position: number): void {
  const where = { transaction_hash: facts.hash, position, lt: facts.lt, block_time: facts.now };
  rows.actions.push({
    ...where,
    trace_id: traceId,
    type: action.type,
    success: action.success,
    amount: action.amount,
    token_root: action.token?.root ?? null,
    exit_code: action.failure?.exitCode ?? null,
    action: JSON.stringify(action),
  });
  for (const account of action.accounts) rows.actionAccounts.push({ ...where, account, type: action.type });
}

/** The transactions' rendered rows with their trace ids and method names as two more columns (in the rows' order). */
export function withTraceColumns(chunks: readonly CopyChunk[], traced: DerivedTraces): CopyChunk[] {
  let start = 0;
  return chunks.map((chunk) => {
    const end = start + chunk.count;
    const withTrace = withColumn(chunk, 'trace_id', traced.traceIds.slice(start, end));
    const withMethod = withColumn(withTrace, 'method_name', traced.methodNames.slice(start, end));
    start = end;
    return withMethod;
  });
}
