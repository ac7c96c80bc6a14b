import type { Cell } from '../cell/cell.js';
import type { AccountStatus } from '../models/account/account-status.js';
import type { TrActionPhase } from '../models/transaction/action-phase.js';
import type { TrBouncePhase } from '../models/transaction/bounce-phase.js';
import type { TrComputePhase } from '../models/transaction/compute-phase.js';
import type { TrCreditPhase } from '../models/transaction/credit-phase.js';
import type { TrStoragePhase } from '../models/transaction/storage-phase.js';
import type { TransactionDescr } from '../models/transaction/transaction-descr.js';
import type { Transaction } from '../models/transaction/transaction.js';
import { transactionBalanceChange } from '../models/transaction/balance-change.js';
import { transactionFeeBreakdown, type FeeBreakdown } from '../models/transaction/fee-breakdown.js';
import { transactionExitCode, transactionResultCode, transactionWorkchain } from '../models/transaction/transaction-facts.js';
import { decodeTransaction } from '../models/transaction/transaction.js';
import { messageView, type MessageView } from './message-view.js';

export type TransactionType = 'Ordinary' | 'Storage' | 'TickTock' | 'SplitPrepare' | 'SplitInstall' | 'MergePrepare' | 'MergeInstall';

/** A transaction as the explorer shows it (ARCHITECTURE §3), with its phases as decoded. */
export interface TransactionView {
  hash: string;
  /** Raw `wc:hex`; the workchain is `?` only when nothing in a lone transaction tells it. */
  account: string;
  lt: bigint;
  now: number;
  txType: TransactionType;
  aborted: boolean;
  origStatus: AccountStatus;
  endStatus: AccountStatus;
  totalFees: bigint;
  exitCode: number | null;
  resultCode: number | null;
  balanceChange: bigint;
  fees: FeeBreakdown;
  inMessage: MessageView | null;
  outMessages: MessageView[];
  phases: TransactionPhases;
}

export interface TransactionPhases {
  storage: TrStoragePhase | null;
  credit: TrCreditPhase | null;
  compute: TrComputePhase | null;
  action: TrActionPhase | null;
  bounce: TrBouncePhase | null;
}

const TYPE_OF: Record<TransactionDescr['kind'], TransactionType> = {
  ordinary: 'Ordinary',
  storage: 'Storage',
  tickTock: 'TickTock',
  splitPrepare: 'SplitPrepare',
  splitInstall: 'SplitInstall',
  mergePrepare: 'MergePrepare',
  mergeInstall: 'MergeInstall',
};

/** Views a transaction; `workchain` is known inside a block, else it is inferred from the messages. */
export function transactionView(cell: Cell, workchain?: number, decoded?: Transaction): TransactionView {
  const tx = decoded ?? decodeTransaction(cell);
  const wc = workchain ?? transactionWorkchain(tx);
  return {
    hash: cell.hashHex(0),
    account: `${wc ?? '?'}:${tx.accountAddr}`,
    lt: tx.lt,
    now: tx.now,
    txType: TYPE_OF[tx.description.kind],
    aborted: 'aborted' in tx.description ? tx.description.aborted : false,
    origStatus: tx.origStatus,
    endStatus: tx.endStatus,
    totalFees: tx.totalFees.coins,
    exitCode: transactionExitCode(tx),
    resultCode: transactionResultCode(tx),
    balanceChange: transactionBalanceChange(tx),
    fees: transactionFeeBreakdown(tx),
    inMessage: tx.inMsg === null ? null : messageView(tx.inMsg),
    outMessages: tx.outMsgs.map(messageView),
    phases: phasesOf(tx.description),
  };
}

function phasesOf(descr: TransactionDescr): TransactionPhases {
  return {
    storage: 'storagePhase' in descr ? (descr.storagePhase ?? null) : null,
    credit: 'creditPhase' in descr ? (descr.creditPhase ?? null) : null,
    compute: 'computePhase' in descr ? descr.computePhase : null,
    action: 'actionPhase' in descr ? (descr.actionPhase ?? null) : null,
    bounce: 'bouncePhase' in descr ? (descr.bouncePhase ?? null) : null,
  };
}
