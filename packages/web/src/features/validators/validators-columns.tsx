import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, formatAmount, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import type { Participant } from '@tvmscan/api/contract';
import { formatBonuses, validatorAddress, weightPercent } from './validator-figures.js';
import styles from './validators.module.css';

export function validatorsColumns(t: TFunction<'validators'>, decimals: number, symbol: string): TableColumn<Participant>[] {
  return [
    { key: 'rank', header: t('table.rank'), cell: (row) => row.rank, numeric: true },
    {
      key: 'address',
      header: t('table.address'),
      cell: (row) => {
        const address = validatorAddress(row.address);
        if (!address) return DASH;
        return (
          <Link {...links.account(address)} title={address} className={styles.mono}>
            {shortenAddress(address, HASH_LENGTHS.table)}
          </Link>
        );
      },
    },
    {
      key: 'publicKey',
      header: t('table.publicKey'),
      cell: (row) => (
        <span title={row.publicKey} className={styles.mono}>
          {shortenHash(row.publicKey, HASH_LENGTHS.table)}
        </span>
      ),
    },
    { key: 'stake', header: `${t('table.stake')}, ${symbol}`, cell: (row) => formatAmount(row.stake, decimals), numeric: true },
    { key: 'bonuses', header: `${t('table.bonuses')}, ${symbol}`, cell: (row) => formatBonuses(row.bonuses, decimals), numeric: true },
    { key: 'weight', header: t('table.weight'), cell: (row) => weightPercent(row.weight), numeric: true },
  ];
}
