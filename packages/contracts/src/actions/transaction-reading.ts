import { formatRawAddress, type ComputeSkipReason, type MessageRef, type MessageType, type Transaction, type TransactionView } from '@tvmscan/tvm';
import { readBody, type BodyReading } from './body-reading.js';

/** A message as the classifier reads it: its parties, value, flags and what its body is. */
export interface MessageReading {
  readonly hash: string;
  readonly type: MessageType;
  /** Raw `wc:hex`; null for an external message's missing side. */
  readonly src: string | null;
  readonly dst: string | null;
  /** Nano; 0 for external messages. */
  readonly value: bigint;
  readonly bounce: boolean;
  readonly bounced: boolean;
  readonly bodyHash: string;
  readonly body: BodyReading;
}

/**
 * What the classifier reads of a transaction besides the token, NFT and contract facts the indexer (or the
 * emulation) adds: its kind and outcome, whether it deployed its account, its inbound message and the internal
 * messages it sent. Plain data (bigints, strings), cheap to pass between threads.
 */
export interface TransactionReading {
  readonly hash: string;
  /** Raw `wc:hex`. */
  readonly account: string;
  readonly lt: bigint;
  readonly now: number;
  /** `other`: a storage, split or merge transaction. */
  readonly kind: 'ordinary' | 'tick' | 'tock' | 'other';
  readonly aborted: boolean;
  /** Why the compute phase did not run; null when it ran (or the transaction has none). */
  readonly computeSkipped: ComputeSkipReason | null;
  /** The VM's exit code; null when the compute phase did not run. */
  readonly exitCode: number | null;
  /** The action phase's result code; null without an action phase. */
  readonly resultCode: number | null;
  /** The transaction sent its inbound message's value back in a bounced message (its bounce phase ran to the end). */
  readonly bounceSent: boolean;
  /** The transaction made its account active (from uninit or nonexistent). */
  readonly deploys: boolean;
  readonly inMessage: MessageReading | null;
  /** Its outbound internal messages, in order (external ones are events and logs, read elsewhere). */
  readonly outMessages: readonly MessageReading[];
}

/** Reads a transaction decoded by `@tvmscan/tvm`, with the view `transactionView` gave of it. */
export function readTransaction(tx: Transaction, view: TransactionView): TransactionReading {
  const compute = view.phases.compute;
  const description = tx.description;
  return {
    hash: view.hash,
    account: view.account,
    lt: tx.lt,
    now: tx.now,
    kind: description.kind === 'ordinary' ? 'ordinary' : description.kind === 'tickTock' ? (description.isTock ? 'tock' : 'tick') : 'other',
    aborted: view.aborted,
    computeSkipped: compute?.kind === 'skipped' ? compute.reason : null,
    exitCode: view.exitCode,
    resultCode: view.resultCode,
    bounceSent: view.phases.bounce?.kind === 'ok',
    deploys: tx.origStatus !== 'active' && tx.endStatus === 'active',
    inMessage: tx.inMsg === null ? null : readMessage(tx.inMsg),
    outMessages: tx.outMsgs.filter((ref) => ref.message.info.kind === 'internal').map(readMessage),
  };
}

function readMessage(ref: MessageRef): MessageReading {
  const { info, body } = ref.message;
  const type: MessageType = info.kind === 'internal' ? 'Internal' : info.kind === 'externalIn' ? 'ExternalIn' : 'ExternalOut';
  const internal = info.kind === 'internal' ? info : null;
  return {
    hash: ref.hash,
    type,
    src: formatRawAddress(info.src),
    dst: formatRawAddress(info.dest),
    value: internal?.value.coins ?? 0n,
    bounce: internal?.bounce ?? false,
    bounced: internal?.bounced ?? false,
    bodyHash: body.hashHex(0),
    body: readBody(body, type, internal?.bounced ?? false),
  };
}
