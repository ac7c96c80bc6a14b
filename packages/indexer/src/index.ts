export type { BlockSource, BatchOptions, MasterchainBatch, RawBlock } from './sources/block-source.js';
export type { StateSource } from './sources/state-source.js';
