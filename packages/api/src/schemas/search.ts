import { Type, type Static } from 'typebox';
import { Amount, AnyAddressInput, closed, everscan, Hash, Nullable, Shard } from './common.js';
import { MessageTypeSchema } from './message.js';

export const SearchBody = Type.Object({ query: Type.String({ maxLength: 200 }) }, closed);

export const SearchResponseSchema = Type.Object(
  {
    blocks: Type.Array(
      Type.Object({ rootHash: Hash, workchain: Type.Integer(), shard: Shard, seqno: Type.Integer(), genUtime: Type.Integer() }, closed),
    ),
    accounts: Type.Array(Type.Object({ workchain: Type.Integer(), address: Type.String(), balance: Amount }, closed)),
    transactions: Type.Array(Type.Object({ hash: Hash, time: Type.Integer() }, closed)),
    messages: Type.Array(Type.Object({ messageHash: Hash, messageType: MessageTypeSchema, createdAt: Nullable(Type.Integer()) }, closed)),
  },
  closed,
);
export type SearchResponse = Static<typeof SearchResponseSchema>;

export const TimeResponseSchema = Type.Object({ time: Type.Integer() }, closed);
export type TimeResponse = Static<typeof TimeResponseSchema>;

/** The address to convert, as `address` or, as Everscan's clients send it, `id` (exactly one of them). */
export const ConvertAddressBody = Type.Object(
  {
    address: Type.Optional(AnyAddressInput),
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 80, ...everscan('the address, as address') })),
  },
  closed,
);
export const ConvertAddressResponseSchema = Type.Object(
  {
    unpacked: Type.String(),
    bounceable: Type.String(),
    bounceableUrl: Type.String(),
    nonBounceable: Type.String(),
    nonBounceableUrl: Type.String(),
    workchain: Type.Integer(),
  },
  closed,
);
export type ConvertAddressResponse = Static<typeof ConvertAddressResponseSchema>;
