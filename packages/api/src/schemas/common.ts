import { MAX_FILTER_ITEMS, MAX_LIMIT } from '@tvmscan/store';
import { Type, type TSchema } from 'typebox';

/** Every object schema of the API refuses fields it does not name. */
export const closed = { additionalProperties: false } as const;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const UINT32_MAX = 2 ** 32 - 1;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** 64 hex digits, any case in requests; lower-case in answers. */
export const HashInput = Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'a 256-bit hash: 64 hex digits' });
export const Hash = Type.String({ pattern: '^[0-9a-f]{64}$' });
/** A raw address `wc:hex` (any hex case in requests). */
export const RawAddressInput = Type.String({ pattern: '^-?[0-9]{1,3}:[0-9a-fA-F]{64}$', description: 'a raw address wc:hex' });
/** A raw address `wc:hex` in lower case, as every answer gives it. */
export const RawAddress = Type.String({ pattern: '^-?[0-9]{1,3}:[0-9a-f]{64}$', description: 'a raw address wc:hex' });
/** A raw or friendly (base64 / base64url) address. */
export const AnyAddressInput = Type.String({ minLength: 1, maxLength: 80, description: 'a raw (wc:hex) or friendly (base64) address' });
/** Decimal digits in the smallest unit, possibly negative. */
export const AmountInput = Type.String({ pattern: '^-?[0-9]{1,40}$', description: 'an amount in the smallest unit, as decimal digits' });
export const Amount = Type.String({ description: 'an amount in the smallest unit, as decimal digits' });
export const Lt = Type.String({ description: 'a logical time, as decimal digits' });
export const UnixTimeInput = Type.Integer({ minimum: 0, maximum: UINT32_MAX, description: 'unix time in seconds' });
export const Workchain = Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX });
export const Seqno = Type.Integer({ minimum: 0, maximum: INT32_MAX });
export const ShardInput = Type.String({ pattern: '^[0-9a-fA-F]{16}$', description: 'a shard: 16 hex digits' });
export const Shard = Type.String({ pattern: '^[0-9a-f]{16}$' });
export const CountGe = Type.Integer({ minimum: 0, maximum: INT32_MAX });
export const Base64 = Type.String({ description: 'a BOC in base64' });

/** Cursor paging, with the list's page size from the spec as the default (§9). */
export const pageFieldsOf = (defaultLimit: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit })),
  cursor: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2048 }))),
  direction: Type.Optional(Type.Union([Type.Literal('Next'), Type.Literal('Prev')])),
});
export const PageFields = pageFieldsOf(20);
/** The cursors of a page's answer: the page itself and its neighbours, null where there is none. */
export const PageCursors = {
  currentCursor: Nullable(Type.String()),
  nextCursor: Nullable(Type.String()),
  prevCursor: Nullable(Type.String()),
};

export const OffsetField = { offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) };

export const SortOrder = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);

export const AccountList = Type.Array(RawAddressInput, { maxItems: MAX_FILTER_ITEMS });

export const EmptyBody = Type.Object({}, closed);

export const CountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) }, closed);
/** The count of a token or NFT list under its filters. */
export const TotalCountResponseSchema = Type.Object({ totalCount: Type.Integer({ minimum: 0 }) }, closed);

/** The success envelope `{data: …}`. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema }, closed);

export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.Union([
          Type.Literal('BadRequest'),
          Type.Literal('Unauthorized'),
          Type.Literal('Forbidden'),
          Type.Literal('NotFound'),
          Type.Literal('MethodNotAllowed'),
          Type.Literal('PreconditionFailed'),
          Type.Literal('TooManyRequests'),
          Type.Literal('Internal'),
        ]),
        kind: Type.Optional(Type.String()),
        message: Type.String(),
        /** On a 5xx: the request's id, as X-Request-Id and the server's log name it. */
        requestId: Type.Optional(Type.String()),
      },
      closed,
    ),
  },
  closed,
);

export const ByHashBody = Type.Object({ id: Type.Optional(HashInput), hash: Type.Optional(HashInput) }, closed);
export const ByIdBody = Type.Object({ id: HashInput }, closed);
