import { AttemptError } from '../http/attempt-error.js';
import { expectRecord } from '../http/json-shape.js';
import { postJson } from '../http/post-json.js';
import type { RetryPolicy } from '../http/retry-policy.js';
import { withRetries, type RetryEvent } from '../http/with-retries.js';

interface GqlQuery {
  readonly operationName: string;
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  /** What is asked, for messages. */
  readonly what: string;
}

interface GqlClientOptions {
  readonly policy: RetryPolicy;
  readonly headers?: Readonly<Record<string, string>>;
  readonly onRetry?: (event: RetryEvent) => void;
}

/** GraphQL over HTTP POST with retries: `errors` in the answer and answers `read` rejects are retried like network failures. */
export class GqlClient {
  constructor(
    readonly endpoint: string,
    private readonly options: GqlClientOptions,
  ) {}

  request<T>(query: GqlQuery, read: (data: Record<string, unknown>) => T, signal?: AbortSignal): Promise<T> {
    const { policy, headers, onRetry } = this.options;
    const body = { operationName: query.operationName, query: query.query, variables: query.variables };
    return withRetries({ endpoint: this.endpoint, what: query.what, policy, signal, onRetry }, async (attemptSignal) => {
      const answer = expectRecord(await postJson(this.endpoint, body, attemptSignal, headers), 'the GraphQL answer');
      if (answer.errors != null) throw graphqlError(answer.errors);
      return read(expectRecord(answer.data, 'the GraphQL answer data'));
    });
  }
}

function graphqlError(errors: unknown): AttemptError {
  const messages = Array.isArray(errors)
    ? errors.map((error) =>
        typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
          ? (error as { message: string }).message
          : JSON.stringify(error),
      )
    : [JSON.stringify(errors)];
  return new AttemptError('graphql-error', `GraphQL errors: ${messages.join('; ').slice(0, 500)}`, true);
}
