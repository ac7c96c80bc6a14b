import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBoc, writeBoc, TvmError } from '@tvmscan/tvm';
import type { BlockPointer } from '../chain/block-pointer.js';
import type { ChainStart } from '../chain/chain-engine.js';
import { DevnetError } from '../errors.js';
import type { NetworkName } from '../network/network-config.js';
import { BlockLog } from './block-log.js';

/** What makes a devnet chain itself: fixed at genesis and kept in devnet.json. */
export interface DevnetIdentity {
  readonly seed: string;
  readonly globalId: number;
  readonly network: NetworkName;
  readonly shards: number;
  readonly genesisTime: number;
  readonly walletCount: number;
}

const IDENTITY_FILE = 'devnet.json';
const STATE_FILE = 'state.bin';
const ZEROSTATE_FILES = ['zerostate-masterchain.boc', 'zerostate-workchain0.boc'];
const LOG_FILE = 'blocks.log';

type PointerJson = Record<keyof BlockPointer, string | number>;

/**
 * The devnet's data folder: devnet.json (identity), the two zerostates, blocks.log (every block) and
 * state.bin (the masterchain and shard states after the last saved block, so a restart continues from it).
 */
export class ChainStore {
  readonly log: BlockLog;

  private constructor(
    readonly dir: string,
    readonly identity: DevnetIdentity,
  ) {
    this.log = new BlockLog(path.join(dir, LOG_FILE));
  }

  /** Opens an existing chain in `dir`, or returns null when the folder holds none. */
  static open(dir: string): ChainStore | null {
    const file = path.join(dir, IDENTITY_FILE);
    if (!existsSync(file)) return null;
    let identity: DevnetIdentity;
    try {
      identity = JSON.parse(readFileSync(file, 'utf8')) as DevnetIdentity;
    } catch (error) {
      throw new DevnetError('data-folder', `${file} is not readable JSON: ${(error as Error).message}`);
    }
    return new ChainStore(dir, identity);
  }

  static create(dir: string, identity: DevnetIdentity, zerostates: readonly Uint8Array[]): ChainStore {
    mkdirSync(dir, { recursive: true });
    zerostates.forEach((boc, i) => writeFileSync(path.join(dir, ZEROSTATE_FILES[i]), boc));
    writeFileSync(path.join(dir, IDENTITY_FILE), JSON.stringify(identity, null, 2) + '\n');
    return new ChainStore(dir, identity);
  }

  zerostates(): Uint8Array[] {
    return ZEROSTATE_FILES.map((name) => new Uint8Array(readFileSync(path.join(this.dir, name))));
  }

  saveState(start: ChainStart): void {
    const meta = Buffer.from(
      JSON.stringify({ masterchainLast: pointerToJson(start.masterchainLast), basechainLast: start.basechain.map(({ last }) => pointerToJson(last)) }),
    );
    const boc = writeBoc([start.masterchainState, ...start.basechain.map(({ state }) => state)]);
    const head = Buffer.alloc(4);
    head.writeUInt32LE(meta.length);
    const file = path.join(this.dir, STATE_FILE);
    writeFileSync(`${file}.tmp`, Buffer.concat([head, meta, boc]));
    renameSync(`${file}.tmp`, file);
  }

  /** The saved states, or null before the first block. */
  loadState(): ChainStart | null {
    const file = path.join(this.dir, STATE_FILE);
    if (!existsSync(file)) return null;
    try {
      const bytes = readFileSync(file);
      const metaLength = bytes.readUInt32LE(0);
      const meta = JSON.parse(bytes.subarray(4, 4 + metaLength).toString('utf8')) as { masterchainLast: PointerJson; basechainLast: PointerJson[] };
      const [masterchainState, ...shardStates] = readBoc(new Uint8Array(bytes.subarray(4 + metaLength)));
      if (shardStates.length !== meta.basechainLast.length) throw new DevnetError('data-folder', `${file} holds ${shardStates.length} shard states for ${meta.basechainLast.length} shards`);
      return {
        masterchainState,
        masterchainLast: pointerFromJson(meta.masterchainLast),
        basechain: shardStates.map((state, i) => ({ state, last: pointerFromJson(meta.basechainLast[i]) })),
      };
    } catch (error) {
      if (error instanceof DevnetError) throw error;
      if (error instanceof TvmError || error instanceof SyntaxError || error instanceof RangeError) {
        throw new DevnetError('data-folder', `${file} is damaged: ${error.message}`);
      }
      throw error;
    }
  }

  close(): void {
    this.log.close();
  }
}

function pointerToJson(pointer: BlockPointer): PointerJson {
  return { ...pointer, startLt: pointer.startLt.toString(), endLt: pointer.endLt.toString() };
}

function pointerFromJson(json: PointerJson): BlockPointer {
  return {
    seqno: Number(json.seqno),
    rootHash: String(json.rootHash),
    fileHash: String(json.fileHash),
    startLt: BigInt(json.startLt),
    endLt: BigInt(json.endLt),
    genUtime: Number(json.genUtime),
  };
}
