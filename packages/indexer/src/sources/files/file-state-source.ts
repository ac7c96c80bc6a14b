import { readFile } from 'node:fs/promises';
import {
  decodeShardAccounts,
  decodeShardState,
  decompressZstd,
  encodeConfigParams,
  isZstd,
  readBocSingle,
  Slice,
  TvmError,
  writeBoc,
  type Cell,
  type ShardStateUnsplit,
  type VmValue,
} from '@tvmscan/tvm';
import type { GetMethodOptions, GetMethodResult, StateSource } from '../state-source.js';
import { TvmGetMethodRunner } from '../get-methods/tvm-get-method-runner.js';
import { canonicalRawAddress } from '../http/raw-address.js';
import { SourceError } from '../http/source-error.js';
import { shardsOverlap } from '../gql/shard-overlap.js';

/** A shard state BOC and where it came from, for messages. */
export interface NamedStateBoc {
  readonly name: string;
  readonly bytes: Uint8Array;
}

interface LoadedState {
  readonly name: string;
  readonly state: ShardStateUnsplit;
  /** Account cells by 64-digit hex account id, read on first use. */
  accounts?: Map<string, Cell>;
}

/**
 * Account states and the config from shard-state BOC files (zerostates or any later ShardState, split or not;
 * zstd-compressed as Tycho writes its persistent states, or plain).
 * An account is looked up in the newest state whose shard holds it; the config comes from the newest
 * masterchain state.
 */
export class FileStateSource implements StateSource {
  private readonly getMethods = new TvmGetMethodRunner(this);
  private readonly states: LoadedState[];

  private constructor(states: LoadedState[]) {
    this.states = states.sort((a, b) => b.state.seqno - a.state.seqno);
  }

  /** Reads and decodes the given shard-state files; a `SourceError` names a file that cannot be read or is not a shard state. */
  static async open(paths: readonly string[]): Promise<FileStateSource> {
    const bocs = await Promise.all(
      paths.map(async (path) => {
        try {
          const buffer = await readFile(path);
          return { name: path, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
        } catch (error) {
          throw new SourceError('unreadable-file', `${path}: cannot read the state file: ${(error as Error).message}`, { cause: error });
        }
      }),
    );
    return FileStateSource.fromBocs(bocs);
  }

  static fromBocs(bocs: readonly NamedStateBoc[]): FileStateSource {
    return new FileStateSource(bocs.flatMap(decodeStates));
  }

  async getAccount(address: string): Promise<Uint8Array | null> {
    const canonical = canonicalRawAddress(address);
    const colon = canonical.indexOf(':');
    const workchain = Number(canonical.slice(0, colon));
    const hash = canonical.slice(colon + 1);
    const accountShard = BigInt(`0x${hash.slice(0, 16)}`) | 1n;
    const holder = this.states.find(({ state }) => state.shard.workchain === workchain && shardsOverlap(state.shard.shard, accountShard));
    if (holder === undefined) return null;
    const cell = accountsOf(holder).get(hash);
    return cell === undefined || isAccountNone(cell) ? null : writeBoc(cell);
  }

  async getConfig(): Promise<Uint8Array | null> {
    const config = this.states.find(({ state }) => state.custom !== null)?.state.custom?.config;
    return config === undefined ? null : writeBoc(encodeConfigParams(config));
  }

  /** Runs a get-method with a real TVM on the account state and the config this source gives. */
  runGetMethod(address: string, method: string, args?: readonly VmValue[], options?: GetMethodOptions): Promise<GetMethodResult> {
    return this.getMethods.run(address, method, args, options);
  }
}

function decodeStates({ name, bytes }: NamedStateBoc): LoadedState[] {
  try {
    const decoded = decodeShardState(readBocSingle(isZstd(bytes) ? decompressZstd(bytes) : bytes));
    const parts = decoded.kind === 'unsplit' ? [decoded.state] : [decoded.left, decoded.right];
    return parts.map((state) => ({ name, state }));
  } catch (error) {
    if (error instanceof TvmError) throw new SourceError('malformed-state', `${name}: not a shard state: ${error.message}`, { cause: error });
    throw error;
  }
}

function accountsOf(loaded: LoadedState): Map<string, Cell> {
  if (loaded.accounts === undefined) {
    try {
      const { entries } = decodeShardAccounts(loaded.state.accounts);
      loaded.accounts = new Map(entries.map(({ key, value }) => [key.toString(16).padStart(64, '0'), value.account]));
    } catch (error) {
      if (error instanceof TvmError)
        throw new SourceError('malformed-state', `${loaded.name}: the accounts cannot be read: ${error.message}`, { cause: error });
      throw error;
    }
  }
  return loaded.accounts;
}

/** account_none$0: a lone 0 bit. */
function isAccountNone(cell: Cell): boolean {
  return cell.bitLength === 1 && cell.refs.length === 0 && !new Slice(cell).loadBit();
}
