import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, SubHeading, type Fact } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';

type BlockLimits = NonNullable<KeyBlockConfigResponse['config']['params'][22]>;
type ParamLimits = BlockLimits['bytes'];

function BlockLimitsFacts({ limits }: { limits: BlockLimits }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  const levels = (values: ParamLimits, unit: (value: number) => string): Fact[] => [
    [t('block.underload'), unit(values.underload)],
    [t('block.softLimit'), unit(values.softLimit)],
    [t('block.hardLimit'), unit(values.hardLimit)],
  ];
  return (
    <>
      <SubHeading>{t('block.bytes')}</SubHeading>
      <Facts facts={levels(limits.bytes, format.bytes)} label={t('block.bytes')} />
      <SubHeading>{t('block.gas')}</SubHeading>
      <Facts facts={levels(limits.gas, format.gas)} label={t('block.gas')} />
      <SubHeading>{t('block.ltDelta')}</SubHeading>
      <Facts facts={levels(limits.ltDelta, format.lt)} label={t('block.ltDelta')} />
      {limits.kind === 'block_limits_v2' && (
        <>
          <SubHeading>{t('block.collatedData')}</SubHeading>
          <Facts facts={levels(limits.collatedData, format.bytes)} label={t('block.collatedData')} />
          <SubHeading>{t('block.importedMsgQueue')}</SubHeading>
          <Facts
            label={t('block.importedMsgQueue')}
            facts={[
              [t('block.maxBytes'), format.bytes(limits.importedMsgQueue.maxBytes)],
              [t('block.maxMsgs'), format.count(limits.importedMsgQueue.maxMsgs)],
            ]}
          />
        </>
      )}
    </>
  );
}

/** Block limits of the masterchain (22) and the workchains (23): underload, soft and hard limits. */
export function BlockPage({ data }: { data: KeyBlockConfigResponse }) {
  return (
    <>
      <ParamSection data={data} index={22}>
        {(limits) => <BlockLimitsFacts limits={limits} />}
      </ParamSection>
      <ParamSection data={data} index={23}>
        {(limits) => <BlockLimitsFacts limits={limits} />}
      </ParamSection>
    </>
  );
}
