import {
  configParamValue,
  decodeMessage,
  encodeConfigParams,
  decodeShardStateUnsplit,
  listOldMcBlocks,
  TvmError,
  type AddrStd,
  type Cell,
  type ConfigParams,
  type CurrencyCollection,
  type ExtBlkRef,
  type McBlockExtra,
  type ShardAccount,
  type ShardDescr,
  type ShardFeeCreated,
  type ShardIdent,
} from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import type { TransactionExecutor } from '../executor/transaction-executor.js';
import { deriveBytes } from '../derive-bytes.js';
import { assembleBlock, type AssembledBlock, type BlockAuthorship } from './block-assembly.js';
import type { DraftTransaction } from './block-draft.js';
import { extBlkRef, type BlockPointer } from './block-pointer.js';
import { EMPTY_KEY_MAX_LT, newOldMcBlocks, shardTree, type McContext } from './mc-context.js';
import { hashShort } from './hash-short.js';
import { MessageRouter, type ChainListener } from './message-router.js';
import { CellInterner } from './cell-interner.js';
import { ShardRuntime } from './shard-runtime.js';
import { SpecialAccounts, type RecoveredFees } from './special-accounts.js';
import { blockLayout, type BlockLayout } from '../network/block-layout.js';
import type { ShardLayout, ShardSpec } from './shard-layout.js';
import { buildShardState } from './state-builder.js';
import { present } from '../present.js';

const LT_STEP = 1_000_000n;
const ZERO: CurrencyCollection = { coins: 0n, other: [] };
const DEFAULT_MAX_TRANSACTIONS_PER_BLOCK = 5000;

export interface SealedBlock extends AssembledBlock {
  readonly shard: ShardIdent;
}

/** One block period: the masterchain block and the shard blocks it references, oldest first. */
export interface SealedRound {
  readonly seqno: number;
  readonly masterchain: SealedBlock;
  readonly shardBlocks: readonly SealedBlock[];
  /** Transactions in these blocks. */
  readonly transactionCount: number;
  /** Of them, those the collator made itself: tick-tock transactions and the validator fees sent to their collector. */
  readonly systemTransactionCount: number;
}

export type SubmitResult =
  { kind: 'executed'; transaction: DraftTransaction; shard: ShardSpec } | { kind: 'rejected'; reason: string; exitCode: number | null };

/** Where a chain starts: the masterchain state and last block, and each workchain-0 shard's state and last block. */
export interface ChainStart {
  masterchainState: Cell;
  masterchainLast: BlockPointer;
  /** In layout order; at genesis every shard starts from the workchain zerostate. */
  basechain: readonly { state: Cell; last: BlockPointer }[];
}

interface ChainEngineOptions {
  globalId: number;
  seed: string;
  layout: ShardLayout;
  /** Whose block and state layout the chain is written in; Everscale's when not given. */
  blockLayout?: BlockLayout;
  executor: TransactionExecutor;
  listener?: ChainListener;
  maxTransactionsPerBlock?: number;
}

/**
 * The collator: opens a round's blocks on the masterchain and every shard, runs inbound external messages
 * into them (a MessageRouter carries the internal messages they set off), and seals one block per shard
 * plus the masterchain block that references them.
 */
export class ChainEngine {
  private readonly shards = new Map<string, ShardRuntime>();
  private readonly masterchain: ShardRuntime;
  private readonly basechain: ShardRuntime[];
  private readonly mc: McContext;
  private readonly router: MessageRouter;
  private readonly specials: SpecialAccounts;
  private configChanged = false;
  /** The parameter dictionary of `mc.config`, to tell whether the configuration contract holds another. */
  private configDictionary: Cell;
  private recovered: RecoveredFees = { value: ZERO, inMsg: null };
  private readonly blockLayout: BlockLayout;

  constructor(
    private readonly options: ChainEngineOptions,
    start: ChainStart,
  ) {
    const { layout } = options;
    this.blockLayout = options.blockLayout ?? blockLayout('everscale');
    // One interner for every shard: accounts of one contract share its code wherever they live.
    const interner = new CellInterner();
    this.masterchain = new ShardRuntime(layout.masterchain, start.masterchainLast, start.masterchainState, layout, interner);
    this.basechain = layout.basechain.map((spec, index) => {
      const { last, state } = present(start.basechain[index], `the start of shard ${spec.key}`);
      return new ShardRuntime(spec, last, state, layout, interner);
    });
    for (const runtime of [this.masterchain, ...this.basechain]) this.shards.set(runtime.spec.key, runtime);
    this.mc = this.loadMcContext(start.masterchainState, start.masterchainLast);
    this.router = new MessageRouter(this.shards, {
      layout,
      executor: options.executor,
      listener: options.listener,
      maxTransactionsPerBlock: options.maxTransactionsPerBlock ?? DEFAULT_MAX_TRANSACTIONS_PER_BLOCK,
    });
    this.specials = new SpecialAccounts(this.masterchain, options.executor, this.router);
    this.configDictionary = configDictionaryOf(this.mc.config);
    options.executor.setConfig(this.mc.config, options.globalId);
  }

