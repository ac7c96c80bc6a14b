import {
  addCurrencies,
  decodeAccount,
  decodeShardAccounts,
  decodeShardStateUnsplit,
  decodeTransaction,
  loadHashmapAugE,
  loadShardAccount,
  Slice,
  type Cell,
  type CurrencyCollection,
  type ShardAccount,
  type Transaction,
} from '@tvmscan/tvm';
import type { ExecuteArgs, ExecutionOutcome, TickTock, TransactionExecutor } from '../executor/transaction-executor.js';
import { newAccountDict, shardAccountCell, type AccountDict } from './account-entry.js';
import type { CellInterner } from './cell-interner.js';
import { BlockDraft, type DraftTransaction } from './block-draft.js';
import type { BlockPointer } from './block-pointer.js';
import { loadEnqueuedMessage, minLtAugment, newOutQueue, type EnqueuedMessage, type OutQueueDict } from './out-queue.js';
import type { ShardLayout, ShardSpec } from './shard-layout.js';

type ExecutionResult =
  { kind: 'executed'; transaction: DraftTransaction; decoded: Transaction } | { kind: 'rejected'; reason: string; exitCode: number | null };

/** One shard's live state: its accounts, its out queue, its last block and the block it is collecting. */
export class ShardRuntime {
  accounts: AccountDict = newAccountDict();
  outQueue: OutQueueDict = newOutQueue();
  totalValidatorFees: CurrencyCollection;
  draft: BlockDraft;
  /** The executor's own BOC of each account it last ran, handed back as is next time. */
  private readonly accountBocs = new Map<bigint, string>();
  /** Total account balance when the open block started. */
  balanceAtOpen: CurrencyCollection = { coins: 0n, other: [] };

  /**
   * Starts from a state cell: the shard's own state, or a parent state (the workchain zerostate) from which
   * only the accounts that route to this shard are taken.
   */
  constructor(
    readonly spec: ShardSpec,
    public last: BlockPointer,
    public stateRoot: Cell,
    layout: ShardLayout,
    /** The accounts the executor hands back share the cells they have in common (their contracts' code). */
    private readonly interner: CellInterner,
  ) {
    const state = decodeShardStateUnsplit(stateRoot);
    for (const { key, value, extra } of decodeShardAccounts(state.accounts).entries) {
      const id = key.toString(16).padStart(64, '0');
      if (layout.route({ kind: 'std', workchain: spec.ident.workchain, address: id })?.key === spec.key) this.accounts.set(key, value, extra);
    }
    const queue = loadHashmapAugE(new Slice(state.outMsgQueueInfo), 352, minLtAugment, loadEnqueuedMessage);
    for (const { key, value, extra } of queue.entries) this.outQueue.set(key, value, extra);
    this.totalValidatorFees = state.totalValidatorFees;
    this.draft = new BlockDraft(0, 0n, 0, new Uint8Array(32));
  }

  get balance(): CurrencyCollection {
    return this.accounts.rootExtra({ splitDepth: 0, balance: { coins: 0n, other: [] } }).balance;
  }

  openDraft(round: number, startLt: bigint, utime: number, randSeed: Uint8Array): void {
    this.draft = new BlockDraft(round, startLt, utime, randSeed);
    this.balanceAtOpen = this.balance;
  }

  account(id: string): ShardAccount | undefined {
    return this.accounts.get(BigInt(`0x${id}`));
  }

  queuedMessages(): EnqueuedMessage[] {
    return [...this.outQueue.entries()].map(({ value }) => value);
  }

  /** Runs a message against account `id` in the open block; an accepted one becomes the block's next transaction. */
  execute(executor: TransactionExecutor, message: Cell, messageHash: string, id: string, minLt: bigint): ExecutionResult {
    return this.run(executor, id, minLt, messageHash, (base) => executor.execute({ ...base, message }));
  }

  /** Runs the tick or tock transaction of special account `id` (it must exist) as the block's next transaction. */
  executeTickTock(executor: TransactionExecutor, id: string, tickTock: TickTock): ExecutionResult {
    return this.run(executor, id, 0n, null, (base) => executor.execute({ ...base, tickTock }));
  }

  private run(
    executor: TransactionExecutor,
    id: string,
    minLt: bigint,
    messageHash: string | null,
    execute: (base: Omit<ExecuteArgs, 'message' | 'tickTock'>) => ExecutionOutcome,
  ): ExecutionResult {
    const key = BigInt(`0x${id}`);
    const before = this.accounts.get(key);
    const lt = this.draft.ltCounter > minLt ? this.draft.ltCounter : minLt;
    const shardAccount = this.accountBocs.get(key) ?? shardAccountCell(before);
    const outcome = execute({ shardAccount, account: before, lt, now: this.draft.utime, randSeed: this.draft.randSeed });
    if (outcome.kind === 'rejected') return outcome;
    const decoded = decodeTransaction(outcome.transaction);
    const after = loadShardAccount(new Slice(this.interner.intern(outcome.shardAccount)));
    const account = decodeAccount(after.account);
    if (account === null) {
      this.accounts.delete(key);
      this.accountBocs.delete(key);
    } else {
      this.accounts.set(key, after, { splitDepth: 0, balance: account.storage.balance });
      this.accountBocs.set(key, outcome.shardAccountBoc);
    }
    const transaction: DraftTransaction = {
      lt: decoded.lt,
      cell: outcome.transaction,
      hash: outcome.transaction.hashHex(),
      account: id,
      fees: decoded.totalFees,
      oldStateHash: decoded.stateUpdate.oldHash,
      newStateHash: decoded.stateUpdate.newHash,
      inMsgHash: messageHash,
    };
    // One lt is left free after each transaction, so that an account's next transaction starts strictly
    // after the last_trans_lt its state records (light clients poll for "an lt above the one I know").
    this.draft.addTransaction(transaction, decoded.lt + 2n + BigInt(decoded.outMsgCnt));
    return { kind: 'executed', transaction, decoded };
  }

  /** This block's fees as its value flow will report them: transaction fees, import fees and imported shard fees. */
  feesCollected(feesImported: CurrencyCollection): CurrencyCollection {
    const inFees = this.draft.inMsgDescr().extra.feesCollected;
    return addCurrencies(addCurrencies(this.draft.transactionFees(), { coins: inFees, other: [] }), feesImported);
  }
}
