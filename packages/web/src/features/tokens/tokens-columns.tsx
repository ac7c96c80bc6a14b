import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Token } from '@tvmscan/api/token-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { formatAmount, HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { ApprovedTokenLogo } from '../assets/approved-token-info.js';
import styles from '../assets/assets.module.css';

/** Address (linking to the root's account page), name (with its approved logo), symbol, decimals and the exact total supply in whole tokens. */
export function tokensColumns(t: TFunction<'tokens'>): TableColumn<Token>[] {
  return [
    {
      key: 'address',
      header: t('columns.address'),
      cell: (token) => (
        <Link {...links.account(token.rootAddress)} title={token.rootAddress}>
          {shortenAddress(token.rootAddress, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (token) => (
        <span className={styles.name}>
          <ApprovedTokenLogo root={token.rootAddress} />
          {token.name}
        </span>
      ),
    },
    { key: 'symbol', header: t('columns.symbol'), cell: (token) => token.token },
    { key: 'decimals', header: t('columns.decimals'), cell: (token) => token.scale, numeric: true },
    { key: 'totalSupply', header: t('columns.totalSupply'), cell: (token) => formatAmount(token.totalSupply, token.scale), numeric: true },
  ];
}
