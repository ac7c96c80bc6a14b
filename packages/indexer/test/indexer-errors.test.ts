import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexerError, expandArchivePaths } from '@tvmscan/indexer';
import type { Cell } from '@tvmscan/tvm';
import { afterAll, describe, expect, it } from 'vitest';
import { importShardState } from '../src/derive/zerostate.js';
import { decodeRawBlock } from '../src/pipeline/decoded-block.js';
import { loadArchiveCatalog } from '../src/sources/archive/archive-catalog.js';

const folder = mkdtempSync(join(tmpdir(), 'tvmscan-indexer-errors-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Not a cell: reading it fails the way a bug in the codec would, with a TypeError rather than a TvmError. */
const notACell = {} as Cell;

describe('the errors of the indexer', () => {
  it('are IndexerErrors with a stable code for what went wrong with the data', async () => {
    expect(() => decodeRawBlock({ boc: new Uint8Array([1, 2, 3]) })).toThrow(expect.objectContaining({ code: 'block-decode' }));
    expect(() => importShardState(new Uint8Array([1, 2, 3]))).toThrow(expect.objectContaining({ code: 'state-import' }));
    const missing = join(folder, 'missing.pack');
    await expect(expandArchivePaths([missing])).rejects.toThrow(
      expect.objectContaining({ code: 'archive', message: `${missing}: no such file or folder` }),
    );
    const garbage = join(folder, 'garbage.pack');
    writeFileSync(garbage, 'not an archive');
    await expect(loadArchiveCatalog([garbage])).rejects.toBeInstanceOf(IndexerError);
  });

  it('let a failure that is not about the data pass as it is instead of calling the data bad', async () => {
    expect(() => decodeRawBlock({ boc: new Uint8Array([1, 2, 3]), cell: notACell })).toThrow(TypeError);
    expect(() => importShardState(undefined as unknown as Uint8Array)).toThrow(TypeError);
    await expect(loadArchiveCatalog([folder])).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
