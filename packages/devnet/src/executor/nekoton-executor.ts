import * as nt from 'nekoton-wasm';
import {
  Builder,
  bytesToHex,
  decodeAccount,
  decodeTransaction,
  encodeAccount,
  encodeConfigParams,
  Slice,
  storeShardAccount,
  type Cell,
  type ConfigParams,
  type ShardAccount,
} from '@tvmscan/tvm';
import { base64ToCell, cellToBase64 } from '../contracts/shared/boc-base64.js';
import { DevnetError } from '../errors.js';
import { withCollatorFields } from './collated-transaction.js';
import type { ExecuteArgs, ExecutionOutcome, TransactionExecutor } from './transaction-executor.js';

/**
 * Runs messages with Everscale's executor (nekoton's `executeLocal`, from nekoton-wasm). Unlike the Tycho
 * emulator it performs a message sent with mode 128 (all the balance) after the transaction's other
 * actions, which contracts written for Everscale rely on.
 *
 * nekoton's binding takes the Account alone and starts the transaction right after the account's stored
 * last_trans_lt, so it needs an account that exists: the account is handed over with last_trans_lt set
 * just below the logical time the collator chose (the executor sets it anew after the transaction), and
 * the collator's fields (previous transaction, state update from the account as stored) are filled in
 * afterwards, as an Everscale collator does.
 */
export class NekotonExecutor implements TransactionExecutor {
  private config: string | null = null;
  private globalId = 0;

  setConfig(config: ConfigParams, globalId: number): void {
    this.config = cellToBase64(encodeConfigParams(config));
    this.globalId = globalId;
  }

  execute(args: ExecuteArgs): ExecutionOutcome {
    if (this.config === null) throw new DevnetError('executor', 'the executor has no blockchain config yet');
    if (args.message === undefined)
      throw new DevnetError('executor', "nekoton's executor runs transactions on messages only; tick-tock transactions run on the Tycho emulator");
    const before = args.account;
    const account = before === undefined ? null : decodeAccount(before.account);
    if (before === undefined || account === null) {
      throw new DevnetError(
        'executor',
        "nekoton's executor cannot place a transaction of an account that does not exist at the collator's logical time",
      );
    }
    const lastTransLt = account.storage.lastTransLt > args.lt - 1n ? account.storage.lastTransLt : args.lt - 1n;
    const placed = encodeAccount({ ...account, storage: { ...account.storage, lastTransLt } });
    const output = this.run(cellToBase64(placed), args.message, args);
    if ('exitCode' in output)
      return { kind: 'rejected', reason: `the contract did not accept the message (exit code ${output.exitCode})`, exitCode: output.exitCode };
    const after = base64ToCell(output.account, 'the account after the transaction');
    const transaction = withCollatorFields(base64ToCell(output.boc, 'the executed transaction'), {
      prevTransHash: before.lastTransHash,
      prevTransLt: before.lastTransLt,
      oldStateHash: before.account.hashHex(),
      newStateHash: after.hashHex(),
    });
    const lt = decodeTransaction(transaction).lt;
    if (lt !== args.lt) throw new DevnetError('executor', `nekoton's executor placed the transaction at lt ${lt}, not at ${args.lt}`);
    const shardAccount = shardAccountCell({ account: after, lastTransHash: transaction.hashHex(), lastTransLt: lt });
    return { kind: 'executed', transaction, shardAccount, shardAccountBoc: cellToBase64(shardAccount) };
  }

  close(): void {
    this.config = null;
  }

  /** Internal messages run with the block's random seed; `executeLocal` (seed zero) tells a refused external message apart. */
  private run(account: string, inbound: Cell, args: ExecuteArgs): { account: string; boc: string } | { exitCode: number } {
    const config = this.config as string;
    const message = cellToBase64(inbound);
    if (isExternal(inbound)) {
      const output = nt.executeLocal(config, account, message, args.now, args.ignoreSignatures ?? false, null, this.globalId);
      return 'exitCode' in output ? output : { account: output.account, boc: output.transaction.boc };
    }
    const output = nt.executeLocalExtended(
      config,
      account,
      message,
      args.now,
      args.ignoreSignatures ?? false,
      bytesToHex(args.randSeed),
      null,
      this.globalId,
      false,
    );
    return { account: output.account, boc: output.transaction.boc };
  }
}

/** ext_in_msg_info$10: the message's first two bits. */
function isExternal(message: Cell): boolean {
  return message.bitLength >= 2 && new Slice(message).loadUint(2) === 0b10;
}

function shardAccountCell(value: ShardAccount): Cell {
  const b = new Builder();
  storeShardAccount(b, value);
  return b.endCell();
}
