import { IndexerError } from '../../indexer-error.js';

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

/** A source failed for good (after its retries, if the failure was worth retrying); the message names the endpoint or file and what was asked. */
export class SourceError extends IndexerError {
  declare readonly code: SourceErrorCode;

  constructor(code: SourceErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}
