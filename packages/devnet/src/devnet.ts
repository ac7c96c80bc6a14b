import path from 'node:path';
import {
  decodeBlock,
  encodeConfigParams,
  readBocSingle,
  TvmError,
  writeBoc,
  type AddrStd,
  type Cell,
  type ConfigParams,
  type ShardAccount,
} from '@tvmscan/tvm';
import { toAddrStd } from './jrpc/to-addr-std.js';
import { ChainEngine, type SealedRound, type SubmitResult } from './chain/chain-engine.js';
import { ShardLayout } from './chain/shard-layout.js';
import { systemClock, type DevnetClock } from './devnet-clock.js';
import { DevnetError } from './errors.js';
import { reliesOnEverscaleActionOrder } from './contracts/tip4/action-order.js';
import { DevnetExecutor } from './executor/devnet-executor.js';
import type { TransactionExecutor } from './executor/transaction-executor.js';
import type { BatchOptions, DevnetBlockSource, MasterchainBatch } from './block-feed.js';
import { createGenesis, genesisWallets, startFromZerostates } from './genesis/genesis.js';
import { TransactionIndex } from './jrpc/transaction-index.js';
import { blockLayout } from './network/block-layout.js';
import { loadNetworkConfig, type NetworkName } from './network/network-config.js';
import { signatureIdOf } from './network/signature-id.js';
import { ChainStore, type DevnetIdentity, type ZerostateBocs } from './storage/chain-store.js';
import { deployTokens } from './workload/tokens/deploy-tokens.js';
import { devnetTokens, type DevnetTokens } from './workload/tokens/devnet-tokens.js';
import { ValidatorSchedule } from './genesis/validator-schedule.js';
import { devnetValidators } from './genesis/devnet-validators.js';
import { systemContractsOf } from './genesis/system-contracts.js';
import { ValidatorStaking, type StakingStats } from './workload/validators/validator-staking.js';
import type { RawAddress } from './contracts/shared/raw-address.js';
import type { EverWallet } from './wallet/ever-wallet.js';
import type { WorkloadHost } from './workload/workload-host.js';
import type { Workload } from './workload/workload.js';

export interface DevnetOptions {
  /** Keep the chain under this folder (created if missing) so that a restart continues it; in memory when omitted. */
  dataDir?: string;
  /** Everything random (keys, workload, block seeds) follows from it. Default '0'. */
  seed?: string;
  /** Whose real config to start from. Default 'everscale'. */
  network?: NetworkName;
  /** Shards of workchain 0, a power of two. Default 2. */
  shards?: number;
  /** Default 42. */
  globalId?: number;
  /** Time between masterchain blocks. Default 3000 ms. */
  intervalMs?: number;
  /** Funded wallets created at genesis besides the giver. Default 32. */
  walletCount?: number;
  /** Default: the clock's time when the chain is created. */
  genesisTime?: number;
  clock?: DevnetClock;
  /** Keep every block in memory when there is no data folder (for `batches`). Default true. */
  retainBlocks?: boolean;
  /** Index transactions for the JRPC endpoint. Default true. */
  indexTransactions?: boolean;
  /** Runs the transactions; default a DevnetExecutor (the Tycho emulator, and Everscale's executor for the TIP-4 contracts that need it). */
  executor?: TransactionExecutor;
  /** Told what was mended in the data folder on open (a torn block log, a log and state a block apart). */
  onRepair?: (note: string) => void;
  /**
   * A new chain runs the elector and configuration contracts of this masterchain zerostate (BOC; Everscale's): its
   * validators stake from their masterchain wallets, the elector elects the sets and the configuration contract
   * installs them. Without it a new chain's sets rotate by a schedule, without elections or stakes. A chain that exists
   * keeps what its genesis had.
   */
  electorZerostate?: Uint8Array;
  /**
   * Told why `start`'s block production stopped: a block that could not be made or saved (a full disk…); the chain
   * in the data folder ends at the last block saved. Without it, the error is thrown from the timer.
   */
  onStopped?: (error: Error) => void;
}

export const DEVNET_DEFAULTS = { seed: '0', network: 'everscale' as NetworkName, shards: 2, globalId: 42, intervalMs: 3000, walletCount: 32 };

type BlockListener = (round: SealedRound) => void;