  get seqno(): number {
    return this.masterchain.last.seqno;
  }

  get config(): ConfigParams {
    return this.mc.config;
  }

  get utime(): number {
    return this.masterchain.draft.utime;
  }

  /**
   * Whether the chain runs its configuration contract (and the elector beside it): the contract's data is then the
   * config and the elector chooses the validator sets; a chain without one changes its config only by `changeConfig`.
   */
  get runsConfigContract(): boolean {
    return this.specials.hasConfigContract(this.mc.config);
  }

  get latestKeyBlockSeqno(): number {
    return this.mc.latestKeyBlock.seqno;
  }

  get pendingMessages(): number {
    return this.router.pendingMessages;
  }

  /** The masterchain state and every shard state after the last sealed round, with the masterchain's last block. */
  snapshot(): ChainStart {
    return {
      masterchainState: this.masterchain.stateRoot,
      masterchainLast: this.masterchain.last,
      basechain: this.basechain.map((runtime) => ({ state: runtime.stateRoot, last: runtime.last })),
    };
  }

  account(address: AddrStd): ShardAccount | undefined {
    const spec = this.options.layout.route(address);
    return spec === null ? undefined : this.shards.get(spec.key)?.account(address.address);
  }

  /** Every existing account with its ShardAccount, masterchain first. */
  *accounts(): Generator<{ address: AddrStd; account: ShardAccount }> {
    for (const runtime of this.shards.values()) {
      for (const { key, value } of runtime.accounts.entries()) {
        yield { address: { kind: 'std', workchain: runtime.spec.ident.workchain, address: key.toString(16).padStart(64, '0') }, account: value };
      }
    }
  }

  /**
   * Opens round `seqno + 1` at `utime`: new drafts, the special accounts' tick transactions and the validator fees sent to
   * their collector, then messages carried from the last round are delivered.
   */
  openRound(utime: number): void {
    if (utime < this.masterchain.last.genUtime)
      throw new DevnetError('bad-options', `a round cannot start at ${utime}, before the last block (${this.masterchain.last.genUtime})`);
    const round = this.seqno + 1;
    let maxLt = 0n;
    for (const runtime of this.shards.values()) if (runtime.last.endLt > maxLt) maxLt = runtime.last.endLt;
    const startLt = (maxLt / LT_STEP + 1n) * LT_STEP;
    for (const runtime of this.shards.values())
      runtime.openDraft(round, startLt, utime, deriveBytes(this.options.seed, `block:${round}:${runtime.spec.key}`));
    this.specials.tickTock(this.mc.config, 'tick');
    this.recovered = this.specials.recoverFees(this.mc.config);
    this.router.deliverCarried();
  }

  /** A config change (such as a validator rotation) that takes effect now; this round's masterchain block becomes a key block. */
  changeConfig(config: ConfigParams): void {
    const previousSet = this.mc.config.params.get(34);
    const nextSet = config.params.get(34);
    if (nextSet !== undefined && (previousSet === undefined || !previousSet.equals(nextSet))) {
      this.mc.validatorInfo = {
        validatorListHashShort: hashShort(nextSet),
        catchainSeqno: this.mc.validatorInfo.catchainSeqno + 1,
        nxCcUpdated: false,
      };
    }
    this.mc.config = config;
    this.configDictionary = configDictionaryOf(config);
    this.configChanged = true;
    this.options.executor.setConfig(config, this.options.globalId);
  }

  /** Runs an inbound external message now; its transaction and the messages it sets off join the open blocks. */
  submitExternal(message: Cell): SubmitResult {
    const info = readExternalIn(message);
    const spec = this.options.layout.route(info.dest);
    if (spec === null)
      throw new DevnetError('bad-address', `the devnet runs workchains -1 and 0; the message goes to workchain ${info.dest.workchain}`);
    const runtime = this.shards.get(spec.key) as ShardRuntime;
    const hash = message.hashHex();
    if (runtime.draft.hasInMsg(hash)) return { kind: 'rejected', reason: 'the same external message is already in the block', exitCode: null };
    const result = runtime.execute(this.options.executor, message, hash, info.dest.address, 0n);
    if (result.kind === 'rejected') return result;
    runtime.draft.addInMsg(hash, { kind: 'external', msg: message, transaction: result.transaction.cell });
    this.router.routeFrom(runtime, result.transaction, result.decoded);
    return { kind: 'executed', transaction: result.transaction, shard: spec };
  }

