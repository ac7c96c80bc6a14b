import type { FieldError } from './field-error.js';

/** The limits of spec 001 §5 and §9 for a token list. */
export const LIST_LIMITS = { urlMin: 4, text: 127, description: 4096 } as const;
/** The url (ID) of the list built from the configured manifests: no user list may take it. */
export const SYSTEM_URL = 'system';

/** The fields of the create and settings forms, as typed. */
export interface ListDraft {
  url: string;
  name: string;
  description: string;
  logo: string;
  isPublic: boolean;
  verified: boolean;
  /** Manager emails, one a line. */
  managers: string;
}

export type ListField = 'url' | 'name' | 'description' | 'logo' | 'managers';
export type ListErrors = Partial<Record<ListField, FieldError>>;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The url (ID) rules of §5 that need no server: required, letters and digits only, at least 4 (reported, as the
 * spec's client does, with the max-length kind naming 4), at most 127, and not the reserved `system`. Whether it is
 * taken is asked of the registry afterwards (urlTaken).
 */
export function urlError(url: string): FieldError | undefined {
  if (url === '') return { text: 'required' };
  if (!ALPHANUMERIC.test(url)) return { text: 'username' };
  if (url.length < LIST_LIMITS.urlMin) return { text: 'maxLen', length: LIST_LIMITS.urlMin };
  if (url.length > LIST_LIMITS.text) return { text: 'maxLen', length: LIST_LIMITS.text };
  if (url.toLowerCase() === SYSTEM_URL) return { text: 'unique' };
  return undefined;
}

export function nameError(name: string): FieldError | undefined {
  if (name.trim() === '') return { text: 'required' };
  if (name.length > LIST_LIMITS.text) return { text: 'maxLen', length: LIST_LIMITS.text };
  return undefined;
}

export function descriptionError(description: string): FieldError | undefined {
  return description.length > LIST_LIMITS.description ? { text: 'maxLen', length: LIST_LIMITS.description } : undefined;
}

/** The logo is required and, as the registry stores it, an http(s) address. */
export function logoError(logo: string): FieldError | undefined {
  if (logo.trim() === '') return { text: 'required' };
  return isWebAddress(logo.trim()) ? undefined : { text: 'url' };
}

/** Each line a valid email; empty lines are ignored. */
export function managersError(managers: string): FieldError | undefined {
  return managerEmails(managers).every((email) => EMAIL.test(email)) ? undefined : { text: 'email' };
}

export function managerEmails(managers: string): string[] {
  return managers
    .split(/[\n,;]/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

/** Every rule of §5 on the fields a form shows (`url` only when creating). */
export function listErrors(draft: ListDraft, { creating }: { creating: boolean }): ListErrors {
  const errors: ListErrors = {
    url: creating ? urlError(draft.url) : undefined,
    name: nameError(draft.name),
    description: descriptionError(draft.description),
    logo: logoError(draft.logo),
    managers: managersError(draft.managers),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as ListErrors;
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A raw address of §5: an optional minus, one digit, a colon and 64 hex characters. */
export function isTokenAddress(value: string): boolean {
  return /^-?[0-9]:[0-9a-fA-F]{64}$/.test(value);
}
