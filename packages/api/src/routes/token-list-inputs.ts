import type { NewTokenList, TokenListSettings } from '@tvmscan/store';
import { maxLengthText, TOKEN_LIST_TEXTS, tokenListFieldError } from '../http/token-list-errors.js';
import type { TokenListCreateRequest, TokenListUpdateRequest } from '../schemas/token-lists.js';

/** The limits of spec 001 §5 and §9 for a list. */
const URL_MIN = 4;
const TEXT_MAX = 127;
const DESCRIPTION_MAX = 4096;
const LOGO_URL_MAX = 1024;
const EMAIL_MAX = 254;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
/** Spec §5 token address: optional minus, one digit, colon, 64 hex characters. */
const TOKEN_ADDRESS = /^-?[0-9]:[0-9a-fA-F]{64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The url (ID) rules in the spec's order: required, letters and digits only, at least 4 (the spec's client reports
 * the max-length kind and text for it, with 4 as the length), at most 127. Being free is the store's check.
 */
export function listUrlInput(url: string): string {
  if (url.length === 0) throw tokenListFieldError('url', 'Required', TOKEN_LIST_TEXTS.Required);
  if (!ALPHANUMERIC.test(url)) throw tokenListFieldError('url', 'Username', TOKEN_LIST_TEXTS.Username);
  if (url.length < URL_MIN) throw tokenListFieldError('url', 'MaxLen', maxLengthText(URL_MIN));
  if (url.length > TEXT_MAX) throw tokenListFieldError('url', 'MaxLen', maxLengthText(TEXT_MAX));
  return url;
}

function nameInput(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw tokenListFieldError('name', 'Required', TOKEN_LIST_TEXTS.Required);
  if (trimmed.length > TEXT_MAX) throw tokenListFieldError('name', 'MaxLen', maxLengthText(TEXT_MAX));
  return trimmed;
}

function descriptionInput(description: string): string {
  if (description.length > DESCRIPTION_MAX) throw tokenListFieldError('description', 'MaxLen', maxLengthText(DESCRIPTION_MAX));
  return description;
}

/** The list logo: required, an http(s) URL. */
function logoInput(logo: string): string {
  const trimmed = logo.trim();
  if (trimmed.length === 0) throw tokenListFieldError('asset_logo', 'Required', TOKEN_LIST_TEXTS.Required);
  if (trimmed.length > LOGO_URL_MAX) throw tokenListFieldError('asset_logo', 'MaxLen', maxLengthText(LOGO_URL_MAX));
  if (!isHttpUrl(trimmed)) throw tokenListFieldError('asset_logo', 'Url', TOKEN_LIST_TEXTS.Url);
  return trimmed;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Managers' emails, each required and valid; lower-cased, as the store keeps them. */
export function emailsInput(field: string, emails: readonly string[]): string[] {
  return emails.map((email, index) => {
    const trimmed = email.trim();
    if (trimmed.length === 0) throw tokenListFieldError(`${field}/${index}`, 'Required', TOKEN_LIST_TEXTS.Required);
    if (trimmed.length > EMAIL_MAX || !EMAIL.test(trimmed)) throw tokenListFieldError(`${field}/${index}`, 'Email', TOKEN_LIST_TEXTS.Email);
    return trimmed.toLowerCase();
  });
}

/** Token root addresses, each of the spec's shape ('Wrong address' otherwise); lower-cased, as the token tables key them. */
export function tokenAddressesInput(field: string, addresses: readonly string[]): string[] {
  return addresses.map((address, index) => tokenAddressInput(`${field}/${index}`, address));
}

export function tokenAddressInput(field: string, address: string): string {
  const trimmed = address.trim();
  if (trimmed.length === 0) throw tokenListFieldError(field, 'Required', TOKEN_LIST_TEXTS.Required);
  if (!TOKEN_ADDRESS.test(trimmed)) throw tokenListFieldError(field, 'TonAddress', TOKEN_LIST_TEXTS.TonAddress);
  return trimmed.toLowerCase();
}

export function newListInput(body: TokenListCreateRequest): NewTokenList {
  return {
    url: listUrlInput(body.url),
    name: nameInput(body.name),
    description: descriptionInput(body.description ?? ''),
    assetLogoUrl: logoInput(body.asset_logo),
    isPublic: body.is_public,
    verified: body.verified,
    managers: emailsInput('managers', body.managers ?? []),
  };
}

export function settingsInput(body: TokenListUpdateRequest): TokenListSettings {
  return {
    ...(body.name === undefined ? {} : { name: nameInput(body.name) }),
    ...(body.description === undefined ? {} : { description: descriptionInput(body.description) }),
    ...(body.asset_logo === undefined ? {} : { assetLogoUrl: logoInput(body.asset_logo) }),
    ...(body.is_public === undefined ? {} : { isPublic: body.is_public }),
  };
}