  /**
   * Seals the open round: a block for every shard, the special accounts' tock transactions, then the masterchain block
   * that references the shard blocks, a key block when the configuration contract now holds another config.
   */
  seal(): SealedRound {
    const masterRef = extBlkRef(this.masterchain.last);
    const prevKeyBlockSeqno = this.mc.latestKeyBlock.seqno;
    const mcSeqno = this.seqno + 1;
    const authorship = this.authorship(mcSeqno);
    const shardBlocks: SealedBlock[] = [];
    const descrs: ShardDescr[] = [];
    const shardFees: { key: bigint; extra: ShardFeeCreated; value: ShardFeeCreated }[] = [];
    let feesImported = ZERO;
    for (const runtime of this.basechain) {
      this.router.exportUndelivered(runtime);
      const sealed = this.sealShard(runtime, {
        masterRef,
        minRefMcSeqno: masterRef.seqno,
        prevKeyBlockSeqno,
        authorship,
        keyBlock: false,
        feesImported: ZERO,
        custom: () => null,
      });
      shardBlocks.push(sealed);
      const fees = sealed.block.valueFlow.feesCollected;
      feesImported = addCoins(feesImported, fees);
      descrs.push(shardDescr(sealed, mcSeqno, masterRef.seqno, this.blockLayout));
      const ident = runtime.spec.ident;
      shardFees.push({
        key: (BigInt.asUintN(32, BigInt(ident.workchain)) << 64n) | ident.shard,
        extra: { fees, create: ZERO },
        value: { fees, create: ZERO },
      });
    }
    this.specials.tickTock(this.mc.config, 'tock');
    const contractConfig = this.specials.changedConfig(this.mc.config, this.configDictionary);
    if (contractConfig !== null) this.changeConfig(contractConfig);
    this.router.exportUndelivered(this.masterchain);
    const transactionCount = [...this.shards.values()].reduce((sum, runtime) => sum + runtime.draft.transactions.length, 0);
    const keyBlock = this.configChanged || mcSeqno === 1;
    const shardHashes = [{ workchain: 0, tree: shardTree(descrs) }];
    const custom: McBlockExtra = {
      shardHashes,
      shardFees: { entries: shardFees, extra: { fees: feesImported, create: ZERO } },
      prevBlockSignatures: [],
      recoverCreateMsg: this.recovered.inMsg,
      mintMsg: null,
      config: keyBlock ? this.mc.config : null,
    };
    const masterchain = this.sealShard(this.masterchain, {
      masterRef: null,
      minRefMcSeqno: masterRef.seqno,
      prevKeyBlockSeqno,
      authorship,
      keyBlock,
      feesImported,
      recovered: this.recovered.value,
      custom: () => custom,
      mcStateExtra: {
        shardHashes,
        config: this.mc.config,
        flags: this.mc.flags,
        validatorInfo: this.mc.validatorInfo,
        prevBlocks: { root: this.mc.prevBlocks.rootCell(), extra: this.mc.prevBlocks.rootExtra(EMPTY_KEY_MAX_LT) },
        afterKeyBlock: keyBlock,
        lastKeyBlock: this.mc.latestKeyBlock,
        blockCreateStats: null,
        consensusInfo: this.mc.consensusInfo,
        tail: null,
        globalBalance: this.mc.globalBalance,
      },
    });
    const ref = extBlkRef(masterchain.pointer);
    this.mc.prevBlocks.set(BigInt(mcSeqno), { key: keyBlock, blkRef: ref }, { key: keyBlock, maxEndLt: ref.endLt });
    if (keyBlock) this.mc.latestKeyBlock = ref;
    this.configChanged = false;
    return { seqno: mcSeqno, masterchain, shardBlocks, transactionCount, systemTransactionCount: this.specials.transactionsThisRound };
  }

