import type { TokenListErrorKind } from '@tvmscan/api/contract';
import type { TokenListProblem } from '@tvmscan/api/rules';
import { ApiError } from '../../shared/api/api-error.js';

/** The §8 texts a field can show, as keys of `errors` in the token list texts. */
export type ErrorTextKey =
  | 'maxLen'
  | 'required'
  | 'url'
  | 'email'
  | 'username'
  | 'unique'
  | 'address'
  | 'notToken'
  | 'notVerified'
  | 'alreadyAdded'
  | 'declined'
  | 'unknown'
  | 'auth'
  | 'mustSignIn'
  | 'forbidden';

/** A refused value: which §8 text to show, and the length a MaxLen text names. */
export interface FieldError {
  readonly text: ErrorTextKey;
  readonly length?: number;
}

const TEXT_OF_KIND: Record<TokenListErrorKind, ErrorTextKey> = {
  MaxLen: 'maxLen',
  Required: 'required',
  Url: 'url',
  Email: 'email',
  Username: 'username',
  Unique: 'unique',
  TonAddress: 'address',
  NotToken: 'notToken',
  TokenNotVerified: 'notVerified',
  TokenAlreadyAdded: 'alreadyAdded',
  TokenProposalRejected: 'declined',
  Error: 'unknown',
};

/** A refusal of the rules of §5 (`@tvmscan/api/rules`) as the §8 text the form shows. */
export function fieldErrorOf(problem: TokenListProblem): FieldError {
  return problem.kind === 'MaxLen' ? { text: 'maxLen', length: problem.length } : { text: TEXT_OF_KIND[problem.kind] };
}

/** A server's refusal as the field that caused it (`url` of `body/url …`, when it names one) and its §8 text. */
export interface ServerRefusal {
  readonly field: string | null;
  readonly error: FieldError;
}

/**
 * What the registry's answer to a token-list call means to the user: a 400 carries the §8 kind and names the field in
 * its message (`body/url Field cannot be longer than 4 characters`); 401 and 403 are sign-in and role failures;
 * anything else is the unknown error.
 */
export function readRefusal(error: unknown): ServerRefusal {
  if (!(error instanceof ApiError)) return { field: null, error: { text: 'unknown' } };
  if (error.status === 401) return { field: null, error: { text: 'auth' } };
  if (error.status === 403) return { field: null, error: { text: 'forbidden' } };
  const kind = error.body?.error.kind as TokenListErrorKind | undefined;
  const text = kind === undefined ? undefined : TEXT_OF_KIND[kind];
  if (error.status !== 400 || text === undefined) return { field: null, error: { text: 'unknown' } };
  const message = error.body?.error.message ?? '';
  const field = /^body\/([a-z_]+)/.exec(message)?.[1] ?? null;
  const length = text === 'maxLen' ? Number(/(\d+) characters/.exec(message)?.[1]) : undefined;
  return { field, error: length !== undefined && Number.isFinite(length) ? { text, length } : { text } };
}
