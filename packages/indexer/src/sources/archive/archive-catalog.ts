import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkBoc, readArchive, shardToHex, TvmError, type ArchiveBlockId } from '@tvmscan/tvm';
import { IndexerError } from '../../indexer-error.js';

/** A block entry of an archive: its id from the entry header or name, and its bytes. */
export interface CatalogBlock {
  readonly id: ArchiveBlockId;
  readonly data: Uint8Array;
}

/** Every block of a set of archive files, by root hash, with the masterchain ones also by seqno. */
export interface ArchiveCatalog {
  readonly byRootHash: ReadonlyMap<string, CatalogBlock>;
  readonly masterchain: ReadonlyMap<number, CatalogBlock>;
}

/** Archive files that cannot serve the blocks: missing, unreadable as archives, or not holding the chain asked for. */
export class ArchiveSourceError extends IndexerError {
  declare readonly code: 'archive';

  constructor(message: string, options?: ErrorOptions) {
    super('archive', message, options);
  }
}

/**
 * The files named, with folders expanded to the files inside them (recursively), in name order.
 * A named folder holding no file is refused: importing it would silently do nothing.
 */
export async function expandArchivePaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const found = await filesUnder(path);
    if (found.length === 0) throw new ArchiveSourceError(`${path}: the folder holds no archive or zerostate file`);
    files.push(...found);
  }
  return files;
}

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw new ArchiveSourceError(`${path}: no such file or folder`);
    throw error;
  });
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  const files: string[] = [];
  for (const name of names) files.push(...(await filesUnder(join(path, name))));
  return files;
}

/**
 * Reads the block entries of every archive file (proofs and queue diffs are left out), checking each block's BOC
 * header and checksum: a damaged block is refused here, naming its file and itself, before anything is written.
 */
export async function loadArchiveCatalog(files: readonly string[]): Promise<ArchiveCatalog> {
  const byRootHash = new Map<string, CatalogBlock>();
  const masterchain = new Map<number, CatalogBlock>();
  for (const file of files) {
    const bytes = new Uint8Array(await readFile(file));
    try {
      for (const entry of readArchive(bytes)) {
        if (entry.kind !== 'block') continue;
        const block = { id: entry.id, data: entry.data };
        checkBlock(block, file);
        byRootHash.set(entry.id.rootHash, block);
        if (entry.id.workchain === -1) addMasterchainBlock(masterchain, block, file);
      }
    } catch (error) {
      if (!(error instanceof TvmError)) throw error;
      throw new ArchiveSourceError(`${file}: ${error.message}`, { cause: error });
    }
  }
  return { byRootHash, masterchain };
}

function checkBlock(block: CatalogBlock, file: string): void {
  try {
    checkBoc(block.data);
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    const { workchain, shard, seqno, rootHash } = block.id;
    throw new ArchiveSourceError(`${file}: block ${workchain}:${shardToHex(shard)}:${seqno} root ${rootHash}: ${error.message}`, { cause: error });
  }
}

function addMasterchainBlock(masterchain: Map<number, CatalogBlock>, block: CatalogBlock, file: string): void {
  const known = masterchain.get(block.id.seqno);
  if (known && known.id.rootHash !== block.id.rootHash) {
    throw new ArchiveSourceError(`${file}: two different masterchain blocks #${block.id.seqno} (${known.id.rootHash} and ${block.id.rootHash})`);
  }
  masterchain.set(block.id.seqno, block);
}
