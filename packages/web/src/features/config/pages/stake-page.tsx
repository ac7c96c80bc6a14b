import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';

/** Stake: the validators' stake limits (17) and the block creation rewards (14). */
export function StakePage({ data }: { data: KeyBlockConfigResponse }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (
    <>
      <ParamSection data={data} index={17}>
        {(stakes) => (
          <Facts
            facts={[
              [t('stake.minStake'), format.tokens(stakes.minStake)],
              [t('stake.maxStake'), format.tokens(stakes.maxStake)],
              [t('stake.minTotalStake'), format.tokens(stakes.minTotalStake)],
              [t('stake.maxStakeFactor'), format.times(stakes.maxStakeFactor)],
            ]}
          />
        )}
      </ParamSection>
      <ParamSection data={data} index={14}>
        {(fees) => (
          <Facts
            facts={[
              [t('stake.masterchainBlockFee'), format.tokens(fees.masterchainBlockFee)],
              [t('stake.basechainBlockFee'), format.tokens(fees.basechainBlockFee)],
            ]}
          />
        )}
      </ParamSection>
    </>
  );
}
