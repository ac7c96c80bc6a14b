import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBoc, writeBoc, TvmError } from '@tvmscan/tvm';
import type { BlockPointer } from '../chain/block-pointer.js';
import type { ChainStart } from '../chain/chain-engine.js';
import { DevnetError } from '../errors.js';
import type { NetworkName } from '../network/network-config.js';
import { BlockLog } from './block-log.js';
import { present } from '../present.js';

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
const ZEROSTATE_FILES = ['zerostate-masterchain.boc', 'zerostate-workchain0.boc'] as const;
const LOG_FILE = 'blocks.log';
const START_OVER = 'Move the devnet folder away to start a new chain (and the index built from it, which holds the old chain).';

/** The masterchain's and workchain 0's zerostates, as BOCs. */
export type ZerostateBocs = readonly [masterchain: Uint8Array, workchain: Uint8Array];

type PointerJson = Record<keyof BlockPointer, string | number>;

/** The states after the last saved block, with that block's log record when the file holds it (files before it did not). */
interface SavedState {
  readonly start: ChainStart;
  readonly lastRecord: Buffer | null;
}

/**
 * The devnet's data folder: devnet.json (identity), the two zerostates, blocks.log (every block) and
 * state.bin (the masterchain and shard states after the last saved block, so a restart continues from it,
 * and a copy of that block's log record, so a log that lost its last record is mended on open).
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

  static create(dir: string, identity: DevnetIdentity, zerostates: ZerostateBocs): ChainStore {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ZEROSTATE_FILES[0]), zerostates[0]);
    writeFileSync(path.join(dir, ZEROSTATE_FILES[1]), zerostates[1]);
    writeFileSync(path.join(dir, IDENTITY_FILE), JSON.stringify(identity, null, 2) + '\n');
    return new ChainStore(dir, identity);
  }

  zerostates(): ZerostateBocs {
    const read = (name: string) => new Uint8Array(readFileSync(path.join(this.dir, name)));
    return [read(ZEROSTATE_FILES[0]), read(ZEROSTATE_FILES[1])];
  }

  /** Appends a sealed block to the log, then replaces the saved states with those after it (a crash between the two is mended on open). */
  saveBlock(batch: { seqno: number; blocks: readonly Uint8Array[] }, start: ChainStart): void {
    const record = this.log.append(batch);
    this.saveState(start, record);
  }

  private saveState(start: ChainStart, lastRecord: Buffer): void {
    const meta = Buffer.from(
      JSON.stringify({
        masterchainLast: pointerToJson(start.masterchainLast),
        basechainLast: start.basechain.map(({ last }) => pointerToJson(last)),
        lastRecordBytes: lastRecord.length,
      }),
    );
    const boc = writeBoc([start.masterchainState, ...start.basechain.map(({ state }) => state)]);
    const head = Buffer.alloc(4);
    head.writeUInt32LE(meta.length);
    const file = path.join(this.dir, STATE_FILE);
    writeFileSync(`${file}.tmp`, Buffer.concat([head, meta, boc, lastRecord]));
    renameSync(`${file}.tmp`, file);
  }

  /** The saved states, or null before the first block. */
  loadState(): SavedState | null {
    const file = path.join(this.dir, STATE_FILE);
    if (!existsSync(file)) return null;
    try {
      const bytes = readFileSync(file);
      const metaLength = bytes.readUInt32LE(0);
      const meta = JSON.parse(bytes.subarray(4, 4 + metaLength).toString('utf8')) as {
        masterchainLast: PointerJson;
        basechainLast: PointerJson[];
        lastRecordBytes?: number;
      };
      const bocEnd = bytes.length - (meta.lastRecordBytes ?? 0);
      const [masterchainState, ...shardStates] = readBoc(new Uint8Array(bytes.subarray(4 + metaLength, bocEnd)));
      if (masterchainState === undefined) throw new DevnetError('data-folder', `${file} holds no masterchain state`);
      if (shardStates.length !== meta.basechainLast.length)
        throw new DevnetError('data-folder', `${file} holds ${shardStates.length} shard states for ${meta.basechainLast.length} shards`);
      return {
        start: {
          masterchainState,
          masterchainLast: pointerFromJson(meta.masterchainLast),
          basechain: shardStates.map((state, i) => ({ state, last: pointerFromJson(present(meta.basechainLast[i], `shard ${i}'s last block`)) })),
        },
        lastRecord: meta.lastRecordBytes === undefined ? null : bytes.subarray(bocEnd),
      };
    } catch (error) {
      if (error instanceof DevnetError) throw error;
      if (error instanceof TvmError || error instanceof SyntaxError || error instanceof RangeError) {
        throw new DevnetError('data-folder', `${file} is damaged: ${error.message}`);
      }
      throw error;
    }
  }

  /**
   * Brings the block log to the saved state's block, and says what it changed: a torn tail is dropped, blocks after
   * the saved state (a crash between the log's write and the state's) are dropped, and a missing last record is
   * restored from the copy in the state file. Any other gap cannot be mended: the chain stops here, saying so.
   */
  alignLog(saved: SavedState | null, savedSeqno: number): string[] {
    const notes: string[] = [];
    const logFile = path.join(this.dir, LOG_FILE);
    const logEnd = this.log.lastSeqno;
    const mendable = logEnd >= savedSeqno || (logEnd === savedSeqno - 1 && saved?.lastRecord);
    if (!mendable) {
      const tail = this.log.tailBytes > 0 ? ` (followed by ${this.log.tailBytes} bytes that are not a next block)` : '';
      throw new DevnetError(
        'data-folder',
        `${logFile} ends at block ${logEnd}${tail} but the saved state ${path.join(this.dir, STATE_FILE)} is at block ${savedSeqno}, ` +
          `so this chain cannot be continued. ${START_OVER}`,
      );
    }
    if (this.log.tailBytes > 0) {
      notes.push(`${logFile}: dropped a torn tail of ${this.log.tailBytes} bytes after block ${logEnd}`);
      this.log.dropTail();
    }
    if (logEnd > savedSeqno) {
      this.log.truncateAfter(savedSeqno);
      notes.push(`${logFile}: dropped blocks ${savedSeqno + 1}..${logEnd}, sealed after the last saved state (block ${savedSeqno})`);
    } else if (logEnd < savedSeqno && saved?.lastRecord) {
      this.log.appendRecord(saved.lastRecord);
      notes.push(`${logFile}: restored block ${savedSeqno} from the copy in ${path.join(this.dir, STATE_FILE)}`);
    }
    return notes;
  }

  /** The error for a block of the log that does not decode. */
  damagedBlock(seqno: number, cause: Error): DevnetError {
    return new DevnetError(
      'data-folder',
      `${path.join(this.dir, LOG_FILE)} is damaged: block ${seqno} (at byte ${this.log.offsetOf(seqno)}) does not decode: ${cause.message}. ${START_OVER}`,
    );
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
