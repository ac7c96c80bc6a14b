import type { Checkpoint } from '@tvmscan/store';
import { IndexerError } from '../indexer-error.js';
import type { BlockSource } from '../sources/block-source.js';

/** Where a run of the indexer begins. */
interface RunStart {
  /** The masterchain seqno the run reads after (the checkpoint, or the block before the start of an empty index). */
  readonly after: number;
  /** The first masterchain block the index holds, recorded with the first checkpoint (0 when it starts from zerostates). */
  readonly startMcSeqno: number;
}

/**
 * An empty index starts at `from`, else at the first masterchain block the source holds (block 1 for a source that
 * serves the chain from its beginning); history before it is not indexed. An index that holds blocks resumes after
 * its checkpoint: `from` may only repeat its start, and a source that holds nothing after the checkpoint but blocks
 * before the start is refused, as backfilling earlier history into an existing index is not supported.
 */
export function runStart(checkpoint: Checkpoint | null, source: BlockSource, from: number | undefined): RunStart {
  const range = source.masterchainRange ?? null;
  if (checkpoint === null) {
    const first = from ?? range?.first ?? 1;
    if (from !== undefined && range !== null && (from < range.first || from > range.last)) {
      throw new IndexerError('index-start', `--from ${from}: the archives hold masterchain blocks #${range.first}..#${range.last} only`);
    }
    return { after: first - 1, startMcSeqno: first };
  }
  const start = checkpoint.startMcSeqno ?? 0;
  if (from !== undefined && from !== start) {
    throw new IndexerError(
      'index-start',
      `--from ${from}: this index already starts at masterchain block #${start} and holds blocks up to #${checkpoint.mcSeqno}; ` +
        '--from starts an empty index only (use another data folder or database)',
    );
  }
  if (range !== null && range.last <= checkpoint.mcSeqno && range.first < start) {
    throw new IndexerError(
      'before-start',
      `the archives hold masterchain blocks #${range.first}..#${range.last}, before this index's start at #${start}: ` +
        'backfilling earlier history into an existing index is not supported yet (import them into a new index that starts earlier)',
    );
  }
  return { after: checkpoint.mcSeqno, startMcSeqno: start };
}
