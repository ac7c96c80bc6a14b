import { Cell as TonCell } from '@ton/core';
import { EVER_MAIN_CONFIG, TYCHO_CONFIG } from '@broxus/locklift-network/internal/constants.js';
import { TychoExecutor } from '@tychosdk/emulator';
import {
  Builder,
  decodeBase64,
  encodeAccount,
  encodeBase64,
  loadShardAccount,
  readBocSingle,
  Slice,
  storeShardAccount,
  writeBoc,
  type Cell,
  type ShardAccount,
} from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { defined } from '@tvmscan/tvm/testing';

/** An external message the account did not accept (no transaction, as on a real network). */
export class MessageRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`external message rejected: ${reason}`);
    this.name = 'MessageRejectedError';
  }
}

export interface Execution {
  transaction: Cell;
  shardAccount: ShardAccount;
}

/** Runs one message on one account; throws MessageRejectedError when an external message is not accepted. */
export interface MessageExecutor {
  execute(shardAccount: ShardAccount | undefined, message: Cell, now: number, lt: bigint): Promise<Execution>;
}

export type ExecutorKind = 'tycho-emulator' | 'nekoton';

/** The network configs @broxus/locklift-network ships: Everscale mainnet's, and Tycho's (signatures with id). */
export type NetworkConfig = 'everscale' | 'tycho';

const CONFIGS: Record<NetworkConfig, string> = { everscale: EVER_MAIN_CONFIG, tycho: TYCHO_CONFIG };

/** The global id the Tycho emulator checks signatures with on a config with the SignatureWithId capability. */
export const EMULATOR_SIGNATURE_ID = TychoExecutor.defaultGlobalId;

/** Both executors the issue allows, seeded with a real network config. */
export async function createExecutor(kind: ExecutorKind, network: NetworkConfig): Promise<MessageExecutor> {
  return kind === 'tycho-emulator'
    ? new TychoEmulatorExecutor(await TychoExecutor.create(), CONFIGS[network])
    : new NekotonExecutor(CONFIGS[network]);
}

const EMPTY_HASH = '0'.repeat(64);

function emptyShardAccount(): ShardAccount {
  return { account: encodeAccount(null), lastTransHash: EMPTY_HASH, lastTransLt: 0n };
}

/** @tychosdk/emulator: Tycho's executor, which applies the actions strictly in order (TON semantics). */
class TychoEmulatorExecutor implements MessageExecutor {
  private readonly config: string;

  constructor(
    private readonly emulator: TychoExecutor,
    config: string,
  ) {
    // the emulator takes the parameter dictionary: the cell's only reference
    this.config = base64Of(defined(cellOf(config).refs[0], 'the parameter dictionary'));
  }

  async execute(shardAccount: ShardAccount | undefined, message: Cell, now: number, lt: bigint): Promise<Execution> {
    const b = new Builder();
    storeShardAccount(b, shardAccount ?? emptyShardAccount());
    const result = await this.emulator.runTransaction({
      config: this.config,
      libs: null,
      verbosity: 'short',
      shardAccount: base64Of(b.endCell()),
      message: defined(TonCell.fromBoc(Buffer.from(writeBoc(message)))[0], 'the message cell'),
      now,
      lt,
      randomSeed: null,
      ignoreChksig: false,
      debugEnabled: false,
    });
    if (!result.result.success) {
      const exitCode = result.result.vmResults?.vmExitCode;
      throw new MessageRejectedError(`${result.result.error}${exitCode === undefined ? '' : ` (exit code ${exitCode})`}`);
    }
    return {
      transaction: cellOf(result.result.transaction),
      shardAccount: loadShardAccount(new Slice(cellOf(result.result.shardAccount))),
    };
  }
}

/**
 * nekoton-wasm's executeLocal: the Everscale executor, which sends a SEND_ALL_BALANCE message after the
 * other actions of the transaction. It picks the logical time itself.
 */
class NekotonExecutor implements MessageExecutor {
  constructor(private readonly config: string) {}

  async execute(shardAccount: ShardAccount | undefined, message: Cell, now: number): Promise<Execution> {
    const account = (shardAccount ?? emptyShardAccount()).account;
    const output = nt.executeLocal(this.config, base64Of(account), base64Of(message), now, false);
    if ('exitCode' in output) throw new MessageRejectedError(`not accepted (exit code ${output.exitCode})`);
    const transaction = cellOf(output.transaction.boc);
    return {
      transaction,
      shardAccount: { account: cellOf(output.account), lastTransHash: transaction.hashHex(), lastTransLt: BigInt(output.transaction.id.lt) },
    };
  }
}

function cellOf(base64: string): Cell {
  const bytes = decodeBase64(base64);
  if (bytes === undefined) throw new Error('the executor returned text that is not base64');
  return readBocSingle(bytes);
}

function base64Of(cell: Cell): string {
  return encodeBase64(writeBoc(cell));
}
