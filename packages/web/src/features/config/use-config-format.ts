import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, formatDuration } from '../../shared/format/index.js';
import { fixed16, groupInteger, shareOf65536Percent } from './config-numbers.js';

type Integer = number | string;

const MINUTE = 60;

/** How the config pages write each kind of value, with its unit, in the language in use. */
export function useConfigFormat() {
  const { t } = useTranslation('config');
  const { tokenSymbol: symbol, decimals } = useNetworkConfig();
  return useMemo(() => {
    const units = { day: t('units.day'), hour: t('units.hour'), minute: t('units.minute'), second: t('units.second') };
    return {
      /** '65,536 s (18 h 12 m 16 s)'; under a minute the seconds alone. */
      seconds: (value: number) => {
        const plain = t('units.seconds', { value: groupInteger(value) });
        return value >= MINUTE ? `${plain} (${formatDuration(value, units)})` : plain;
      },
      milliseconds: (value: number) => t('units.milliseconds', { value: groupInteger(value) }),
      bytes: (value: Integer) => t('units.bytes', { value: groupInteger(value) }),
      gas: (value: Integer) => t('units.gas', { value: groupInteger(value) }),
      lt: (value: Integer) => t('units.lt', { value: groupInteger(value) }),
      count: (value: Integer) => groupInteger(value),
      nano: (value: Integer) => t('units.nano', { value: groupInteger(value), symbol }),
      /** An amount in nano as whole tokens with 2 decimals. */
      tokens: (value: Integer) => `${formatAmount(String(value), decimals)} ${symbol}`,
      /** 16.16 fixed-point prices. */
      perGas: (value: Integer) => t('units.perGas', { value: fixed16(value), symbol }),
      perBitSecond: (value: Integer) => t('units.perBitSecond', { value: fixed16(value), symbol }),
      perCellSecond: (value: Integer) => t('units.perCellSecond', { value: fixed16(value), symbol }),
      perBit: (value: Integer) => t('units.perBit', { value: fixed16(value), symbol }),
      perCell: (value: Integer) => t('units.perCell', { value: fixed16(value), symbol }),
      /** Plain (not fixed-point) prices. */
      perBitPlain: (value: Integer) => t('units.perBit', { value: groupInteger(value), symbol }),
      perCellPlain: (value: Integer) => t('units.perCell', { value: groupInteger(value), symbol }),
      perBitSecondPlain: (value: Integer) => t('units.perBitSecond', { value: groupInteger(value), symbol }),
      perCellSecondPlain: (value: Integer) => t('units.perCellSecond', { value: groupInteger(value), symbol }),
      times: (value: Integer) => t('units.times', { value: fixed16(value) }),
      share: (value: number) => t('units.share', { value: groupInteger(value), percent: shareOf65536Percent(value) }),
      yesNo: (value: boolean) => (value ? t('units.yes') : t('units.no')),
      date: (value: number) => formatDate(value),
    };
  }, [t, symbol, decimals]);
}

export type ConfigFormat = ReturnType<typeof useConfigFormat>;
