import { Type, type Static } from 'typebox';
import { Amount, closed, Nullable } from './common.js';

export const ElectionsConfigSchema = Type.Object(
  {
    validatorsElectedFor: Nullable(Type.Integer()),
    electionsStartBefore: Nullable(Type.Integer()),
    electionsEndBefore: Nullable(Type.Integer()),
    stakeHeldFor: Nullable(Type.Integer()),
    minStake: Nullable(Amount),
    maxStake: Nullable(Amount),
    minTotalStake: Nullable(Amount),
    maxStakeFactor: Nullable(
      Type.Number({ description: 'the largest ratio of a stake to the smallest one (param 17, 16.16 fixed point, as a number)' }),
    ),
  },
  closed,
);
export type ElectionsConfig = Static<typeof ElectionsConfigSchema>;

export const ParticipantSchema = Type.Object(
  {
    rank: Type.Integer(),
    address: Nullable(Type.String({ description: "the wallet that staked, '-1:' and 64 hex digits; null when the set's election is not known" })),
    publicKey: Type.String(),
    stake: Nullable(Amount),
    bonuses: Nullable(Amount),
    weight: Type.String({
      description: "a fraction of the set's total weight, as a decimal string; for the open election's candidates, their share of the stakes",
    }),
  },
  closed,
);

/**
 * Where a set and what is known of it come from: `election`, the elector's record of the election that chose it
 * (wallets, frozen stakes, bonuses); `candidates`, the open election's candidates with their stakes (the next set
 * while no set is elected yet); `zerostate`, installed by the network's zerostate, which names its validators'
 * keys and weights and no wallets or stakes; `unknown`, elected but the index holds no record of its election.
 */
export const SetOriginSchema = Type.Union([Type.Literal('election'), Type.Literal('candidates'), Type.Literal('zerostate'), Type.Literal('unknown')]);
export type SetOrigin = Static<typeof SetOriginSchema>;
export type Participant = Static<typeof ParticipantSchema>;

export const ValidatorSetSchema = Type.Object(
  {
    utimeSince: Type.Integer(),
    utimeUntil: Type.Integer(),
    origin: SetOriginSchema,
    totalStake: Nullable(Amount),
    totalBonuses: Nullable(Amount),
    participantCount: Type.Integer(),
    participants: Type.Array(ParticipantSchema),
  },
  closed,
);
export type ValidatorSet = Static<typeof ValidatorSetSchema>;

export const ElectionsStateSchema = Type.Object(
  {
    status: Nullable(Type.Union([Type.Literal('waiting'), Type.Literal('open'), Type.Literal('closed')])),
    electionId: Nullable(Type.Integer()),
    electAt: Nullable(Type.Integer()),
    electClose: Nullable(Type.Integer()),
    validationCyclePeriod: Nullable(Type.Integer()),
    electionsPeriod: Nullable(Type.Integer()),
    previous: Nullable(ValidatorSetSchema),
    current: Nullable(ValidatorSetSchema),
    next: Nullable(ValidatorSetSchema),
  },
  closed,
);
export type ElectionsState = Static<typeof ElectionsStateSchema>;

export const BonusesSchema = Type.Object({ totalBonuses: Nullable(Amount), electionId: Nullable(Type.Integer()) }, closed);
export type Bonuses = Static<typeof BonusesSchema>;

export const ValidatorsTopSchema = Type.Object({ validators: Type.Array(ParticipantSchema) }, closed);
export type ValidatorsTop = Static<typeof ValidatorsTopSchema>;
