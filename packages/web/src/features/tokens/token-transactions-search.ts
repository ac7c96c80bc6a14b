import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';
import { readChoice, readChoices, readNumber, readText, withoutEmpty } from '../../shared/filters/search-params.js';
import { TOKEN_KIND_CHOICES } from './token-kinds.js';
import type { TokenKindChoice } from './token-kinds.js';

/** The token root filter (spec 001 §3): every root, the trusted ones (of the token list), or one chosen root. */
export const ROOT_CHOICES = ['all', 'trusted', 'custom'] as const;
export type RootChoice = (typeof ROOT_CHOICES)[number];

/** The token transactions list's filters as kept in the URL. */
export interface TokenTransactionsSearch {
  kinds?: TokenKindChoice[];
  /** Absent: all. */
  root?: Exclude<RootChoice, 'all'>;
  /** The chosen root (raw form), with `root: 'custom'`. */
  rootAddress?: string;
  /** The owner of the wallets (raw form). */
  owner?: string;
  /** Unix seconds. */
  timeFrom?: number;
  timeTo?: number;
  /** Whole tokens as typed (smallest units when no single token is chosen). */
  amountMin?: string;
  amountMax?: string;
}

export function readTokenTransactionsSearch(raw: Record<string, unknown>): TokenTransactionsSearch {
  const root = readChoice(raw.root, ROOT_CHOICES);
  return withoutEmpty({
    kinds: readChoices(raw.kinds, TOKEN_KIND_CHOICES),
    root: root === 'all' ? undefined : root,
    rootAddress: readAddress(raw.rootAddress),
    owner: readAddress(raw.owner),
    timeFrom: readNumber(raw.timeFrom),
    timeTo: readNumber(raw.timeTo),
    amountMin: readText(raw.amountMin),
    amountMax: readText(raw.amountMax),
  });
}

function readAddress(value: unknown): string | undefined {
  return typeof value === 'string' && isValidAddress(value) ? toRawAddress(value) : undefined;
}
