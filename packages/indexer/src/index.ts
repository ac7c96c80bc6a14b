export type { BlockSource, BatchOptions, MasterchainBatch, RawBlock } from './sources/block-source.js';
export type { StateSource } from './sources/state-source.js';
export { ArchiveBlockSource } from './sources/archive/archive-block-source.js';
export { ArchiveSourceError, expandArchivePaths } from './sources/archive/archive-catalog.js';
export { runIndexer, decodeBatch, IndexerError, type IndexOptions, type IndexProgress } from './indexer.js';
export { importZerostates, type StateImportSummary } from './import-states.js';
export { StateImportError } from './derive/zerostate.js';
export { BlockDecodeError } from './pipeline/decoded-block.js';
