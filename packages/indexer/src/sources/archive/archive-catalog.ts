import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readArchive, type ArchiveBlockId } from '@tvmscan/tvm';

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

export class ArchiveSourceError extends Error {
  override readonly name = 'ArchiveSourceError';
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
  const info = await stat(path).catch(() => {
    throw new ArchiveSourceError(`${path}: no such file or folder`);
  });
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  const files: string[] = [];
  for (const name of names) files.push(...(await filesUnder(join(path, name))));
  return files;
}

/** Reads the block entries of every archive file (proofs and queue diffs are left out). */
export async function loadArchiveCatalog(files: readonly string[]): Promise<ArchiveCatalog> {
  const byRootHash = new Map<string, CatalogBlock>();
  const masterchain = new Map<number, CatalogBlock>();
  for (const file of files) {
    const bytes = new Uint8Array(await readFile(file));
    try {
      for (const entry of readArchive(bytes)) {
        if (entry.kind !== 'block') continue;
        const block = { id: entry.id, data: entry.data };
        byRootHash.set(entry.id.rootHash, block);
        if (entry.id.workchain === -1) addMasterchainBlock(masterchain, block, file);
      }
    } catch (error) {
      if (error instanceof ArchiveSourceError) throw error;
      throw new ArchiveSourceError(`${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  return { byRootHash, masterchain };
}

function addMasterchainBlock(masterchain: Map<number, CatalogBlock>, block: CatalogBlock, file: string): void {
  const known = masterchain.get(block.id.seqno);
  if (known && known.id.rootHash !== block.id.rootHash) {
    throw new ArchiveSourceError(
      `${file}: two different masterchain blocks #${block.id.seqno} (${known.id.rootHash} and ${block.id.rootHash})`,
    );
  }
  masterchain.set(block.id.seqno, block);
}
