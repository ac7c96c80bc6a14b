import { AttemptError } from './attempt-error.js';
import { backoffDelay, type RetryPolicy } from './retry-policy.js';
import { sleep } from './sleep.js';
import { SourceError } from './source-error.js';

/** A failed attempt that will be retried, for callers that log. */
export interface RetryEvent {
  readonly endpoint: string;
  readonly what: string;
  /** 1 for the first retry. */
  readonly retry: number;
  readonly delayMs: number;
  readonly error: AttemptError;
}

interface RetryContext {
  readonly endpoint: string;
  /** What is being asked, for messages: e.g. `masterchain blocks after 41`. */
  readonly what: string;
  readonly policy: RetryPolicy;
  readonly signal?: AbortSignal;
  readonly onRetry?: (event: RetryEvent) => void;
}

/**
 * Runs `attempt` until it succeeds, each time under the policy's timeout, pausing with exponential backoff
 * after each retryable failure. Gives up with a `SourceError` naming the endpoint and what was asked when a
 * failure is not retryable, when the retries are spent, or (code `aborted`) when the caller's signal aborts.
 */
export async function withRetries<T>(context: RetryContext, attempt: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { endpoint, what, policy, signal: callerSignal } = context;
  for (let retry = 0; ; retry++) {
    if (callerSignal?.aborted) throw abortedError(context, callerSignal.reason);
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      return await attempt(signal);
    } catch (error) {
      if (callerSignal?.aborted) throw abortedError(context, error);
      const failure = asAttemptError(error, timeout, policy);
      if (!failure.retryable) throw new SourceError(failure.code, `${endpoint}: ${what}: ${failure.message}`, { cause: failure });
      if (retry >= policy.retries) {
        throw new SourceError(failure.code, `${endpoint}: ${what} failed after ${retry + 1} attempts: ${failure.message}`, { cause: failure });
      }
      const delayMs = backoffDelay(policy, retry);
      context.onRetry?.({ endpoint, what, retry: retry + 1, delayMs, error: failure });
      if (!(await sleep(delayMs, callerSignal))) throw abortedError(context, callerSignal?.reason);
    }
  }
}

function asAttemptError(error: unknown, timeout: AbortSignal, policy: RetryPolicy): AttemptError {
  if (error instanceof AttemptError) return error;
  if (timeout.aborted) return new AttemptError('timeout', `no answer within ${policy.timeoutMs} ms`, true, { cause: error });
  throw error;
}

function abortedError(context: RetryContext, cause: unknown): SourceError {
  return new SourceError('aborted', `${context.endpoint}: ${context.what}: aborted`, { cause });
}
