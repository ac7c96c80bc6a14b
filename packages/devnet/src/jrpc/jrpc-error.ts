import { DevnetError } from '../errors.js';

/** A JSON-RPC error answer: `rpcCode` as in JSON-RPC 2.0 (-32000 for a message the network rejected). */
export class JrpcError extends DevnetError {
  constructor(
    readonly rpcCode: number,
    message: string,
  ) {
    super('jrpc', message);
  }
}

export const JRPC_PARSE_ERROR = -32700;
export const JRPC_INVALID_REQUEST = -32600;
export const JRPC_METHOD_NOT_FOUND = -32601;
export const JRPC_INVALID_PARAMS = -32602;
export const JRPC_MESSAGE_REJECTED = -32000;
