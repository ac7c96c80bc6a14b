import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, SubHeading } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';

/** Storage prices (18): each period's prices per bit and per cell per second, 16.16 fixed point shown exactly. */
export function StoragePage({ data }: { data: KeyBlockConfigResponse }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (
    <ParamSection data={data} index={18}>
      {(entries) =>
        entries.map(({ key, prices }) => {
          // A period set from the network's start has utime_since 0: the genesis, not the Unix epoch.
          const heading = prices.utimeSince === 0 ? t('storage.sinceGenesis') : t('storage.since', { time: format.date(prices.utimeSince) });
          return (
            <div key={key}>
              <SubHeading>{heading}</SubHeading>
              <Facts
                label={heading}
                facts={[
                  [t('storage.bitPrice'), format.perBitSecond(prices.bitPricePs)],
                  [t('storage.cellPrice'), format.perCellSecond(prices.cellPricePs)],
                  [t('storage.mcBitPrice'), format.perBitSecond(prices.mcBitPricePs)],
                  [t('storage.mcCellPrice'), format.perCellSecond(prices.mcCellPricePs)],
                ]}
              />
            </div>
          );
        })
      }
    </ParamSection>
  );
}
