import { Type, type Static, type TUnsafe } from 'typebox';
import { closed, Nullable } from './common.js';

/** A decoded argument: JSON as it is (integers wider than 53 bits as decimal strings, addresses raw, cells as base64 BOCs). */
export type DecodedArgument = string | number | boolean | null | readonly DecodedArgument[] | { readonly [name: string]: DecodedArgument };

const DecodedArguments: TUnsafe<DecodedArgument> = Type.Unsafe<DecodedArgument>(
  Type.Unknown({
    description:
      "the decoded arguments as a JSON tree, by the ABI's parameter names: integers as decimal strings (small ones may be numbers), " +
      'addresses raw (wc:hex), bytes as hex, cells as base64 BOCs; a comment as {"text"}; null for a bounced call',
  }),
);

/**
 * A message body read with a known ABI: a verified contract's, the receiving or sending account's wallet standard's,
 * or a published standard's (TIP-3 TokenWallet and TokenRoot, TIP-4.1 Nft and Collection, standard 6). A body no
 * known ABI reads is not decoded (the field is null) and stays the raw cell.
 */
export const DecodedBodySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('function'), Type.Literal('output'), Type.Literal('event'), Type.Literal('comment'), Type.Literal('bounced')], {
      description: "a call of a function, a function's answer, an event, a text comment, or a bounced call",
    }),
    name: Type.String({ description: 'the function or event name ("comment" for a comment; empty for a bounced call no ABI names)' }),
    functionId: Nullable(Type.Integer({ minimum: 0, description: "the body's leading 32 bits: the ABI function or event id (0 for a comment)" })),
    abi: Nullable(Type.String({ description: 'the ABI that read it: a verified contract’s name or a standard’s; null for a comment' })),
    arguments: DecodedArguments,
  },
  { ...closed, description: 'the message body read with a known ABI; null when no known ABI reads it (the body stays raw, never guessed)' },
);
export type DecodedBody = Static<typeof DecodedBodySchema>;