/**
 * A local TVM network: genesis, a real executor, blocks every interval (masterchain and workchain-0 shards,
 * key blocks on config changes), validator rotation, an optional workload, and the block/state source
 * the indexer reads.
 */
export class Devnet implements DevnetBlockSource, WorkloadHost {
  readonly identity: DevnetIdentity;
  /** Whether this open created the chain (its genesis is now); false when it continues one from its data folder. */
  readonly fresh: boolean;
  readonly intervalMs: number;
  readonly transactions = new TransactionIndex();
  readonly giver: EverWallet;
  readonly wallets: readonly EverWallet[];
  /** Where token owners send their verify calls (spec 001 §4): the network's tokenVerificationAddress, raw. */
  readonly tokenVerificationAddress: RawAddress;
  /** The TIP-3 tokens and TIP-4 collections deployed in the first block. */
  readonly tokens: DevnetTokens;
  private readonly engine: ChainEngine;
  private readonly executor: TransactionExecutor;
  private readonly schedule: ValidatorSchedule;
  private readonly staking: ValidatorStaking | null;
  private readonly clock: DevnetClock;
  private readonly memoryBatches = new Map<number, MasterchainBatch>();
  private readonly listeners = new Set<BlockListener>();
  private readonly waiters = new Set<() => void>();
  private latestKeyBlockBoc: Uint8Array | null = null;
  private workload: Workload | null = null;
  private timer: NodeJS.Timeout | null = null;
  private transactionCount = 0;
  private sealedCount = 0;

  private constructor(
    identity: DevnetIdentity,
    fresh: boolean,
    private readonly store: ChainStore | null,
    private readonly zerostateBocs: ZerostateBocs,
    start: ReturnType<typeof createGenesis>['start'],
    options: DevnetOptions,
  ) {
    this.identity = identity;
    this.fresh = fresh;
    this.intervalMs = options.intervalMs ?? DEVNET_DEFAULTS.intervalMs;
    this.clock = options.clock ?? systemClock;
    this.schedule = new ValidatorSchedule(identity.seed);
    const { giver, wallets, verificationReceiver } = genesisWallets(identity.seed, identity.walletCount);
    this.giver = giver;
    this.wallets = wallets;
    this.tokenVerificationAddress = verificationReceiver.rawAddress;
    this.tokens = devnetTokens(identity.seed, wallets, giver);
    this.executor = options.executor ?? new DevnetExecutor(reliesOnEverscaleActionOrder);
    const indexTransactions = options.indexTransactions ?? true;
    this.engine = new ChainEngine(
      {
        globalId: identity.globalId,
        seed: identity.seed,
        layout: new ShardLayout(identity.shards),
        blockLayout: blockLayout(identity.network),
        executor: this.executor,
        listener: {
          transaction: (transaction, decoded, shard, system) => {
            if (!system) this.transactionCount++;
            if (indexTransactions) this.transactions.add(transaction.cell, decoded, shard.ident.workchain);
          },
        },
      },
      start,
    );
    this.staking = this.engine.runsConfigContract ? new ValidatorStaking(identity.seed, devnetValidators(identity.seed)) : null;
    this.retainBlocks = store === null && (options.retainBlocks ?? true);
    this.onStopped = options.onStopped;
    if (store !== null) this.loadHistory(store, indexTransactions);
    this.openRound();
  }

  private readonly retainBlocks: boolean;
  private readonly onStopped: ((error: Error) => void) | undefined;

