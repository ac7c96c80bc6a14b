import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Token } from '@tvmscan/api/token-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, formatAmount, groupThousands } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { ApprovedTokenLogo } from '../assets/approved-token-info.js';
import styles from '../assets/assets.module.css';
import { formatUsdDecimal, formatUsdPrice } from './token-figures.js';
import { tokenStandardLabel } from './token-standard.js';

/**
 * The market view of the tokens (issue 37): name with its approved logo (linking to the root's page), symbol,
 * standard, USD price and market value, holders, the last 24 hours' transfers and volume, and the total supply.
 */
export function tokensColumns(t: TFunction<'tokens'>): TableColumn<Token>[] {
  return [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (token) => (
        <Link {...links.account(token.rootAddress)} title={token.rootAddress} className={styles.name}>
          <ApprovedTokenLogo root={token.rootAddress} />
          {token.name}
        </Link>
      ),
    },
    { key: 'symbol', header: t('columns.symbol'), cell: (token) => token.token },
    { key: 'standard', header: t('columns.standard'), cell: (token) => tokenStandardLabel(token.tokenStandard) },
    { key: 'price', header: t('columns.price'), cell: (token) => formatUsdPrice(token.usdPrice) ?? DASH, numeric: true },
    { key: 'marketValue', header: t('columns.marketValue'), cell: (token) => formatUsdDecimal(token.marketValue) ?? DASH, numeric: true },
    { key: 'holders', header: t('columns.holders'), cell: (token) => groupThousands(String(token.holders)), numeric: true },
    { key: 'transfers24h', header: t('columns.transfers24h'), cell: (token) => groupThousands(String(token.transfers24h)), numeric: true },
    { key: 'volume24h', header: t('columns.volume24h'), cell: (token) => formatAmount(token.volume24h, token.scale), numeric: true },
    { key: 'totalSupply', header: t('columns.totalSupply'), cell: (token) => formatAmount(token.totalSupply, token.scale), numeric: true },
  ];
}
