export const validatorsTextsEn = {
  title: 'Validators',
  stats: {
    label: 'Elections',
    validationCyclePeriod: 'Validation cycle period',
    electionsPeriod: 'Elections period',
    totalStake: 'Total stake',
    totalBonuses: 'Total bonuses',
    status: 'Elections status',
  },
  status: {
    waiting: 'Waiting',
    open: 'Open',
    closed: 'Closed',
    opensIn: 'opens in {{duration}}',
    closesIn: 'closes in {{duration}}',
  },
  units: { day: 'd', hour: 'h', minute: 'm', second: 's' },
  tabs: {
    label: 'Validator sets',
    previous: 'Previous',
    current: 'Current',
    next: 'Next',
    participants: '{{count}} participants',
  },
  set: {
    label: 'About this set',
    since: 'Validates since',
    until: 'Validates until',
    totalStake: 'Total stake',
    totalBonuses: 'Total bonuses',
  },
  table: {
    caption: 'Participants',
    rank: 'Rank',
    address: 'Address',
    publicKey: 'Public key',
    stake: 'Stake',
    bonuses: 'Bonuses',
    weight: 'Weight, %',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  origin: {
    zerostate:
      "The network's zerostate installed this set when the network began. It names each validator's public key and weight, and no wallet or stake, so none is shown here; wallets, stakes and bonuses come with the sets the elector elects.",
    unknown:
      'This set was elected, but this explorer holds no record of its election from the elector, so its wallets, stakes and bonuses are not shown.',
    candidates:
      'The election for this set is open: these are its candidates with the stakes they have sent so far, each weighing its share of them. The elector chooses the set when the election closes; bonuses come with its turn to validate.',
  },
  noSets: 'No validator set has been indexed yet.',
  failed: 'The elections data could not be loaded.',
};
