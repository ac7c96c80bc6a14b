import { ACTION_TYPE_NAMES } from '@tvmscan/store';
import { Type, type Static, type TProperties } from 'typebox';
import { Amount, closed, Hash, Lt, Nullable, RawAddress } from './common.js';

/*
 * What a step of a trace did, as structured fields: the `Action` union the indexer's classifier tells and stores
 * (packages/contracts/src/actions/action.ts says each field), with where the action sits. Addresses are raw `wc:hex`,
 * amounts decimal strings of the smallest unit, ids decimal strings; `type` tells which `details` an action carries.
 * The web words them in each language.
 */

export const ActionTypeSchema = Type.Enum([...ACTION_TYPE_NAMES], { description: 'what kind of step the action is' });
export type ActionTypeName = Static<typeof ActionTypeSchema>;

export const ActionTokenSchema = Type.Object(
  {
    standard: Type.Union([Type.Literal('Tip3'), Type.Literal('Jetton')]),
    root: RawAddress,
    symbol: Type.String({ description: 'as the root says it; empty when unknown' }),
    decimals: Type.Integer({ minimum: 0, description: 'as the root says them; 0 when unknown' }),
  },
  { ...closed, description: 'the fungible token `amount` counts' },
);

const StepFailureSchema = Type.Object(
  {
    phase: Type.Union([Type.Literal('skipped'), Type.Literal('compute'), Type.Literal('action'), Type.Literal('bounced')]),
    exitCode: Nullable(Type.Integer()),
    resultCode: Nullable(Type.Integer()),
    skipReason: Nullable(Type.Union([Type.Literal('noState'), Type.Literal('badState'), Type.Literal('noGas'), Type.Literal('suspended')])),
    meaning: Nullable(Type.String({ description: "the exit-code catalogue's wording, in English" })),
  },
  { ...closed, description: 'where the step stopped: null when it succeeded' },
);

const TokenSideSchema = Type.Object(
  { owner: Nullable(RawAddress), wallet: Nullable(RawAddress) },
  { ...closed, description: "an owner and the owner's token wallet, null where neither the messages nor the index tell" },
);

const NftRef = { nft: RawAddress, collection: RawAddress, id: Type.String({ description: 'the id in the collection, decimal' }) };
const MultiTokenRef = { collection: RawAddress, id: Type.String({ description: 'the id in the collection, decimal' }), nft: Nullable(RawAddress) };

const WalletTransferSchema = Type.Object(
  {
    to: RawAddress,
    amount: Amount,
    bounce: Type.Boolean(),
    comment: Nullable(Type.String()),
    functionId: Nullable(Type.Integer()),
    functionName: Nullable(Type.String()),
    tokenTransfer: Nullable(
      Type.Object(
        {
          amount: Amount,
          recipient: Nullable(RawAddress),
          recipientIs: Type.Union([Type.Literal('owner'), Type.Literal('wallet')]),
        },
        closed,
      ),
    ),
  },
  closed,
);

/** Where an action sits: its transaction (and place among that transaction's actions), its trace, logical time and time. */
const PLACE = {
  transactionHash: Hash,
  position: Type.Integer({ minimum: 0, description: "the action's place among its transaction's actions" }),
  traceId: Hash,
  lt: Lt,
  time: Type.Integer({ description: 'unix time of its block' }),
};

function action<const Name extends ActionTypeName, Details extends TProperties>(type: Name, details: Details) {
  return Type.Object(
    {
      ...PLACE,
      type: Type.Literal(type),
      success: Type.Boolean({ description: 'whether the step did what it set out to do' }),
      failure: Nullable(StepFailureSchema),
      accounts: Type.Array(RawAddress, { description: 'every account the action names, once each' }),
      amount: Nullable(Amount),
      token: Nullable(ActionTokenSchema),
      details: Type.Object(details, closed),
    },
    closed,
  );
}

export const ActionSchema = Type.Union([
  action('TickTock', { account: RawAddress, kind: Type.Union([Type.Literal('Tick'), Type.Literal('Tock')]) }),
  action('NativeTransfer', { from: RawAddress, to: RawAddress, comment: Nullable(Type.String()), bounceable: Type.Boolean() }),
  action('Bounce', { from: RawAddress, to: RawAddress, functionId: Nullable(Type.Integer()), functionName: Nullable(Type.String()) }),
  action('TokenTransfer', { from: TokenSideSchema, to: TokenSideSchema, bounced: Type.Boolean() }),
  action('TokenMint', { to: TokenSideSchema }),
  action('TokenBurn', { from: TokenSideSchema, bounced: Type.Boolean() }),
  action('NftMint', { ...NftRef, owner: RawAddress, manager: RawAddress }),
  action('NftTransfer', { ...NftRef, from: RawAddress, to: RawAddress, manager: Nullable(RawAddress) }),
  action('NftManagerChange', { ...NftRef, from: RawAddress, to: RawAddress }),
  action('NftBurn', { ...NftRef, owner: RawAddress }),
  action('MultiTokenMint', { ...MultiTokenRef, to: RawAddress }),
  action('MultiTokenTransfer', { ...MultiTokenRef, from: RawAddress, to: RawAddress, fromWallet: RawAddress, toWallet: RawAddress }),
  action('MultiTokenBurn', { ...MultiTokenRef, owner: RawAddress }),
  action('ContractDeploy', { account: RawAddress, deployer: Nullable(RawAddress), codeHash: Nullable(Hash), contractName: Nullable(Type.String()) }),
  action('ContractCall', {
    contract: RawAddress,
    caller: Nullable(RawAddress),
    contractName: Type.String(),
    function: Type.String(),
    arguments: Type.Unknown({ description: 'the arguments as the ABI decodes them: integers as decimal strings, cells as base64' }),
    external: Type.Boolean(),
  }),
  action('WalletSend', {
    wallet: RawAddress,
    standard: Type.String({ description: 'the wallet standard (EverWallet, SafeMultisig, WalletV4…)' }),
    method: Type.String(),
    signer: Nullable(Type.String({ description: 'the public key that signed, hex' })),
    request: Nullable(Type.Object({ to: RawAddress, amount: Amount, bounce: Type.Boolean() }, closed)),
    confirms: Nullable(Type.String({ description: 'the id of the queued transaction it confirmed' })),
    transfers: Type.Array(WalletTransferSchema),
  }),
  action('ElectionStake', { validator: RawAddress, elector: RawAddress, accepted: Type.Boolean() }),
  action('ElectionRecover', { validator: RawAddress, elector: RawAddress }),
  action('Call', {
    from: Nullable(RawAddress),
    to: RawAddress,
    functionId: Nullable(Type.Integer()),
    functionName: Nullable(Type.String()),
    standards: Type.Array(Type.String()),
    bodyHash: Nullable(Hash),
    external: Type.Boolean(),
  }),
]);
export type Action = Static<typeof ActionSchema>;
