import {
  Builder,
  configParamValue,
  decodeAccount,
  decodeConfigParams,
  encodeMessage,
  Slice,
  type Cell,
  type ConfigParams,
  type CurrencyCollection,
  type InMsg,
} from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import type { TickTock, TransactionExecutor } from '../executor/transaction-executor.js';
import type { MessageRouter } from './message-router.js';
import type { ShardRuntime } from './shard-runtime.js';

const ZERO: CurrencyCollection = { coins: 0n, other: [] };
const ZERO_ACCOUNT = '0'.repeat(64);
/** Collators leave validator fees below one coin in the pool rather than send them (Everscale's and Tycho's rule). */
const MIN_RECOVERED = 1_000_000_000n;
const DIRECT_ROUTE = { kind: 'regular' as const, useDestBits: 96 };

/** The fees a masterchain block sent from the validator fees to the fee collector, and the message that carried them. */
export interface RecoveredFees {
  readonly value: CurrencyCollection;
  readonly inMsg: InMsg | null;
}

/**
 * What a collator does with the masterchain's special accounts, as Everscale's and Tycho's collators do: their tick
 * transactions open a masterchain block and their tock transactions close it (the fundamental accounts of config
 * param 31 in address order, then the configuration contract, each when its state asks for it); the validator fees
 * the masterchain holds go to the fee collector (param 3, else the elector) in a message from the zero account; and
 * the configuration contract's data is the network's config from the next block on.
 *
 * A chain without special accounts (one created before the devnet ran the elector) makes none of these transactions.
 */
export class SpecialAccounts {
  private made = 0;
  private round = -1;

  constructor(
    private readonly masterchain: ShardRuntime,
    private readonly executor: TransactionExecutor,
    private readonly router: MessageRouter,
  ) {}

  /** Runs the tick (or tock) transaction of every special account whose state asks for one. */
  tickTock(config: ConfigParams, kind: TickTock): void {
    for (const id of specialCandidates(config)) {
      const state = this.masterchain.account(id);
      const account = state === undefined ? null : decodeAccount(state.account);
      const special = account?.storage.state.kind === 'active' ? account.storage.state.stateInit.special : null;
      if (special === null || special === undefined || !special[kind]) continue;
      const result = this.masterchain.executeTickTock(this.executor, id, kind);
      if (result.kind === 'rejected') throw new DevnetError('executor', `the ${kind} transaction of -1:${id} did not run: ${result.reason}`);
      this.count();
      this.router.routeFrom(this.masterchain, result.transaction, result.decoded, true);
    }
  }

  /** Sends the validator fees the masterchain holds (at least one coin) to the fee collector, when it exists. */
  recoverFees(config: ConfigParams): RecoveredFees {
    const collector = feeCollector(config);
    const pool = this.masterchain.totalValidatorFees;
    if (collector === undefined || pool.coins < MIN_RECOVERED || this.masterchain.account(collector) === undefined)
      return { value: ZERO, inMsg: null };
    const { draft } = this.masterchain;
    const value = { coins: pool.coins, other: [] };
    const message = encodeMessage({
      info: {
        kind: 'internal',
        ihrDisabled: false,
        bounce: true,
        bounced: false,
        src: { kind: 'std', workchain: -1, address: ZERO_ACCOUNT },
        dest: { kind: 'std', workchain: -1, address: collector },
        value,
        ihrFee: 0n,
        fwdFee: 0n,
        createdLt: draft.startLt,
        createdAt: draft.utime,
      },
      init: null,
      initInRef: false,
      body: new Builder().endCell(),
      bodyInRef: false,
    });
    const hash = message.hashHex();
    const result = this.masterchain.execute(this.executor, message, hash, collector, draft.startLt + 1n);
    if (result.kind === 'rejected') throw new DevnetError('executor', `the fee collector -1:${collector} took no transaction: ${result.reason}`);
    const inMsg: InMsg = {
      kind: 'immediate',
      inMsg: { curAddr: DIRECT_ROUTE, nextAddr: DIRECT_ROUTE, fwdFeeRemaining: 0n, msg: message },
      transaction: result.transaction.cell,
      fwdFee: 0n,
    };
    draft.addInMsg(hash, inMsg);
    this.masterchain.totalValidatorFees = { coins: 0n, other: pool.other };
    this.count();
    this.router.routeFrom(this.masterchain, result.transaction, result.decoded, true);
    return { value, inMsg };
  }

  /** The transactions made here in the masterchain's open block. */
  get transactionsThisRound(): number {
    return this.round === this.masterchain.draft.round ? this.made : 0;
  }

  private count(): void {
    if (this.round !== this.masterchain.draft.round) {
      this.round = this.masterchain.draft.round;
      this.made = 0;
    }
    this.made++;
  }

  /** Whether the configuration contract exists: its data is then the config, and its tock rotates the validator sets. */
  hasConfigContract(config: ConfigParams): boolean {
    return this.masterchain.account(config.address) !== undefined;
  }

  /** The config the configuration contract's data holds, when it holds another one than `config`; else null. */
  changedConfig(config: ConfigParams, currentDictionary: Cell): ConfigParams | null {
    const state = this.masterchain.account(config.address);
    const account = state === undefined ? null : decodeAccount(state.account);
    const data = account?.storage.state.kind === 'active' ? account.storage.state.stateInit.data : null;
    const dictionary = data?.refs[0];
    if (dictionary === undefined || dictionary.equals(currentDictionary)) return null;
    return decodeConfigParams(
      new Builder()
        .storeUint(BigInt(`0x${config.address}`), 256)
        .storeRef(dictionary)
        .endCell(),
    );
  }
}

/** `_ fee_collector_addr:bits256 = ConfigParam 3;`, else the elector (param 1). */
function feeCollector(config: ConfigParams): string | undefined {
  const param = config.params.get(3);
  if (param === undefined) return configParamValue(config, 1);
  return new Slice(param).loadUintBig(256).toString(16).padStart(64, '0');
}

/** The accounts that may run tick-tock transactions: the fundamental ones (param 31) in address order, then the config's. */
function specialCandidates(config: ConfigParams): string[] {
  const fundamental = [...(configParamValue(config, 31) ?? [])].sort();
  return [...fundamental.filter((id) => id !== config.address), config.address];
}