  private sealShard(
    runtime: ShardRuntime,
    args: {
      masterRef: ExtBlkRef | null;
      minRefMcSeqno: number;
      prevKeyBlockSeqno: number;
      authorship: BlockAuthorship;
      keyBlock: boolean;
      feesImported: CurrencyCollection;
      /** Masterchain blocks: the validator fees sent to their collector. */
      recovered?: CurrencyCollection;
      custom: () => McBlockExtra | null;
      mcStateExtra?: Parameters<typeof buildShardState>[0]['custom'];
    },
  ): SealedBlock {
    const { draft } = runtime;
    const seqno = runtime.last.seqno + 1;
    const feesCollected = runtime.feesCollected(args.feesImported);
    const totalValidatorFees = addCoins(runtime.totalValidatorFees, feesCollected);
    const isMaster = runtime === this.masterchain;
    const newStateRoot = buildShardState({
      blockLayout: this.blockLayout,
      globalId: this.options.globalId,
      shard: runtime.spec.ident,
      seqno,
      genUtime: draft.utime,
      genLt: draft.endLt,
      minRefMcSeqno: isMaster ? seqno : args.minRefMcSeqno,
      accounts: runtime.accounts,
      outQueue: runtime.outQueue,
      totalValidatorFees,
      masterRef: args.masterRef,
      custom: args.mcStateExtra ?? null,
    });
    const assembled = assembleBlock({
      blockLayout: this.blockLayout,
      globalId: this.options.globalId,
      shard: runtime.spec.ident,
      draft,
      prev: runtime.last,
      seqno,
      masterRef: args.masterRef,
      minRefMcSeqno: args.minRefMcSeqno,
      prevKeyBlockSeqno: args.prevKeyBlockSeqno,
      keyBlock: args.keyBlock,
      authorship: args.authorship,
      oldStateRoot: runtime.stateRoot,
      newStateRoot,
      balanceBefore: runtime.balanceAtOpen,
      balanceAfter: runtime.balance,
      feesImported: args.feesImported,
      recovered: args.recovered ?? ZERO,
      custom: args.custom(),
    });
    runtime.last = assembled.pointer;
    runtime.stateRoot = newStateRoot;
    runtime.totalValidatorFees = totalValidatorFees;
    return { ...assembled, shard: runtime.spec.ident };
  }

  private loadMcContext(state: Cell, last: BlockPointer): McContext {
    const custom = decodeShardStateUnsplit(state).custom;
    if (custom === null) throw new DevnetError('data-folder', 'the masterchain state has no McStateExtra');
    const prevBlocks = newOldMcBlocks();
    for (const { key, value, extra } of listOldMcBlocks(custom.prevBlocks)) prevBlocks.set(key, value, extra);
    const lastRef = extBlkRef(last);
    prevBlocks.set(BigInt(last.seqno), { key: custom.afterKeyBlock, blkRef: lastRef }, { key: custom.afterKeyBlock, maxEndLt: last.endLt });
    const latestKeyBlock = custom.afterKeyBlock || custom.lastKeyBlock === null ? lastRef : custom.lastKeyBlock;
    return {
      config: custom.config,
      prevBlocks,
      latestKeyBlock,
      validatorInfo: custom.validatorInfo,
      globalBalance: custom.globalBalance,
      flags: custom.flags,
      consensusInfo: custom.consensusInfo,
    };
  }

  private authorship(seqno: number): BlockAuthorship {
    const validators = configParamValue(this.mc.config, 34)?.list ?? [];
    return {
      genValidatorListHashShort: this.mc.validatorInfo.validatorListHashShort,
      genCatchainSeqno: this.mc.validatorInfo.catchainSeqno,
      genSoftware: configParamValue(this.mc.config, 8) ?? null,
      createdBy: validators[seqno % validators.length]?.publicKey ?? '0'.repeat(64),
    };
  }
}

function readExternalIn(message: Cell): { dest: AddrStd } {
  let info;
  try {
    info = decodeMessage(message).info;
  } catch (error) {
    if (error instanceof TvmError) throw new DevnetError('bad-message', `not a message: ${error.message}`);
    throw error;
  }
  if (info.kind !== 'externalIn') throw new DevnetError('bad-message', `only inbound external messages can be sent; this one is ${info.kind}`);
  if (info.dest.kind !== 'std') throw new DevnetError('bad-address', 'the message goes to a variable-length address, which the devnet does not run');
  return { dest: info.dest };
}

function configDictionaryOf(config: ConfigParams): Cell {
  return present(encodeConfigParams(config).refs[0], "the config's parameter dictionary");
}

function addCoins(a: CurrencyCollection, b: CurrencyCollection): CurrencyCollection {
  return { coins: a.coins + b.coins, other: [] };
}

function shardDescr(sealed: SealedBlock, mcSeqno: number, minRefMcSeqno: number, nodeLayout: BlockLayout): ShardDescr {
  const { block, pointer } = sealed;
  return {
    tag: 0xa,
    ...nodeLayout.shardDescr(sealed.shard.shard),
    seqno: pointer.seqno,
    regMcSeqno: mcSeqno,
    startLt: pointer.startLt,
    endLt: pointer.endLt,
    rootHash: sealed.rootHash,
    fileHash: sealed.fileHash,
    beforeSplit: false,
    beforeMerge: false,
    wantSplit: false,
    wantMerge: false,
    nxCcUpdated: false,
    nextCatchainSeqno: 0,
    minRefMcSeqno,
    genUtime: pointer.genUtime,
    splitMergeAt: null,
    feesCollected: block.valueFlow.feesCollected,
    fundsCreated: block.valueFlow.created,
  };
}
