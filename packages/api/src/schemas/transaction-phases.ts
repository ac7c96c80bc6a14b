import { Type, type Static } from 'typebox';
import { Amount, closed, Hash, Nullable } from './common.js';

/** The phases of a transaction with the enumerations of spec 000 §3; amounts are decimal strings, counts numbers. */

export const StatusChangeSchema = Type.Union([Type.Literal('Unchanged'), Type.Literal('Frozen'), Type.Literal('Deleted')], {
  description: "the account's status change: Unchanged, Frozen (uninit → frozen) or Deleted (frozen → deleted)",
});
export type StatusChange = Static<typeof StatusChangeSchema>;

export const SkipReasonSchema = Type.Union([Type.Literal('NoState'), Type.Literal('BadState'), Type.Literal('NoGas'), Type.Literal('Suspended')], {
  description: 'why the compute phase was skipped',
});
export type SkipReason = Static<typeof SkipReasonSchema>;

const MessageSize = Type.Object({ cells: Type.Integer({ minimum: 0 }), bits: Type.Integer({ minimum: 0 }) }, closed);

export const StoragePhaseSchema = Type.Object(
  { storageFeesCollected: Amount, storageFeesDue: Nullable(Amount), statusChange: StatusChangeSchema },
  { ...closed, description: 'the storage phase' },
);

export const CreditPhaseSchema = Type.Object(
  {
    dueFeesCollected: Nullable(Amount),
    credit: Amount,
    creditOther: Type.Array(Type.Object({ id: Type.Integer(), amount: Amount }, closed), { description: 'extra currencies credited' }),
  },
  { ...closed, description: 'the credit phase: the native value credited, and the extra currencies' },
);

export const ComputePhaseSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('Skipped'), reason: SkipReasonSchema }, closed),
    Type.Object(
      {
        kind: Type.Literal('Vm'),
        success: Type.Boolean(),
        msgStateUsed: Type.Boolean(),
        accountActivated: Type.Boolean(),
        gasFees: Amount,
        gasUsed: Type.String({ description: 'gas units, as decimal digits' }),
        gasLimit: Type.String({ description: 'gas units, as decimal digits' }),
        gasCredit: Nullable(Type.Integer()),
        mode: Type.Integer(),
        exitCode: Type.Integer(),
        exitArg: Nullable(Type.Integer()),
        vmSteps: Type.Integer(),
        vmInitStateHash: Hash,
        vmFinalStateHash: Hash,
      },
      closed,
    ),
  ],
  { description: 'the compute phase: Skipped with its reason, or Vm' },
);

export const ActionPhaseSchema = Type.Object(
  {
    success: Type.Boolean(),
    valid: Type.Boolean(),
    noFunds: Type.Boolean(),
    statusChange: StatusChangeSchema,
    totalFwdFees: Nullable(Amount),
    totalActionFees: Nullable(Amount),
    resultCode: Type.Integer(),
    resultArg: Nullable(Type.Integer()),
    totActions: Type.Integer(),
    specActions: Type.Integer(),
    skippedActions: Type.Integer(),
    msgsCreated: Type.Integer(),
    actionListHash: Hash,
    totMsgSize: MessageSize,
  },
  { ...closed, description: 'the action phase' },
);

export const BouncePhaseSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('Negfunds') }, closed),
    Type.Object({ kind: Type.Literal('Nofunds'), msgSize: MessageSize, reqFwdFees: Amount }, closed),
    Type.Object({ kind: Type.Literal('Ok'), msgSize: MessageSize, msgFees: Amount, fwdFees: Amount }, closed),
  ],
  { description: 'the bounce phase: Negfunds, Nofunds (with the forward fees it lacked) or Ok' },
);
