import { Type, type Static } from 'typebox';
import { ActionSchema, ActionTokenSchema } from './action.js';
import { Amount, AnyAddressInput, closed, Hash, Lt, Nullable, RawAddress } from './common.js';
import { ExecutorAbi } from './verify.js';
import { tagged } from './route-entry.js';

/** The largest message BOC an emulation takes, in base64 characters. */
export const MAX_EMULATED_BOC = 65_536;

export const EmulateBody = Type.Object(
  {
    boc: Type.String({
      minLength: 1,
      maxLength: MAX_EMULATED_BOC,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: 'the message (external inbound, as a wallet signs it, or internal) as a BOC in base64',
    }),
  },
  closed,
);
export type EmulateRequest = Static<typeof EmulateBody>;

const PublicKey = Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'the key the caller signs with, 64 hex digits' });

/** An ABI call: the ABI, one of its functions, and a value for each input. */
const abiCall = (description: string) =>
  Type.Object(
    {
      abi: ExecutorAbi,
      method: Type.String({ minLength: 1, maxLength: 256, description: 'the name of an ABI function' }),
      params: Type.Record(Type.String(), Type.Unknown(), {
        description: "a value for each of the function's inputs, by name, as nekoton's ABI tokens",
      }),
    },
    { ...closed, description },
  );

export const EmulateSendBody = Type.Object(
  {
    from: AnyAddressInput,
    publicKey: PublicKey,
    to: AnyAddressInput,
    amount: Type.String({ pattern: '^[0-9]{1,40}$', description: 'the value sent, in nano, as decimal digits' }),
    bounce: Type.Boolean(),
    call: Type.Optional(abiCall('the call the message carries to the recipient, as the wallet encodes it')),
  },
  closed,
);
export type EmulateSendRequest = Static<typeof EmulateSendBody>;

export const EmulateExternalBody = Type.Object(
  {
    to: AnyAddressInput,
    publicKey: Type.Optional(PublicKey),
    call: abiCall('the external call, as the caller’s wallet encodes and signs it (without publicKey: sent unsigned)'),
  },
  closed,
);
export type EmulateExternalRequest = Static<typeof EmulateExternalBody>;

const SignedAmount = Type.String({ pattern: '^-?[0-9]+$', description: 'a change in the smallest unit, as decimal digits with a sign' });

const EmulatedTransactionSchema = Type.Object(
  {
    hash: Hash,
    account: RawAddress,
    lt: Lt,
    time: Type.Integer({ description: 'the unix time it was emulated at' }),
    parentHash: Nullable(Hash),
    aborted: Type.Boolean(),
    exitCode: Nullable(Type.Integer({ description: 'the compute phase’s exit code; null when it did not run' })),
    resultCode: Nullable(Type.Integer({ description: 'the action phase’s result code; null without one' })),
    totalFees: Amount,
  },
  closed,
);

export const EmulationResponseSchema = Type.Object(
  {
    transactions: Type.Array(EmulatedTransactionSchema, {
      description: "the trace's emulated transactions, breadth first from the message's; parentHash links them into a tree",
    }),
    actions: Type.Array(ActionSchema, {
      description: 'the actions the indexer would tell of the trace; traceId is the first emulated transaction’s hash',
    }),
    balanceChanges: Type.Array(Type.Object({ account: RawAddress, change: SignedAmount }, closed), {
      description: 'the native balance of each account the trace changes, in nano (fees included)',
    }),
    tokenBalanceChanges: Type.Array(
      Type.Object({ owner: Nullable(RawAddress), wallet: RawAddress, token: Nullable(ActionTokenSchema), change: SignedAmount }, closed),
      { description: 'the token balance of each token wallet the trace changes, with its owner and token where known' },
    ),
    rejected: Nullable(
      Type.Object(
        {
          reason: Type.String(),
          exitCode: Nullable(Type.Integer()),
          meaning: Nullable(Type.String({ description: "the exit-code catalogue's wording, in English" })),
        },
        { ...closed, description: 'the account did not accept the external message: nothing would happen and no fee be paid' },
      ),
    ),
    truncated: Type.Boolean({ description: 'the trace goes on past the transactions emulated (at most 64, 16 messages deep)' }),
  },
  closed,
);
export type EmulationResponse = Static<typeof EmulationResponseSchema>;

/** Emulating a message, or a wallet's send, before it is sent: part of the explorer API's route table, in the document's group `actions`. */
export const EMULATION_ROUTES = tagged('actions', {
  'POST /traces/emulate': { body: EmulateBody, response: EmulationResponseSchema },
  'POST /traces/emulate_send': { body: EmulateSendBody, response: EmulationResponseSchema },
  'POST /traces/emulate_external': { body: EmulateExternalBody, response: EmulationResponseSchema },
});
