import { AttemptError, malformed } from './attempt-error.js';

const EXCERPT_CHARS = 200;

/**
 * POSTs `body` as JSON and returns the parsed JSON answer. Throws `AttemptError`: `unreachable` when the
 * connection fails, `server-error` (retryable) or `rejected` on a bad HTTP status, `malformed-answer` when
 * the answer is not JSON. An abort of `signal` is passed through as is.
 */
export async function postJson(url: string, body: unknown, signal: AbortSignal, headers: Readonly<Record<string, string>> = {}): Promise<unknown> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AttemptError('unreachable', `connection failed: ${describeNetworkError(error)}`, true, { cause: error });
  }
  if (status < 200 || status > 299) throw statusError(status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed(`the answer is not JSON: ${excerpt(text)}`);
  }
}

function statusError(status: number, text: string): AttemptError {
  const retryable = status >= 500 || status === 408 || status === 429;
  return new AttemptError(retryable ? 'server-error' : 'rejected', `HTTP ${status}: ${excerpt(text)}`, retryable);
}

/** Node's fetch reports "fetch failed" and hides the reason (ECONNREFUSED, ECONNRESET, …) in `cause`. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message} (${typeof code === 'string' ? `${code}: ` : ''}${cause.message})`;
  }
  return error.message;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty)';
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
}