  /** Opens the devnet in `options.dataDir` (continuing the chain there, or creating it), or in memory. */
  static async open(options: DevnetOptions = {}): Promise<Devnet> {
    const clock = options.clock ?? systemClock;
    const dir = options.dataDir === undefined ? null : path.resolve(options.dataDir);
    const existing = dir === null ? null : ChainStore.open(dir);
    if (existing !== null) {
      checkSameChain(existing.identity, options);
      const layout = new ShardLayout(existing.identity.shards);
      const zerostates = existing.zerostates();
      const saved = existing.loadState();
      const start = saved?.start ?? startFromZerostates(...zerostates, layout);
      for (const note of existing.alignLog(saved, start.masterchainLast.seqno)) options.onRepair?.(note);
      return new Devnet(existing.identity, false, existing, zerostates, start, { ...options, clock });
    }
    const identity: DevnetIdentity = {
      seed: options.seed ?? DEVNET_DEFAULTS.seed,
      globalId: options.globalId ?? DEVNET_DEFAULTS.globalId,
      network: options.network ?? DEVNET_DEFAULTS.network,
      shards: options.shards ?? DEVNET_DEFAULTS.shards,
      genesisTime: options.genesisTime ?? Math.floor(clock.nowMs() / 1000),
      walletCount: options.walletCount ?? DEVNET_DEFAULTS.walletCount,
    };
    const layout = new ShardLayout(identity.shards);
    const genesis = createGenesis({
      blockLayout: blockLayout(identity.network),
      seed: identity.seed,
      globalId: identity.globalId,
      genesisTime: identity.genesisTime,
      layout,
      baseConfig: loadNetworkConfig(identity.network),
      validators: new ValidatorSchedule(identity.seed),
      walletCount: identity.walletCount,
      ...(options.electorZerostate === undefined ? {} : { systemContracts: systemContractsOf(options.electorZerostate) }),
    });
    const zerostates: ZerostateBocs = [genesis.masterchainZerostate, genesis.basechainZerostate];
    const store = dir === null ? null : ChainStore.create(dir, identity, zerostates);
    return new Devnet(identity, true, store, zerostates, genesis.start, { ...options, clock });
  }

  get seqno(): number {
    return this.engine.seqno;
  }

  get utime(): number {
    return this.engine.utime;
  }

  get config(): ConfigParams {
    return this.engine.config;
  }

  /** Whether the chain runs the elector: its validators stake and the elector elects the sets (else they rotate by schedule). */
  get runsElections(): boolean {
    return this.staking !== null;
  }

  /** The stakes and recover requests the validators' wallets sent since this process opened the devnet; null without the elector. */
  get stakingStats(): StakingStats | null {
    return this.staking?.stats ?? null;
  }

  get signatureId(): number | null {
    return signatureIdOf(this.engine.config, this.identity.globalId);
  }

  /** Transactions of messages executed since this process opened the devnet (the open round's included; not the collator's own). */
  get executedTransactions(): number {
    return this.transactionCount;
  }

  /** Transactions of messages in the blocks sealed since this process opened the devnet (not the collator's own). */
  get sealedTransactions(): number {
    return this.sealedCount;
  }

  get pendingMessages(): number {
    return this.engine.pendingMessages;
  }

  get latestKeyBlockSeqno(): number {
    return this.engine.latestKeyBlockSeqno;
  }

  /** The BOC of the newest key block; null before the first block. */
  latestKeyBlock(): Uint8Array | null {
    return this.latestKeyBlockBoc;
  }

  setWorkload(workload: Workload | null): void {
    this.workload = workload;
  }

