import { classifyTrace, readTransaction, type Action, type ActionInput } from '@tvmscan/contracts/actions';
import { tokenOperations } from '@tvmscan/contracts/operations';
import type { Database } from '@tvmscan/store';
import {
  decodeAccount,
  decodeConfigParams,
  decodeMessage,
  decodeTransaction,
  exitCodeMeaning,
  formatRawAddress,
  readBocSingle,
  transactionView,
  TvmError,
  type Cell,
  type Message,
  type Transaction,
  type TransactionView,
} from '@tvmscan/tvm';
import type { AccountBocReader } from '../registry/account-code.js';
import { VerifyError } from '../verify-error.js';
import { AccountStates } from './account-states.js';
import { NftFacts } from './nft-facts.js';
import { ContractFacts } from './contract-facts.js';
import type { MessageExecution, MessageExecutor, MessageOutcome } from './message-executor.js';
import { TokenFacts, type TokenBalanceChange } from './token-facts.js';
import { walletSendMessage, type WalletSendRequest } from './wallet-send.js';

/** How far an emulation follows a trace: transactions at most, and messages deep. */
export const EMULATION_LIMITS = { transactions: 64, depth: 16 } as const;

/** One emulated transaction: where it sits in the trace and how it ended. */
export interface EmulatedTransaction {
  readonly hash: string;
  readonly account: string;
  readonly lt: bigint;
  readonly now: number;
  /** The transaction whose outbound message this one consumed; null for the first. */
  readonly parentHash: string | null;
  readonly aborted: boolean;
  readonly exitCode: number | null;
  readonly resultCode: number | null;
  readonly totalFees: bigint;
}

/** An external message the account did not accept: no transaction, the exit code the contract stopped with. */
export interface EmulationRejection {
  readonly reason: string;
  readonly exitCode: number | null;
  readonly meaning: string | null;
}

export interface EmulationResult {
  readonly transactions: readonly EmulatedTransaction[];
  /** The trace's actions, each with the emulated transaction it is read from. */
  readonly actions: readonly { readonly transactionHash: string; readonly action: Action }[];
  readonly balanceChanges: readonly { readonly account: string; readonly change: bigint }[];
  readonly tokenBalanceChanges: readonly TokenBalanceChange[];
  readonly rejected: EmulationRejection | null;
  /** Internal messages not followed: the limits were reached. */
  readonly unfollowed: number;
}

export interface MessageEmulationOptions {
  readonly database: Database;
  /** Where the accounts' current states come from (the devnet, a node). */
  readonly stateReader: AccountBocReader;
  /** The current blockchain config as a `ConfigParams` BOC. */
  readonly configReader: () => Promise<Uint8Array | null>;
  readonly executor: MessageExecutor;
  readonly globalId: () => Promise<number | null>;
  /** Unix time the transactions run at; the clock by default. */
  readonly now?: () => number;
}

interface Pending {
  readonly message: Cell;
  readonly parentHash: string | null;
  readonly depth: number;
}

interface Executed {
  readonly tx: Transaction;
  readonly view: TransactionView;
  readonly parentHash: string | null;
  readonly codeHash: string | null;
}

const RAND_SEED = new Uint8Array(32);

/**
 * Runs a message on its destination account's current state with the devnet's executor, follows the internal
 * messages it causes from account to account (breadth first, within `EMULATION_LIMITS`), and tells the trace's
 * actions with the indexer's classifier, fed as the indexer feeds it. Nothing is sent and nothing is stored.
 */
export class MessageEmulation {
  private configured: string | null = null;

  constructor(private readonly options: MessageEmulationOptions) {}

  /** Emulates a message given as a BOC; an unreadable one, or an external outbound one, is an `emulate-input` error naming `boc`. */
  async emulate(boc: Uint8Array): Promise<EmulationResult> {
    return this.run(readMessage(boc).cell, false);
  }

  /**
   * Emulates a send from a wallet before its owner signs it: the external message the wallet app would sign (see
   * `walletSendMessage`), run with its fake signature taken as valid.
   */
  async emulateSend(request: WalletSendRequest): Promise<EmulationResult> {
    const wallet = await new AccountStates(this.options.stateReader).accountCell(request.from);
    return this.run(readBocSingle(walletSendMessage(wallet, request, this.now())), true);
  }

  private now(): number {
    return this.options.now?.() ?? Math.floor(Date.now() / 1000);
  }

