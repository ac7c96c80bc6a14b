import { Type, type Static } from 'typebox';
import { Amount, closed, everscan, Hash, Nullable } from './common.js';

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
    minValidators: Nullable(Type.Integer(everscan('the fewest validators a set may have (param 16)'))),
    maxValidators: Nullable(Type.Integer(everscan('the most validators a set may have (param 16)'))),
    maxMainValidators: Nullable(Type.Integer(everscan('the most masterchain validators (param 16)'))),
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

/** The elector's open election (`elect` in its data), as `participant_list_extended` gives it. */
export const ElectorElectionSchema = Type.Object(
  {
    electAt: Type.Integer({ description: 'the election id: when the elected set is to take over' }),
    electClose: Type.Integer({ description: 'when the elector stops taking stakes and conducts the election' }),
    minStake: Amount,
    totalStake: Type.String({
      description: 'the stakes the candidates sent; once conducted (finished), the stakes the election accepted, as pastElections gives them',
    }),
    failed: Type.Boolean(),
    finished: Type.Boolean({ description: 'conducted; the elected set is not yet installed' }),
  },
  { ...closed, ...everscan("the elector's open election (elect in its data), null between elections") },
);
export type ElectorElection = Static<typeof ElectorElectionSchema>;

/** A conducted election whose stakes the elector still holds (`past_elections` in its data). */
export const HeldElectionSchema = Type.Object(
  {
    electionId: Type.Integer(),
    unfreezeAt: Type.Integer({ description: 'when its stakes may be returned (moved on while its set validates)' }),
    stakeHeld: Type.Integer({ description: 'seconds its stakes are held after its set stops validating' }),
    validatorSetHash: Hash,
    totalStake: Amount,
    bonuses: Amount,
  },
  closed,
);
export type HeldElection = Static<typeof HeldElectionSchema>;

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
    activeId: Nullable(
      Type.Integer(
        everscan(
          "the elector's active_id: the election whose set validates now, 0 when the current set is not one the elector elected (a zerostate's); null while the index has read no election from the elector",
        ),
      ),
    ),
    activeHash: Nullable(
      Type.String({ pattern: '^[0-9a-f]{64}$', ...everscan("the elector's active_hash: the hash of config param 34, the current set") }),
    ),
    currentElection: Nullable(ElectorElectionSchema),
    pastElections: Type.Array(HeldElectionSchema, everscan('the conducted elections whose stakes the elector holds, oldest first')),
  },
  closed,
);
export type ElectionsState = Static<typeof ElectionsStateSchema>;

export const BonusesSchema = Type.Object({ totalBonuses: Nullable(Amount), electionId: Nullable(Type.Integer()) }, closed);
export type Bonuses = Static<typeof BonusesSchema>;

export const ValidatorsTopSchema = Type.Object({ validators: Type.Array(ParticipantSchema) }, closed);
export type ValidatorsTop = Static<typeof ValidatorsTopSchema>;
