import { detectArchive } from '../archive/detect-archive.js';
import { readArchive } from '../archive/read-archive.js';
import { decompressZstd, isZstd } from '../archive/zstd-decompress.js';
import { readBoc, readBocSingle } from '../boc/read-boc.js';
import type { Cell } from '../cell/cell.js';
import { sha256 } from '../cell/cell-hash.js';
import { decodeBlock } from '../models/block/block.js';
import { decodeBlockProof } from '../models/block/block-proof.js';
import { decodeConfigParams } from '../models/config/config-params.js';
import { loadMessageRef } from '../models/message/message-ref.js';
import { decodeShardState } from '../models/state/shard-state.js';
import { TvmError } from '../errors.js';
import { shardToHex } from '../archive/shard-to-hex.js';
import type { ArchiveEntry } from '../archive/archive-entry.js';
import { bytesToHex } from '../util/hex.js';
import { accountView, type AccountView } from './account-view.js';
import { blockView, type BlockView } from './block-view.js';
import { configView, type ConfigView } from './config-view.js';
import { decodeAnyAccount, detectKind, provedCell, type BocKind } from './detect-kind.js';
import { messageView, type MessageView } from './message-view.js';
import { blockProofView, type BlockProofView } from './proof-view.js';
import { shardStateViews, type ShardStateView } from './state-view.js';
import { transactionView, type TransactionView } from './transaction-view.js';

/** What `--kind` may ask for: a BOC kind, or an archive of blocks. */
export type RequestedKind = Exclude<BocKind, 'cell' | 'proof'> | 'archive';
export const REQUESTED_KINDS: readonly RequestedKind[] = ['block', 'transaction', 'message', 'account', 'state', 'config', 'archive'];

export interface CellSummary {
  hash: string;
  bits: number;
  refs: number;
  exotic: boolean;
}

/** An archive block that could not be decoded: its id from the archive, and why. */
export interface UnreadableBlock {
  workchain: number;
  /** The shard id as 16 hex digits. */
  shard: string;
  seqno: number;
  rootHash: string;
  fileHash: string;
  /** The TvmError code. */
  code: string;
  error: string;
}

/** One decoded thing, or an archive block that would not decode; `entry` names the archive entry a block came from. */
export type DecodedItem = { entry?: string } & (
  | { kind: 'unreadable'; value: UnreadableBlock }
  | { kind: 'block'; value: BlockView }
  | { kind: 'proof'; value: BlockProofView }
  | { kind: 'state'; value: ShardStateView }
  | { kind: 'transaction'; value: TransactionView }
  | { kind: 'message'; value: MessageView }
  | { kind: 'account'; value: AccountView }
  | { kind: 'config'; value: ConfigView }
  | { kind: 'cell'; value: CellSummary }
);

/** Decodes what a file's bytes hold: each root of a BOC (plain or zstd-compressed), or each block of an archive. */
export function* decodeBytes(bytes: Uint8Array, kind?: RequestedKind): Generator<DecodedItem> {
  const plain = isZstd(bytes) ? decompressZstd(bytes) : bytes;
  if (kind === 'archive' || (kind === undefined && detectArchive(plain) !== null)) {
    yield* decodeArchiveBlocks(plain);
    return;
  }
  const fileHash = bytesToHex(sha256(plain));
  for (const root of readBoc(plain)) yield* itemsOf(root, kind ?? detectKind(root), fileHash);
}

/** Each block of an archive; one that does not decode is reported in its place, and the blocks after it still are read. */
function* decodeArchiveBlocks(bytes: Uint8Array): Generator<DecodedItem> {
  for (const entry of readArchive(bytes)) {
    if (entry.kind === 'block') yield archiveBlockItem(entry);
  }
}

function archiveBlockItem(entry: ArchiveEntry): DecodedItem {
  try {
    const root = readBocSingle(entry.data);
    return { kind: 'block', entry: entry.name, value: blockView(decodeBlock(root), root, entry.id.fileHash) };
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    const { workchain, shard, seqno, rootHash, fileHash } = entry.id;
    return {
      kind: 'unreadable',
      entry: entry.name,
      value: { workchain, shard: shardToHex(shard), seqno, rootHash, fileHash, code: error.code, error: error.message },
    };
  }
}

function itemsOf(root: Cell, kind: BocKind, fileHash: string): DecodedItem[] {
  const cell = provedCell(root);
  switch (kind) {
    case 'block':
      return [{ kind, value: blockView(decodeBlock(cell), cell, cell === root ? fileHash : null) }];
    case 'proof':
      return [{ kind, value: blockProofView(decodeBlockProof(cell)) }];
    case 'state':
      return shardStateViews(decodeShardState(cell), cell).map((value) => ({ kind, value }));
    case 'transaction':
      return [{ kind, value: transactionView(cell) }];
    case 'message':
      return [{ kind, value: messageView(loadMessageRef(cell)) }];
    case 'account':
      return [{ kind, value: accountView(decodeAnyAccount(cell)) }];
    case 'config':
      return [{ kind, value: configView(decodeConfigParams(cell)) }];
    case 'cell':
      return [{ kind, value: { hash: root.hashHex(), bits: root.bitLength, refs: root.refs.length, exotic: root.isExotic } }];
  }
}
