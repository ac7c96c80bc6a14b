import { AttemptError, malformed } from '../http/attempt-error.js';
import { expectRecord } from '../http/json-shape.js';
import { postJson } from '../http/post-json.js';
import type { RetryPolicy } from '../http/retry-policy.js';
import { withRetries, type RetryEvent } from '../http/with-retries.js';

interface JrpcClientOptions {
  readonly policy: RetryPolicy;
  readonly headers?: Readonly<Record<string, string>>;
  readonly onRetry?: (event: RetryEvent) => void;
}

/** JSON-RPC 2.0 codes that say the request itself is wrong: asking again cannot help. */
const REQUEST_ERROR_CODES = new Set([-32700, -32600, -32601, -32602]);

/** JSON-RPC 2.0 over HTTP POST with retries, as Everscale and Tycho JRPC nodes speak it. */
export class JrpcClient {
  private nextId = 1;

  constructor(
    readonly endpoint: string,
    private readonly options: JrpcClientOptions,
  ) {}

  call<T>(method: string, params: unknown, what: string, read: (result: unknown) => T, signal?: AbortSignal): Promise<T> {
    const { policy, headers, onRetry } = this.options;
    return withRetries({ endpoint: this.endpoint, what, policy, signal, onRetry }, async (attemptSignal) => {
      const id = this.nextId++;
      const answer = expectRecord(
        await postJson(this.endpoint, { jsonrpc: '2.0', id, method, params }, attemptSignal, headers),
        'the JSON-RPC answer',
      );
      if (answer.error != null) throw jrpcError(method, answer.error);
      if (answer.id !== id) throw malformed(`the JSON-RPC answer has id ${JSON.stringify(answer.id)}, expected ${id}`);
      if (!('result' in answer)) throw malformed('the JSON-RPC answer has neither result nor error');
      return read(answer.result);
    });
  }
}

function jrpcError(method: string, error: unknown): AttemptError {
  const record = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  const code = typeof record.code === 'number' ? record.code : null;
  const message = typeof record.message === 'string' ? record.message : JSON.stringify(error);
  const requestIsWrong = code !== null && REQUEST_ERROR_CODES.has(code);
  return new AttemptError(
    requestIsWrong ? 'rejected' : 'jrpc-error',
    `${method}: JSON-RPC error ${code ?? ''} ${message}`.replace(/\s+/g, ' '),
    !requestIsWrong,
  );
}
