import type { NewTokenList, TokenListSettings } from '@tvmscan/store';
import type { ApiError } from '../http/api-error.js';
import { maxLengthText, TOKEN_LIST_TEXTS, tokenListFieldError } from '../http/token-list-errors.js';
import {
  listDescriptionProblem,
  listLogoProblem,
  listNameProblem,
  listUrlProblem,
  managerEmailProblem,
  tokenAddressProblem,
  type TokenListProblem,
} from '../rules/index.js';
import type { TokenListCreateRequest, TokenListUpdateRequest } from '../schemas/token-lists.js';

/** A refused field as the 400 of spec §8: its kind, and the kind's text (for MaxLen, naming the length). */
function refused(field: string, problem: TokenListProblem): ApiError {
  const text = problem.kind === 'MaxLen' ? maxLengthText(problem.length) : TOKEN_LIST_TEXTS[problem.kind];
  return tokenListFieldError(field, problem.kind, text);
}

/** `value` once the rules of §5 (`@tvmscan/api/rules`) take the field; else its 400. */
function checked<T>(field: string, value: T, problem: TokenListProblem | undefined): T {
  if (problem) throw refused(field, problem);
  return value;
}

/** The url (ID) as given; whether another list has it is the store's check. */
export function listUrlInput(url: string): string {
  return checked('url', url, listUrlProblem(url));
}

const nameInput = (name: string) => checked('name', name.trim(), listNameProblem(name));
const descriptionInput = (description: string) => checked('description', description, listDescriptionProblem(description));
const logoInput = (logo: string) => checked('asset_logo', logo.trim(), listLogoProblem(logo));

/** Managers' emails, each required and valid; lower-cased, as the store keeps them. */
export function emailsInput(field: string, emails: readonly string[]): string[] {
  return emails.map((email, index) => checked(`${field}/${index}`, email.trim().toLowerCase(), managerEmailProblem(email)));
}

/** Token root addresses, each of the spec's shape ('Wrong address' otherwise); lower-cased, as the token tables key them. */
export function tokenAddressesInput(field: string, addresses: readonly string[]): string[] {
  return addresses.map((address, index) => tokenAddressInput(`${field}/${index}`, address));
}

export function tokenAddressInput(field: string, address: string): string {
  return checked(field, address.trim().toLowerCase(), tokenAddressProblem(address));
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
