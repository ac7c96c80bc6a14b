import type { TokenTransactionKind } from '../token-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { amountInput } from '../../sql/inputs.js';

/** Every kind of token transaction: the default kind filter (spec 001 §9). */
const TOKEN_TRANSACTION_KINDS: readonly TokenTransactionKind[] = ['Mint', 'Burn', 'Send', 'Receive', 'SendCancellation', 'BurnCancellation'];

/** The kinds that add to the balance of the wallet a token transaction names; the others take from it. */
export const CREDIT_KINDS: readonly TokenTransactionKind[] = ['Mint', 'Receive', 'SendCancellation', 'BurnCancellation'];

/** A token amount bound: a whole non-negative number of the smallest unit. */
export function tokenAmountInput(field: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const amount = amountInput(field, text);
  if (amount.startsWith('-')) throw new QueryInputError(field, 'a token amount is never negative');
  return amount;
}

/** Token transaction kinds, deduplicated and sorted; undefined when they are all of them (no filter). */
export function tokenKindsInput(field: string, kinds: readonly TokenTransactionKind[] | undefined): TokenTransactionKind[] | undefined {
  if (kinds === undefined) return undefined;
  if (!Array.isArray(kinds) || kinds.length === 0) throw new QueryInputError(field, 'expected at least one kind');
  for (const kind of kinds) {
    if (!TOKEN_TRANSACTION_KINDS.includes(kind)) {
      throw new QueryInputError(field, `unknown kind ${String(kind)}; expected one of ${TOKEN_TRANSACTION_KINDS.join(', ')}`);
    }
  }
  const unique = [...new Set(kinds)].sort();
  return unique.length === TOKEN_TRANSACTION_KINDS.length ? undefined : unique;
}
