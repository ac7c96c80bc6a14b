import type { ElectionParticipantJson, ElectionRow } from '@tvmscan/store';
import type { CurrentElection, ElectorElections, PastElection } from './elector-reader.js';

/**
 * The rows of what the elector holds, recorded at masterchain block `mcSeqno`. A conducted election (in
 * `past_elections`) lists its elected participants with their frozen stakes and weights, and its total of frozen
 * stakes; the open election lists its candidates and the total they staked. While an election is both (conducted,
 * its set not yet installed), its past entry decides and the current one adds its close time and minimum stake.
 */
export function electionRows(elections: ElectorElections, mcSeqno: number): ElectionRow[] {
  const { current, past } = elections;
  const rows = past.map((election) => pastElectionRow(election, current?.electionId === election.electionId ? current : null, mcSeqno));
  if (current !== null && !past.some((election) => election.electionId === current.electionId)) rows.push(currentElectionRow(current, mcSeqno));
  return rows;
}

function currentElectionRow(election: CurrentElection, mcSeqno: number): ElectionRow {
  const participants: ElectionParticipantJson[] = election.candidates.map((candidate) => ({
    publicKey: candidate.publicKey,
    address: candidate.address,
    stake: candidate.stake.toString(),
    maxFactor: candidate.maxFactor,
    adnlAddress: candidate.adnlAddress,
  }));
  return {
    election_id: election.electionId,
    elect_close: election.electClose,
    min_stake: election.minStake,
    total_stake: election.totalStake,
    bonuses: 0n,
    finished: election.finished,
    failed: election.failed,
    participants: JSON.stringify(participants),
    unfreeze_at: null,
    stake_held: null,
    validator_set_hash: null,
    updated_mc_seqno: mcSeqno,
  };
}

function pastElectionRow(election: PastElection, current: CurrentElection | null, mcSeqno: number): ElectionRow {
  const participants: ElectionParticipantJson[] = election.frozen.map((frozen) => ({
    publicKey: frozen.publicKey,
    address: frozen.address,
    stake: frozen.stake.toString(),
    weight: frozen.weight.toString(),
    banned: frozen.banned,
  }));
  return {
    election_id: election.electionId,
    elect_close: current?.electClose ?? null,
    min_stake: current?.minStake ?? null,
    total_stake: election.totalStake,
    bonuses: election.bonuses,
    finished: true,
    failed: false,
    participants: JSON.stringify(participants),
    unfreeze_at: election.unfreezeAt,
    stake_held: election.stakeHeld,
    validator_set_hash: election.validatorSetHash,
    updated_mc_seqno: mcSeqno,
  };
}
