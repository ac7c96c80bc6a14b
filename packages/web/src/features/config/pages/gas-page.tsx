import { useTranslation } from 'react-i18next';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { Facts, ParamSection, type Fact } from '../param-section.js';
import { useConfigFormat } from '../use-config-format.js';

type GasPrices = NonNullable<KeyBlockConfigResponse['config']['params'][20]>;

function GasFacts({ prices }: { prices: GasPrices }) {
  const { t } = useTranslation('config');
  const format = useConfigFormat();
  const facts = (gas: GasPrices): Fact[] => {
    if (gas.kind === 'gas_flat_pfx') {
      return [[t('gas.flatGasLimit'), format.gas(gas.flatGasLimit)], [t('gas.flatGasPrice'), format.nano(gas.flatGasPrice)], ...facts(gas.other)];
    }
    return [
      [t('gas.gasPrice'), format.perGas(gas.gasPrice)],
      [t('gas.gasLimit'), format.gas(gas.gasLimit)],
      ...(gas.kind === 'gas_prices_ext' ? [[t('gas.specialGasLimit'), format.gas(gas.specialGasLimit)] as const] : []),
      [t('gas.gasCredit'), format.gas(gas.gasCredit)],
      [t('gas.blockGasLimit'), format.gas(gas.blockGasLimit)],
      [t('gas.freezeDueLimit'), format.tokens(gas.freezeDueLimit)],
      [t('gas.deleteDueLimit'), format.tokens(gas.deleteDueLimit)],
    ];
  };
  return <Facts facts={facts(prices)} />;
}

/** Gas prices and limits of the masterchain (20) and the workchains (21); prices in nano per gas unit. */
export function GasPage({ data }: { data: KeyBlockConfigResponse }) {
  return (
    <>
      <ParamSection data={data} index={20}>
        {(prices) => <GasFacts prices={prices} />}
      </ParamSection>
      <ParamSection data={data} index={21}>
        {(prices) => <GasFacts prices={prices} />}
      </ParamSection>
    </>
  );
}
