import {
  decodeMessage,
  decodeMsgEnvelope,
  encodeMsgEnvelope,
  type AddrStd,
  type Cell,
  type CurrencyCollection,
  type InMsg,
  type IntMsgInfo,
  type MsgEnvelope,
  type Transaction,
} from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import type { TransactionExecutor } from '../executor/transaction-executor.js';
import type { DraftTransaction } from './block-draft.js';
import { outQueueKey } from './out-queue.js';
import { MessageHeap, type PendingMessage } from './pending-message.js';
import type { ShardRuntime } from './shard-runtime.js';
import type { ShardLayout, ShardSpec } from './shard-layout.js';

const ZERO: CurrencyCollection = { coins: 0n, other: [] };
const DIRECT_ROUTE = 96;

export interface ChainListener {
  transaction?(transaction: DraftTransaction, decoded: Transaction, shard: ShardSpec): void;
}

/** An internal message to a standard address as the router meets it: among a transaction's out messages, or in a saved out queue. */
interface RoutedMessage {
  readonly cell: Cell;
  readonly hash: string;
  readonly info: IntMsgInfo;
  readonly dest: AddrStd;
  /** The shard whose block (or saved out queue) it leaves. */
  readonly source: ShardRuntime;
  readonly destShard: ShardSpec;
  /** The transaction that sent it; null for a message read back from a saved out queue. */
  readonly transaction: Cell | null;
}

interface MessageRouterOptions {
  layout: ShardLayout;
  executor: TransactionExecutor;
  listener?: ChainListener;
  maxTransactionsPerBlock: number;
}

/**
 * Carries internal messages between the open blocks: a message to its own shard is delivered in the same
 * block, one to another shard in the next round (through the sender's out queue), and one that finds its
 * block full waits for the next round too. Delivery order is created_lt, then message hash.
 */
export class MessageRouter {
  private readonly ready = new MessageHeap();
  private carried: PendingMessage[] = [];

  /** Messages waiting in the shards' saved out queues (after a restart) are delivered in the next round. */
  constructor(
    private readonly shards: ReadonlyMap<string, ShardRuntime>,
    private readonly options: MessageRouterOptions,
  ) {
    for (const runtime of shards.values()) {
      for (const { envelope } of runtime.queuedMessages()) {
        const cell = decodeMsgEnvelope(envelope).msg;
        const info = decodeMessage(cell).info;
        if (info.kind !== 'internal' || info.dest.kind !== 'std') continue;
        const destShard = options.layout.route(info.dest);
        if (destShard === null) continue;
        this.carried.push(pendingMessage({ cell, hash: cell.hashHex(), info, dest: info.dest, source: runtime, destShard, transaction: null }));
      }
    }
  }

  /** Messages created and not yet delivered, in this round or carried to the next. */
  get pendingMessages(): number {
    return this.ready.size + this.carried.length;
  }

  /** A new round is open: the messages carried from the last one are delivered into its blocks. */
  deliverCarried(): void {
    for (const message of this.carried) this.ready.push(message);
    this.carried = [];
    this.drain();
  }

  /** A transaction the engine ran (on an external message) joined `runtime`'s block: what it sent is routed and delivered. */
  routeFrom(runtime: ShardRuntime, transaction: DraftTransaction, decoded: Transaction): void {
    this.afterTransaction(runtime, transaction, decoded);
    this.drain();
  }

  /** Before `runtime`'s block is sealed: messages created in it and not delivered in it leave as msg_export_new and wait in the out queue. */
  exportUndelivered(runtime: ShardRuntime): void {
    for (const message of runtime.draft.created.values()) {
      if (message.transaction === null) continue;
      runtime.draft.addOutMsg(
        message.hash,
        { kind: 'new', outMsg: message.queuedEnvelope, transaction: message.transaction },
        { coins: message.value + message.fwdFee, other: [] },
      );
      runtime.outQueue.set(
        outQueueKey(message.destWorkchain, message.destPrefix, message.hash),
        { enqueuedLt: message.createdLt, envelope: message.queuedEnvelopeCell },
        message.createdLt,
      );
    }
  }

  private drain(): void {
    const deferred: PendingMessage[] = [];
    for (let message = this.ready.pop(); message !== undefined; message = this.ready.pop()) {
      const runtime = this.shards.get(message.destShard) as ShardRuntime;
      if (runtime.draft.transactions.length >= this.options.maxTransactionsPerBlock) deferred.push(message);
      else this.deliver(message, runtime);
    }
    this.carried.push(...deferred);
  }

