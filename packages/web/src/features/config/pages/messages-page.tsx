import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';

type ForwardPrices = NonNullable<KeyBlockConfigResponse['config']['params'][24]>;

function ForwardFacts({ prices }: { prices: ForwardPrices }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  return (
    <Facts
      facts={[
        [t('messages.lumpPrice'), format.nano(prices.lumpPrice)],
        [t('messages.bitPrice'), format.perBit(prices.bitPrice)],
        [t('messages.cellPrice'), format.perCell(prices.cellPrice)],
        [t('messages.ihrPriceFactor'), format.times(prices.ihrPriceFactor)],
        [t('messages.firstFrac'), format.share(prices.firstFrac)],
        [t('messages.nextFrac'), format.share(prices.nextFrac)],
      ]}
    />
  );
}

/** Forward prices of messages to or from the masterchain (24) and of the others (25). */
export function MessagesPage({ data }: { data: KeyBlockConfigResponse }) {
  return (
    <>
      <ParamSection data={data} index={24}>
        {(prices) => <ForwardFacts prices={prices} />}
      </ParamSection>
      <ParamSection data={data} index={25}>
        {(prices) => <ForwardFacts prices={prices} />}
      </ParamSection>
    </>
  );
}
