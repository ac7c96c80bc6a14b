/** The limits of spec 001 §5 and §9 for a token list, in characters. */
export const TOKEN_LIST_LIMITS = { urlMin: 4, text: 127, description: 4096, logoUrl: 1024, email: 254 } as const;

/** The url (ID) of the list built from the configured manifests: no user's list may take it. */
export const SYSTEM_LIST_URL = 'system';

/** A list's url (ID): letters and digits. */
export const LIST_URL_PATTERN = /^[A-Za-z0-9]+$/;
/** Spec §5 token address: optional minus, one digit, colon, 64 hex characters. */
export const TOKEN_ADDRESS_PATTERN = /^-?[0-9]:[0-9a-fA-F]{64}$/;
export const MANAGER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a token-list field is refused: the kind of spec §8, and for MaxLen the length its text names. */
export type TokenListProblem =
  { readonly kind: 'Required' | 'Url' | 'Email' | 'Username' | 'Unique' | 'TonAddress' } | { readonly kind: 'MaxLen'; readonly length: number };

const maxLength = (length: number): TokenListProblem => ({ kind: 'MaxLen', length });

/**
 * The url (ID) rules in the spec's order: required, letters and digits only, at least 4 (the spec's client reports
 * the max-length kind and text for it, with 4 as the length), at most 127, not the system list's. Whether another
 * list has it is the store's question.
 */
export function listUrlProblem(url: string): TokenListProblem | undefined {
  if (url.length === 0) return { kind: 'Required' };
  if (!LIST_URL_PATTERN.test(url)) return { kind: 'Username' };
  if (url.length < TOKEN_LIST_LIMITS.urlMin) return maxLength(TOKEN_LIST_LIMITS.urlMin);
  if (url.length > TOKEN_LIST_LIMITS.text) return maxLength(TOKEN_LIST_LIMITS.text);
  return url.toLowerCase() === SYSTEM_LIST_URL ? { kind: 'Unique' } : undefined;
}

/** The name, trimmed: required, at most 127. */
export function listNameProblem(name: string): TokenListProblem | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { kind: 'Required' };
  return trimmed.length > TOKEN_LIST_LIMITS.text ? maxLength(TOKEN_LIST_LIMITS.text) : undefined;
}

export function listDescriptionProblem(description: string): TokenListProblem | undefined {
  return description.length > TOKEN_LIST_LIMITS.description ? maxLength(TOKEN_LIST_LIMITS.description) : undefined;
}

/** The list's logo, trimmed: required, at most 1024, an http(s) URL with a host. */
export function listLogoProblem(logo: string): TokenListProblem | undefined {
  const trimmed = logo.trim();
  if (trimmed.length === 0) return { kind: 'Required' };
  if (trimmed.length > TOKEN_LIST_LIMITS.logoUrl) return maxLength(TOKEN_LIST_LIMITS.logoUrl);
  return isHttpUrl(trimmed) ? undefined : { kind: 'Url' };
}

/** A manager's e-mail, trimmed: required, at most 254, of the form `name@host.domain`. */
export function managerEmailProblem(email: string): TokenListProblem | undefined {
  const trimmed = email.trim();
  if (trimmed.length === 0) return { kind: 'Required' };
  return trimmed.length > TOKEN_LIST_LIMITS.email || !MANAGER_EMAIL_PATTERN.test(trimmed) ? { kind: 'Email' } : undefined;
}

/** A token's root address, trimmed: required, and raw (`wc:hex`); 'Wrong address' is the TonAddress kind. */
export function tokenAddressProblem(address: string): TokenListProblem | undefined {
  const trimmed = address.trim();
  if (trimmed.length === 0) return { kind: 'Required' };
  return TOKEN_ADDRESS_PATTERN.test(trimmed) ? undefined : { kind: 'TonAddress' };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