  private deliver(message: PendingMessage, runtime: ShardRuntime): void {
    const info = decodeMessage(message.cell).info;
    if (info.kind !== 'internal' || info.dest.kind !== 'std')
      throw new DevnetError('bad-message', `message ${message.hash} is not an internal message to a standard address`);
    const result = runtime.execute(this.options.executor, message.cell, message.hash, info.dest.address, message.createdLt + 1n);
    if (result.kind === 'rejected')
      throw new DevnetError('executor', `the executor made no transaction for internal message ${message.hash}: ${result.reason}`);
    const transaction = result.transaction.cell;
    const envelope: MsgEnvelope = { curAddr: route(DIRECT_ROUTE), nextAddr: route(DIRECT_ROUTE), fwdFeeRemaining: message.fwdFee, msg: message.cell };
    const source = this.shards.get(message.srcShard) as ShardRuntime;
    const sameBlock = message.srcShard === runtime.spec.key && message.round === runtime.draft.round && message.transaction !== null;
    if (sameBlock) {
      const inMsg: InMsg = { kind: 'immediate', inMsg: envelope, transaction, fwdFee: message.fwdFee };
      runtime.draft.addInMsg(message.hash, inMsg, { feesCollected: message.fwdFee, valueImported: ZERO });
      runtime.draft.addOutMsg(message.hash, { kind: 'immediate', outMsg: envelope, transaction: message.transaction as Cell, reimport: inMsg });
      runtime.draft.created.delete(message.hash);
    } else {
      const inMsg: InMsg = { kind: 'final', inMsg: envelope, transaction, fwdFee: message.fwdFee };
      runtime.draft.addInMsg(message.hash, inMsg, {
        feesCollected: message.fwdFee,
        valueImported: { coins: message.value + message.fwdFee, other: [] },
      });
      source.outQueue.delete(outQueueKey(message.destWorkchain, message.destPrefix, message.hash));
      if (source === runtime) runtime.draft.addOutMsg(message.hash, { kind: 'dequeueImmediate', outMsg: message.queuedEnvelope, reimport: inMsg });
      else {
        source.draft.addOutMsg(message.hash, {
          kind: 'dequeueShort',
          msgEnvHash: message.queuedEnvelopeCell.hashHex(),
          nextWorkchain: message.destWorkchain,
          nextAddrPfx: message.destPrefix,
          importBlockLt: runtime.draft.startLt,
        });
      }
    }
    this.afterTransaction(runtime, result.transaction, result.decoded);
  }

  /** Routes what a transaction sent: internal messages to their shards, external ones into the block's out descriptions. */
  private afterTransaction(runtime: ShardRuntime, transaction: DraftTransaction, decoded: Transaction): void {
    this.options.listener?.transaction?.(transaction, decoded, runtime.spec);
    for (const out of decoded.outMsgs) {
      const info = out.message.info;
      if (info.kind === 'externalOut') {
        runtime.draft.addOutMsg(out.hash, { kind: 'external', msg: out.cell, transaction: transaction.cell });
        continue;
      }
      if (info.kind !== 'internal' || info.dest.kind !== 'std') continue;
      const destShard = this.options.layout.route(info.dest);
      if (destShard === null) continue;
      const pending = pendingMessage({
        cell: out.cell,
        hash: out.hash,
        info,
        dest: info.dest,
        source: runtime,
        destShard,
        transaction: transaction.cell,
      });
      runtime.draft.created.set(out.hash, pending);
      if (destShard.key === runtime.spec.key) this.ready.push(pending);
      else this.carried.push(pending);
    }
  }
}

function pendingMessage(message: RoutedMessage): PendingMessage {
  const { cell, info, dest, source, transaction } = message;
  const queuedEnvelope: MsgEnvelope = { curAddr: route(0), nextAddr: route(DIRECT_ROUTE), fwdFeeRemaining: info.fwdFee, msg: cell };
  return {
    cell,
    hash: message.hash,
    createdLt: info.createdLt,
    value: info.value.coins,
    fwdFee: info.fwdFee,
    srcShard: source.spec.key,
    destShard: message.destShard.key,
    destWorkchain: dest.workchain,
    destPrefix: BigInt(`0x${dest.address.slice(0, 16)}`),
    round: transaction === null ? -1 : source.draft.round,
    transaction,
    queuedEnvelope,
    queuedEnvelopeCell: encodeMsgEnvelope(queuedEnvelope),
  };
}

function route(useDestBits: number): MsgEnvelope['curAddr'] {
  return { kind: 'regular', useDestBits };
}
