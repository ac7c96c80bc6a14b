/**
 * What an IndexerError is about, stable for callers to branch on. Besides the codes of `SourceError` and
 * `GetMethodError` (below): `unexpected-block` the source gave another block than the one asked for, `another-chain` its
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

/**
 * What went wrong with a block or state source:
 * - `unreachable`: the endpoint could not be reached (refused, reset, DNS);
 * - `timeout`: it did not answer in time;
 * - `server-error`: it answered HTTP 5xx, 408 or 429;
 * - `rejected`: it refused the request (another HTTP 4xx, or a JSON-RPC error saying the request is invalid);
 * - `graphql-error`, `jrpc-error`: the answer carried errors;
 * - `malformed-answer`: the answer is not what was asked for (not JSON, wrong shape, a BOC that is not the block or account asked for);
 * - `missing-block`: a block the chain references is not (yet) on the server;
 * - `inconsistent-chain`: the blocks do not link up (a shard block older than one already delivered, a prev link that does not go back);
 * - `aborted`: the caller aborted or closed the source;
 * - `bad-endpoint`: the endpoint is not an http(s) URL;
 * - `unreadable-file`, `malformed-state`: a state file cannot be read or is not a shard state.
 */
export type SourceErrorCode =
  | 'unreachable'
  | 'timeout'
  | 'server-error'
  | 'rejected'
  | 'graphql-error'
  | 'jrpc-error'
  | 'malformed-answer'
  | 'missing-block'
  | 'inconsistent-chain'
  | 'aborted'
  | 'bad-endpoint'
  | 'unreadable-file'
  | 'malformed-state';

/**
 * Why a get-method could not be run or did not succeed:
 * - `no-account`: the account does not exist; `not-active`: it has no code and data to run (uninit or frozen);
 * - `no-config`: the state source does not give the blockchain config the VM needs;
 * - `vm-exit`: the method ended with an exit code other than 0 or 1 (`exitCode`; 11 often means the contract has no such method);
 * - `missing-library`: the code calls a library cell the source does not give;
 * - `emulator`: the TVM emulator refused to run it;
 * - `bad-stack`: the stack handed in or returned is not a valid VM stack.
 */
export type GetMethodErrorCode = 'no-account' | 'not-active' | 'no-config' | 'vm-exit' | 'missing-library' | 'emulator' | 'bad-stack';

/** Every failure the indexer reports is an IndexerError (bugs and the database's own errors pass through as they are). */
export class IndexerError extends Error {
  readonly code: IndexerErrorCode;

  constructor(code: IndexerErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
