import {
  listDescriptionProblem,
  listLogoProblem,
  listNameProblem,
  listUrlProblem,
  managerEmailProblem,
  type TokenListProblem,
} from '@tvmscan/api/rules';
import { fieldErrorOf, type FieldError } from './field-error.js';

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

export function managerEmails(managers: string): string[] {
  return managers
    .split(/[\n,;]/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

const errorOf = (problem: TokenListProblem | undefined) => problem && fieldErrorOf(problem);

/**
 * The url (ID) rules of §5 that need no server (`@tvmscan/api/rules`, as the registry checks them); whether it is
 * taken is asked of the registry afterwards (urlTaken).
 */
export const urlError = (url: string): FieldError | undefined => errorOf(listUrlProblem(url));

/** Every rule of §5 on the fields a form shows (`url` only when creating); the managers' empty lines are ignored. */
export function listErrors(draft: ListDraft, { creating }: { creating: boolean }): ListErrors {
  const errors: ListErrors = {
    url: creating ? urlError(draft.url) : undefined,
    name: errorOf(listNameProblem(draft.name)),
    description: errorOf(listDescriptionProblem(draft.description)),
    logo: errorOf(listLogoProblem(draft.logo)),
    managers: errorOf(
      managerEmails(draft.managers)
        .map(managerEmailProblem)
        .find((problem) => problem !== undefined),
    ),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as ListErrors;
}
