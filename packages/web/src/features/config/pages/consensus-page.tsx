import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, type Fact } from '../param-section.js';
import { TechnicalFields } from '../technical-fields.js';
import { useConfigFormat } from '../use-config-format.js';

type Consensus = NonNullable<KeyBlockConfigResponse['config']['params'][29]>;

function ConsensusFacts({ config }: { config: Consensus }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  if (config.kind === 'consensus_config_tycho') return <TechnicalFields value={config} omit={['kind']} />;
  const facts: Fact[] = [];
  if (config.kind === 'consensus_config_v4') facts.push([t('consensus.useQuic'), format.yesNo(config.useQuic)]);
  if (config.kind !== 'consensus_config') facts.push([t('consensus.newCatchainIds'), format.yesNo(config.newCatchainIds)]);
  facts.push(
    [t('consensus.roundCandidates'), format.count(config.roundCandidates)],
    [t('consensus.nextCandidateDelayMs'), format.milliseconds(config.nextCandidateDelayMs)],
    [t('consensus.consensusTimeoutMs'), format.milliseconds(config.consensusTimeoutMs)],
    [t('consensus.fastAttempts'), format.count(config.fastAttempts)],
    [t('consensus.attemptDuration'), format.seconds(config.attemptDuration)],
    [t('consensus.catchainMaxDeps'), format.count(config.catchainMaxDeps)],
    [t('consensus.maxBlockBytes'), format.bytes(config.maxBlockBytes)],
    [t('consensus.maxCollatedBytes'), format.bytes(config.maxCollatedBytes)],
  );
  if (config.kind === 'consensus_config_v3' || config.kind === 'consensus_config_v4') {
    facts.push([t('consensus.protoVersion'), format.count(config.protoVersion)]);
  }
  if (config.kind === 'consensus_config_v4') {
    facts.push([t('consensus.catchainMaxBlocksCoeff'), format.count(config.catchainMaxBlocksCoeff)]);
  }
  return <Facts facts={facts} />;
}

/** Consensus (29): the catchain round settings, or Tycho's mempool settings. */
export function ConsensusPage({ data }: { data: KeyBlockConfigResponse }) {
  return (
    <ParamSection data={data} index={29}>
      {(config) => <ConsensusFacts config={config} />}
    </ParamSection>
  );
}
