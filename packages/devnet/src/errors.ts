/** What went wrong in the devnet, by area: stable values callers can branch on. */
export type DevnetErrorCode =
  | 'executor'
  | 'bad-config'
  | 'bad-options'
  | 'bad-message'
  | 'data-folder'
  | 'bad-address'
  /** A JSON-RPC request the endpoint refuses (JrpcError; its `rpcCode` is the JSON-RPC one). */
  | 'jrpc'
  /** An argument of a contract helper out of range or malformed (ContractInputError). */
  | 'bad-argument'
  /** A compiled contract that cannot be found or read (ArtifactError). */
  | 'artifact';

/**
 * The root of every error the devnet raises on purpose — bad input, a rejected request, an unreadable data
 * folder; any other error is a bug. Areas extend it (JrpcError, ContractError) and keep a `code` of their own.
 */
export class DevnetError extends Error {
  readonly code: DevnetErrorCode;

  constructor(code: DevnetErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
