import type { TokenListRuleError } from '@tvmscan/store';
import type { TokenListErrorKind } from '../schemas/token-lists.js';
import { badField, type ApiError } from './api-error.js';

/** The texts of spec 001 §8 for the kinds of a refused token-list field, verbatim. */
export const TOKEN_LIST_TEXTS = {
  Required: 'Field cannot be empty',
  Url: 'Field must be a valid url',
  Email: 'Field must be a valid email',
  Username: 'Field must be a valid username (alphanumeric)',
  Unique: 'Field must be unique',
  TonAddress: 'Wrong address',
  NotToken: 'Address is not a token address',
  TokenNotVerified: 'Token not verified',
  TokenAlreadyAdded: 'Token already added',
  TokenProposalRejected: 'Token declined',
} as const satisfies Partial<Record<TokenListErrorKind, string>>;

export function maxLengthText(length: number): string {
  return `Field cannot be longer than ${length} characters`;
}

/** A 400 naming the field, with the §8 kind and its text: `body/url Field must be unique`. */
export function tokenListFieldError(field: string, kind: TokenListErrorKind, text: string): ApiError {
  return badField(field, text, kind);
}

/** The store's refusal of a token-list change, as the 400 of its field. */
export function tokenListRuleAnswer(error: TokenListRuleError): ApiError {
  const text = error.kind === 'Error' ? (error.detail ?? 'is not valid') : TOKEN_LIST_TEXTS[error.kind];
  return tokenListFieldError(error.field, error.kind, text);
}
