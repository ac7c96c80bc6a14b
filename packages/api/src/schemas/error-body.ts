import { Type, type Static } from 'typebox';
import { closed } from './common.js';

/**
 * The kinds of spec 001 §8 ("Server validation error kinds", numbered 0 to 17), in the spec's order: the registry's
 * field rules answer them with the spec's texts, and every API names its refusals with them where one fits.
 */
export const SPEC_ERROR_KINDS = [
  'MaxLen',
  'Required',
  'Url',
  'Email',
  'Username',
  'EmailTaken',
  'Unknown',
  'Auth',
  'TonAddress',
  'TokenOwner',
  'Svg',
  'Error',
  'Unique',
  'NotToken',
  'TokenNotSubmittedVerification',
  'TokenNotVerified',
  'TokenAlreadyAdded',
  'TokenProposalRejected',
] as const;

/**
 * The kinds beside §8's, for what its list has no word for (API.md, "Errors", describes each):
 * - `Range`: a number, a time or a list's size outside the bounds the field allows;
 * - `Enum`: a value the field does not take (the message lists those it takes);
 * - `Unexpected`: a field the call does not take, or one that cannot be given with another;
 * - `Cursor`: a cursor of another list, ordering or filters, or a direction that needs one;
 * - `Request`: the request itself: not JSON, too large, too slow, or headers too large;
 * - `Forbidden` (403), `NotFound` and `BeforeHistory` (404), `Method` (405), `RateLimit` (429).
 */
export const OUR_ERROR_KINDS = [
  'Range',
  'Enum',
  'Unexpected',
  'Cursor',
  'Request',
  'Forbidden',
  'NotFound',
  'BeforeHistory',
  'Method',
  'RateLimit',
] as const;

export const ERROR_KINDS = [...SPEC_ERROR_KINDS, ...OUR_ERROR_KINDS] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_CODES = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'MethodNotAllowed',
  'PreconditionFailed',
  'TooManyRequests',
  'Internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every answer that is not a success. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.Enum(ERROR_CODES),
        kind: Type.Enum(ERROR_KINDS, { description: 'what was wrong: a kind of spec 001 §8, or one API.md ("Errors") documents beside them' }),
        field: Type.Optional(
          Type.String({ description: 'the field at fault, as `body/<path>`, `params/<name>` or `headers/<name>`; on every 400, 401 and 412' }),
        ),
        message: Type.String({ description: 'a sentence for people, starting with the field when there is one' }),
        requestId: Type.Optional(Type.String({ description: "on a 5xx: the request's id, as X-Request-Id and the server's log name it" })),
      },
      closed,
    ),
  },
  closed,
);
export type ApiErrorBody = Static<typeof ErrorBody>;
