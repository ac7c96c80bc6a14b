import type { GetMethodErrorCode } from './sources/get-methods/get-method-error.js';
import type { SourceErrorCode } from './sources/http/source-error.js';

/**
 * What an IndexerError is about, stable for callers to branch on. Besides the codes of `SourceError` and
 * `GetMethodError`: `unexpected-block` the source gave another block than the one asked for, `another-chain` its
 * blocks do not continue the index, `preparer-stopped` the batch-preparing thread ended, `block-decode` a block
 * does not decode, `archive` archive files cannot serve the blocks, `state-import` a file is not a shard state,
 * `elections-read` the elector's answers do not have the shape of its elections, `index-start` the start asked for
 * does not fit the source or the index, `before-start` the blocks given lie before the index's start, `disk-full`
 * the index's disk has no room for the next write (the index stays consistent up to its checkpoint).
 */
export type IndexerErrorCode =
  | 'unexpected-block'
  | 'another-chain'
  | 'preparer-stopped'
  | 'block-decode'
  | 'archive'
  | 'state-import'
  | 'elections-read'
  | 'index-start'
  | 'before-start'
  | 'disk-full'
  | SourceErrorCode
  | GetMethodErrorCode;

/** Every failure the indexer reports is an IndexerError (bugs and the database's own errors pass through as they are). */
export class IndexerError extends Error {
  readonly code: IndexerErrorCode;

  constructor(code: IndexerErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