  onBlock(listener: BlockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  sendExternal(message: Cell): SubmitResult {
    return this.engine.submitExternal(message);
  }

  accountState(address: AddrStd): ShardAccount | undefined {
    return this.engine.account(address);
  }

  /** Every existing account with its ShardAccount. */
  accounts(): Generator<{ address: AddrStd; account: ShardAccount }> {
    return this.engine.accounts();
  }

  /**
   * One block period: the workload's share of messages and the validators' stakes, then the blocks, then the next round
   * opens. The first deploys the tokens.
   */
  step(): SealedRound {
    if (this.seqno === 0) deployTokens(this, this.tokens);
    this.workload?.run(this, this.intervalMs);
    this.staking?.run(this);
    const sealed = this.engine.seal();
    this.sealedCount += sealed.transactionCount - sealed.systemTransactionCount;
    const batch: MasterchainBatch = {
      seqno: sealed.seqno,
      masterchain: { boc: sealed.masterchain.boc, fileHash: sealed.masterchain.fileHash },
      shardBlocks: sealed.shardBlocks.map((block) => ({ boc: block.boc, fileHash: block.fileHash })),
    };
    if (this.store !== null) {
      this.store.saveBlock(
        { seqno: sealed.seqno, blocks: [batch.masterchain.boc, ...batch.shardBlocks.map((block) => block.boc)] },
        this.engine.snapshot(),
      );
    } else if (this.retainBlocks) {
      this.memoryBatches.set(sealed.seqno, batch);
    }
    if (sealed.masterchain.block.info.keyBlock) this.latestKeyBlockBoc = sealed.masterchain.boc;
    this.openRound();
    for (const listener of this.listeners) listener(sealed);
    for (const wake of this.waiters) wake();
    this.waiters.clear();
    return sealed;
  }

  /** Produces a block every interval on the system clock until `stop`; a chain without blocks gets its first (key) block at once. */
  start(): void {
    if (this.timer !== null) return;
    if (this.seqno === 0) this.step();
    const tick = () => {
      try {
        this.step();
      } catch (error) {
        this.timer = null;
        if (!this.onStopped) throw error;
        this.onStopped(error as Error);
        return;
      }
      this.timer = setTimeout(tick, this.intervalMs);
    };
    this.timer = setTimeout(tick, this.intervalMs);
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stop();
    for (const wake of this.waiters) wake();
    this.waiters.clear();
    this.executor.close();
    this.store?.close();
  }

  async *batches(afterSeqno: number, options: BatchOptions): AsyncIterable<MasterchainBatch> {
    let next = afterSeqno + 1;
    for (;;) {
      while (next <= this.seqno) {
        if (options.signal?.aborted) return;
        const batch = this.batch(next);
        if (batch === undefined)
          throw new DevnetError('data-folder', `block ${next} is not kept (the devnet runs in memory without retaining blocks)`);
        yield batch;
        next++;
      }
      if (!options.follow || options.signal?.aborted) return;
      await this.nextBlock(options.signal);
    }
  }

  async zerostates(): Promise<ZerostateBocs> {
    return this.zerostateBocs;
  }

  async getAccount(address: string): Promise<Uint8Array | null> {
    const entry = this.engine.account(toAddrStd(address));
    return entry === undefined ? null : writeBoc(entry.account);
  }

  async getConfig(): Promise<Uint8Array | null> {
    return writeBoc(encodeConfigParams(this.engine.config));
  }

  private batch(seqno: number): MasterchainBatch | undefined {
    return this.store !== null ? this.store.log.read(seqno) : this.memoryBatches.get(seqno);
  }

  private nextBlock(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', wake);
        this.waiters.delete(wake);
        resolve();
      };
      this.waiters.add(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }

  /**
   * The next round starts now (or at the last block's time). On a chain without the elector, a validator change the
   * schedule makes due makes it a key round; with the elector, its elections and the configuration contract change sets.
   */
  private openRound(): void {
    const utime = Math.max(Math.floor(this.clock.nowMs() / 1000), this.engine.utime);
    const next = this.engine.runsConfigContract ? null : this.schedule.advance(this.engine.config, utime);
    if (next !== null) this.engine.changeConfig(next);
    this.engine.openRound(utime);
  }

  private loadHistory(store: ChainStore, indexTransactions: boolean): void {
    for (let seqno = 1; seqno <= store.log.lastSeqno; seqno++) {
      const batch = store.log.read(seqno);
      if (batch === undefined) break;
      try {
        const masterchain = decodeBlock(readBocSingle(batch.masterchain.boc));
        if (masterchain.info.keyBlock) this.latestKeyBlockBoc = batch.masterchain.boc;
        if (!indexTransactions) continue;
        this.transactions.addBlock(masterchain);
        for (const shard of batch.shardBlocks) this.transactions.addBlock(decodeBlock(readBocSingle(shard.boc)));
      } catch (error) {
        throw error instanceof TvmError ? store.damagedBlock(seqno, error) : error;
      }
    }
  }
}

function checkSameChain(identity: DevnetIdentity, options: DevnetOptions): void {
  const asked: Partial<Record<keyof DevnetIdentity, unknown>> = {
    seed: options.seed,
    globalId: options.globalId,
    network: options.network,
    shards: options.shards,
    walletCount: options.walletCount,
  };
  for (const [key, value] of Object.entries(asked)) {
    if (value !== undefined && value !== identity[key as keyof DevnetIdentity]) {
      throw new DevnetError(
        'bad-options',
        `the data folder holds a devnet with ${key} ${String(identity[key as keyof DevnetIdentity])}, not ${String(value)}; use another folder for another chain`,
      );
    }
  }
}
