import {
  decodeAccount,
  decodeMessage,
  decodeTransaction,
  formatRawAddress,
  transactionView,
  type Cell,
  type ShardAccount,
  type TransactionView,
} from '@tvmscan/tvm';
import { createExecutor, type ExecutorKind, type MessageExecutor, type NetworkConfig } from './message-executor.js';

export { EMULATOR_SIGNATURE_ID, MessageRejectedError, type ExecutorKind } from './message-executor.js';

/** One executed transaction: its cell and the codec's view of it. */
export interface ExecutedTransaction {
  cell: Cell;
  view: TransactionView;
}

const LT_STEP = 1000n;

/**
 * A test network in memory: each message runs through a real executor, and the internal messages a
 * transaction sends are delivered in the order of their logical time until none is left.
 */
export class EmulatedChain {
  /** The block time, unix seconds; tests move it forward. */
  now = 1_700_000_000;
  private lt = 1_000_000n;
  private readonly accounts = new Map<string, ShardAccount>();

  private constructor(private readonly executor: MessageExecutor) {}

  static async create(kind: ExecutorKind, network: NetworkConfig = 'everscale'): Promise<EmulatedChain> {
    return new EmulatedChain(await createExecutor(kind, network));
  }

  /** The Account cell (as a ShardAccount references it), or null when the account does not exist. */
  account(address: string): Cell | null {
    const account = this.accounts.get(address)?.account;
    return account === undefined || decodeAccount(account) === null ? null : account;
  }

  /** Runs a message and everything it causes; the first transaction is the message's own. */
  async send(message: Cell): Promise<ExecutedTransaction[]> {
    const executed: ExecutedTransaction[] = [];
    const queue: { lt: bigint; message: Cell }[] = [{ lt: 0n, message }];
    while (queue.length > 0) {
      queue.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
      const next = queue.shift() as { lt: bigint; message: Cell };
      const tx = await this.execute(next.message, next.lt);
      executed.push(tx);
      for (const out of decodeTransaction(tx.cell).outMsgs) {
        if (out.message.info.kind === 'internal') queue.push({ lt: out.message.info.createdLt, message: out.cell });
      }
    }
    return executed;
  }

  private async execute(message: Cell, createdLt: bigint): Promise<ExecutedTransaction> {
    const dest = formatRawAddress(decodeMessage(message).info.dest) as string;
    this.lt = (this.lt > createdLt ? this.lt : createdLt) + LT_STEP;
    const { transaction, shardAccount } = await this.executor.execute(this.accounts.get(dest), message, this.now, this.lt);
    this.accounts.set(dest, shardAccount);
    return { cell: transaction, view: transactionView(transaction, Number(dest.split(':')[0])) };
  }
}
