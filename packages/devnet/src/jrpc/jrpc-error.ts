/** A JSON-RPC error answer: `code` as in JSON-RPC 2.0 (-32000 for a message the network rejected). */
export class JrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'JrpcError';
  }
}

export const JRPC_PARSE_ERROR = -32700;
export const JRPC_INVALID_REQUEST = -32600;
export const JRPC_METHOD_NOT_FOUND = -32601;
export const JRPC_INVALID_PARAMS = -32602;
export const JRPC_MESSAGE_REJECTED = -32000;
