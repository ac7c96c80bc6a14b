/** How a network source retries a failing request: exponential backoff from `initialDelayMs`, capped at `maxDelayMs`. */
export interface RetryPolicy {
  /** Attempts after the first one before giving up. */
  readonly retries: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
  /** How long one attempt may take, answer included. */
  readonly timeoutMs: number;
}

const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 8, initialDelayMs: 250, maxDelayMs: 10_000, timeoutMs: 30_000 };

export function resolveRetryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY_POLICY, ...overrides };
  for (const [name, value] of Object.entries(policy)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`retry policy: ${name} must be a non-negative integer, got ${value}`);
  }
  if (policy.timeoutMs === 0) throw new RangeError('retry policy: timeoutMs must be positive');
  return policy;
}

/** The pause before retry number `retry` (0-based). */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** retry);
}
