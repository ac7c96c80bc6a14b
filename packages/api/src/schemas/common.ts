import { MAX_FILTER_ITEMS, MAX_LIMIT } from '@tvmscan/store';
import { Type, type TSchema } from 'typebox';

/** The description of a field served for Everscan's clients beside the spec's (API.md, "Everscan compatibility"). */
export const everscan = (what: string) => ({ description: `Everscan compatibility: ${what}` });

/** Every object schema of the API refuses fields it does not name. */
export const closed = { additionalProperties: false } as const;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const UINT32_MAX = 2 ** 32 - 1;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** 64 hex digits, any case in requests; lower-case in answers. */
export const HashInput = Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'a 256-bit hash: 64 hex digits' });
export const Hash = Type.String({ pattern: '^[0-9a-f]{64}$' });
/** A raw address as spec 000 §5 writes it: an optional minus, one digit, a colon and 64 hex digits (any case in requests). */
export const RawAddressInput = Type.String({
  pattern: '^-?[0-9]:[0-9a-fA-F]{64}$',
  description: 'a raw address wc:hex (an optional minus, one digit, a colon, 64 hex digits)',
});
/** A raw address `wc:hex` in lower case, as every answer gives it. */
export const RawAddress = Type.String({ pattern: '^-?[0-9]:[0-9a-f]{64}$', description: 'a raw address wc:hex' });
/** A raw or friendly (base64 / base64url) address. */
export const AnyAddressInput = Type.String({ minLength: 1, maxLength: 80, description: 'a raw (wc:hex) or friendly (base64) address' });
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/**
 * An amount in the smallest unit, possibly negative: decimal digits, or a JSON integer as Everscan's clients send it
 * (up to 2^53 − 1, beyond which JSON numbers lose digits: send larger amounts as text).
 */
export const AmountInput = Type.Union([
  Type.String({ pattern: '^-?[0-9]{1,40}$', description: 'an amount in the smallest unit, as decimal digits' }),
  Type.Integer({ minimum: -MAX_SAFE, maximum: MAX_SAFE, description: 'an amount in the smallest unit up to 2^53 − 1 (larger ones as text)' }),
]);
export const Amount = Type.String({ description: 'an amount in the smallest unit, as decimal digits' });
export const Lt = Type.String({ description: 'a logical time, as decimal digits' });
export const UnixTimeInput = Type.Integer({ minimum: 0, maximum: UINT32_MAX, description: 'unix time in seconds' });
export const Workchain = Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX });
export const Seqno = Type.Integer({ minimum: 0, maximum: INT32_MAX });
export const ShardInput = Type.String({ pattern: '^[0-9a-fA-F]{16}$', description: 'a shard: 16 hex digits' });
export const Shard = Type.String({ pattern: '^[0-9a-f]{16}$' });
export const CountGe = Type.Integer({ minimum: 0, maximum: INT32_MAX });
export const Base64 = Type.String({ description: 'a BOC in base64' });

/** The most rows a list skips with `offset` (deeper pages are reached by cursor). */
export const MAX_OFFSET = 10_000;

/**
 * Cursor paging, with the list's page size from the spec as the default (§9), and the `offset` Everscan's clients send
 * with every list (rows skipped before the first page; not with a cursor).
 */
export const pageFieldsOf = (defaultLimit: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit })),
  cursor: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2048 }))),
  direction: Type.Optional(Type.Union([Type.Literal('Next'), Type.Literal('Prev')])),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'rows skipped before the first page; not with a cursor' })),
});
export const PageFields = pageFieldsOf(20);
/** The cursors of a page's answer: the page itself and its neighbours, null where there is none. */
export const PageCursors = {
  currentCursor: Nullable(Type.String()),
  nextCursor: Nullable(Type.String()),
  prevCursor: Nullable(Type.String()),
};

export const SortOrder = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);

/** The patterns of `anyCaseChoice` fields: a value they refuse is not one of their choices (kind Enum). */
export const CHOICE_PATTERNS = new Set<string>();

/** One of `choices` in any case (`mint`, `MINT` and `Mint` alike), as Everscan's clients spell some values. */
export function anyCaseChoice(choices: readonly string[], what: string) {
  const letters = (word: string) =>
    [...word].map((letter) => (/[a-z]/i.test(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : letter)).join('');
  const pattern = `^(?:${choices.map(letters).join('|')})$`;
  CHOICE_PATTERNS.add(pattern);
  return Type.String({ pattern, description: `${what}: one of ${choices.join(', ')}, in any case` });
}

/**
 * A list's ordering: the spec's `{by, order}`, or Everscan's spelling `{column, direction}` with its column names
 * (`columns`, each mapped to one of `by`'s sorts by the route).
 */
export const orderingOf = <const By extends string[], const Column extends string[]>(by: readonly [...By], columns: readonly [...Column]) =>
  Type.Union([
    Type.Object({ by: Type.Enum(by), order: SortOrder }, closed),
    Type.Object({ column: Type.Enum(columns), direction: SortOrder }, { ...closed, description: "Everscan's spelling of the ordering" }),
  ]);

export const AccountList = Type.Array(RawAddressInput, { maxItems: MAX_FILTER_ITEMS });

export const EmptyBody = Type.Object({}, closed);

export const CountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) }, closed);
/** The count of a token or NFT list under its filters. */
export const TotalCountResponseSchema = Type.Object({ totalCount: Type.Integer({ minimum: 0 }) }, closed);

/** The success envelope `{data: …}`. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema }, closed);

export const ByHashBody = Type.Object({ id: Type.Optional(HashInput), hash: Type.Optional(HashInput) }, closed);
export const ByIdBody = Type.Object({ id: HashInput }, closed);
