import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection } from '../param-section.js';
import { TechnicalFields } from '../technical-fields.js';
import { useConfigFormat } from '../use-config-format.js';

/** Election: timings (15), validator counts (16), complaint pricing (13) and misbehaviour punishment (40). */
export function ElectionPage({ data }: { data: KeyBlockConfigResponse }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (
    <>
      <ParamSection data={data} index={15}>
        {(timings) => (
          <Facts
            facts={[
              [t('election.validatorsElectedFor'), format.seconds(timings.validatorsElectedFor)],
              [t('election.electionsStartBefore'), format.seconds(timings.electionsStartBefore)],
              [t('election.electionsEndBefore'), format.seconds(timings.electionsEndBefore)],
              [t('election.stakeHeldFor'), format.seconds(timings.stakeHeldFor)],
            ]}
          />
        )}
      </ParamSection>
      <ParamSection data={data} index={16}>
        {(counts) => (
          <Facts
            facts={[
              [t('election.maxValidators'), format.count(counts.maxValidators)],
              [t('election.maxMainValidators'), format.count(counts.maxMainValidators)],
              [t('election.minValidators'), format.count(counts.minValidators)],
            ]}
          />
        )}
      </ParamSection>
      <ParamSection data={data} index={13}>
        {(pricing) => (
          <Facts
            facts={[
              [t('election.deposit'), format.tokens(pricing.deposit)],
              [t('election.complaintBitPrice'), format.perBitPlain(pricing.bitPrice)],
              [t('election.complaintCellPrice'), format.perCellPlain(pricing.cellPrice)],
            ]}
          />
        )}
      </ParamSection>
      <ParamSection data={data} index={40}>
        {(punishment) => <TechnicalFields value={punishment} />}
      </ParamSection>
    </>
  );
}
