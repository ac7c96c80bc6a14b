import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, type Fact } from '../param-section.js';
import { TechnicalFields } from '../technical-fields.js';
import { useConfigFormat } from '../use-config-format.js';

type CatchainOrCollation = NonNullable<KeyBlockConfigResponse['config']['params'][28]>;

function CatchainFacts({ config }: { config: CatchainOrCollation }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  if (config.kind === 'catchain_config' || config.kind === 'catchain_config_new') {
    const facts: Fact[] = [
      [t('catchain.mcCatchainLifetime'), format.seconds(config.mcCatchainLifetime)],
      [t('catchain.shardCatchainLifetime'), format.seconds(config.shardCatchainLifetime)],
      [t('catchain.shardValidatorsLifetime'), format.seconds(config.shardValidatorsLifetime)],
      [t('catchain.shardValidatorsNum'), format.count(config.shardValidatorsNum)],
    ];
    if (config.kind === 'catchain_config_new') {
      facts.push(
        [t('catchain.isolateMcValidators'), format.yesNo(config.isolateMcValidators)],
        [t('catchain.shuffleMcValidators'), format.yesNo(config.shuffleMcValidators)],
      );
    }
    return <Facts facts={facts} />;
  }
  const facts: Fact[] = [
    [t('catchain.shuffleMcValidators'), format.yesNo(config.shuffleMcValidators)],
    [t('catchain.mcBlockMinIntervalMs'), format.milliseconds(config.mcBlockMinIntervalMs)],
  ];
  if (config.kind === 'collation_config_tycho_v2') {
    facts.push([t('catchain.mcBlockMaxIntervalMs'), format.milliseconds(config.mcBlockMaxIntervalMs)]);
  }
  facts.push(
    [t('catchain.emptyScBlockIntervalMs'), format.milliseconds(config.emptyScBlockIntervalMs)],
    [t('catchain.maxUncommittedChainLength'), format.count(config.maxUncommittedChainLength)],
    [t('catchain.wuUsedToImportNextAnchor'), format.count(config.wuUsedToImportNextAnchor)],
  );
  return (
    <>
      <Facts facts={facts} />
      <TechnicalFields value={{ msgsExecParams: config.msgsExecParams, workUnitsParams: config.workUnitsParams }} />
    </>
  );
}

/** Catchain (28): catchain lifetimes and validators per shard, or Tycho's collation settings. */
export function CatchainPage({ data }: { data: KeyBlockConfigResponse }) {
  return (
    <ParamSection data={data} index={28}>
      {(config) => <CatchainFacts config={config} />}
    </ParamSection>
  );
}