  private async run(root: Cell, ignoreSignatures: boolean): Promise<EmulationResult> {
    await this.configure();
    const states = new AccountStates(this.options.stateReader);
    const now = this.now();
    const executed: Executed[] = [];
    const queue: Pending[] = [{ message: root, parentHash: null, depth: 0 }];
    let lt = 0n;
    let unfollowed = 0;
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (executed.length >= EMULATION_LIMITS.transactions || next.depth > EMULATION_LIMITS.depth) {
        unfollowed++;
        continue;
      }
      const destination = destinationOf(decodeMessage(next.message));
      const held = await states.get(destination);
      lt = maxOf(lt, (held.account?.lastTransLt ?? 0n) + 1n);
      const outcome = this.execute({ ...held, message: next.message, lt, now, randSeed: RAND_SEED, ignoreSignatures }, next.parentHash === null);
      if (outcome === null) {
        unfollowed++;
        continue;
      }
      if (outcome.kind === 'rejected') {
        if (next.parentHash === null) return rejection(outcome);
        continue;
      }
      states.update(destination, outcome.shardAccount);
      const tx = decodeTransaction(outcome.transaction);
      const view = transactionView(outcome.transaction, undefined, tx);
      lt = tx.lt + BigInt(tx.outMsgs.length) + 1n;
      executed.push({ tx, view, parentHash: next.parentHash, codeHash: await codeHashOf(states, destination) });
      for (const out of tx.outMsgs) {
        if (out.message.info.kind === 'internal') queue.push({ message: out.cell, parentHash: view.hash, depth: next.depth + 1 });
      }
    }
    return this.result(executed, states, unfollowed);
  }

  private async result(executed: readonly Executed[], states: AccountStates, unfollowed: number): Promise<EmulationResult> {
    const tokens = new TokenFacts(this.options.database, (address) => states.accountCell(address));
    const contracts = new ContractFacts(this.options.database);
    const nfts = new NftFacts(this.options.database);
    const inputs: ActionInput[] = [];
    for (const { tx, view, codeHash } of executed) {
      const reading = readTransaction(tx, view);
      const body = reading.inMessage?.body.kind === 'call' || reading.inMessage?.body.kind === 'signed' ? (tx.inMsg?.message.body ?? null) : null;
      inputs.push({
        reading,
        codeHash,
        tokenOperations: await tokens.resolve(tokenOperations(tx)),
        nftEvents: await nfts.of(tx, view.account, reading.inMessage?.src ?? null),
        multiTokenMovements: [],
        contract: await contracts.factOf(codeHash, body, reading.inMessage?.type === 'ExternalIn'),
      });
    }
    const actions = inputs.flatMap((input) => classifyTrace([input]).map((action) => ({ transactionHash: input.reading.hash, action })));
    return {
      transactions: executed.map(({ view, parentHash, tx }) => ({
        hash: view.hash,
        account: view.account,
        lt: tx.lt,
        now: tx.now,
        parentHash,
        aborted: view.aborted,
        exitCode: view.exitCode,
        resultCode: view.resultCode,
        totalFees: tx.totalFees.coins,
      })),
      actions,
      balanceChanges: states.balanceChanges(),
      tokenBalanceChanges: tokens.balanceChanges(),
      rejected: null,
      unfollowed,
    };
  }

  /**
   * Runs one message; the executor's refusal to run the first one at all (a message no account could take) is the
   * caller's mistake, while a later one the executor cannot run ends that branch of the trace (null).
   */
  private execute(args: MessageExecution, first: boolean): MessageOutcome | null {
    try {
      return this.options.executor.execute(args);
    } catch (error) {
      if (!first) return null;
      throw new VerifyError('emulate-input', `cannot be run: ${error instanceof Error ? error.message : String(error)}`, {
        field: 'boc',
        cause: error,
      });
    }
  }

  /** Hands the executor the current config when it changed since the last emulation. */
  private async configure(): Promise<void> {
    const boc = await this.options.configReader();
    if (boc === null) throw new VerifyError('emulate-state', 'the current blockchain config is not known: nothing can be emulated');
    const text = Buffer.from(boc).toString('base64');
    if (text === this.configured) return;
    this.options.executor.setConfig(decodeConfigParams(readBocSingle(boc)), (await this.options.globalId()) ?? 0);
    this.configured = text;
  }
}

function readMessage(boc: Uint8Array): { cell: Cell; message: Message } {
  let cell: Cell;
  let message: Message;
  try {
    cell = readBocSingle(boc);
    message = decodeMessage(cell);
  } catch (error) {
    if (error instanceof TvmError) throw new VerifyError('emulate-input', `is not a message: ${error.message}`, { field: 'boc' });
    throw error;
  }
  if (message.info.kind === 'externalOut')
    throw new VerifyError('emulate-input', 'is an outbound external message, which runs nowhere', { field: 'boc' });
  return { cell, message };
}

function destinationOf(message: Message): string {
  const destination = formatRawAddress(message.info.dest);
  if (destination === null) throw new VerifyError('emulate-input', 'names no destination account', { field: 'boc' });
  return destination;
}

async function codeHashOf(states: AccountStates, address: string): Promise<string | null> {
  const cell = await states.accountCell(address);
  const state = cell === null ? null : decodeAccount(cell)?.storage.state;
  return state?.kind === 'active' ? (state.stateInit.code?.hashHex() ?? null) : null;
}

function rejection(outcome: { reason: string; exitCode: number | null }): EmulationResult {
  const meaning = outcome.exitCode === null ? null : (exitCodeMeaning(outcome.exitCode) ?? null);
  return {
    transactions: [],
    actions: [],
    balanceChanges: [],
    tokenBalanceChanges: [],
    rejected: { reason: outcome.reason, exitCode: outcome.exitCode, meaning },
    unfollowed: 0,
  };
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
