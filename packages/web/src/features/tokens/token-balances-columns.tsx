import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Token, TokenBalance } from '@tvmscan/api/token-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, formatAmount, HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { formatTokenAmount } from './token-amount-value.js';
import { formatShare, formatUsd } from './token-figures.js';

function AccountLink({ address, text }: { address: string; text?: string }) {
  return (
    <Link {...links.account(address)} title={address}>
      {text ?? shortenAddress(address, HASH_LENGTHS.table)}
    </Link>
  );
}

/** An owner's balances: token (linking to its root), root address, amount, and its USD value where the API gives a price. */
export function tokenBalancesColumns(t: TFunction<'tokens'>): TableColumn<TokenBalance>[] {
  return [
    { key: 'token', header: t('columns.token'), cell: (balance) => <AccountLink address={balance.rootAddress} text={balance.token ?? undefined} /> },
    { key: 'root', header: t('columns.root'), cell: (balance) => <AccountLink address={balance.rootAddress} /> },
    { key: 'amount', header: t('columns.amount'), cell: (balance) => formatTokenAmount(balance.amount, balance.scale, null), numeric: true },
    {
      key: 'usdValue',
      header: t('columns.usdValue'),
      cell: (balance) => (balance.scale === null ? DASH : (formatUsd(balance.amount, balance.scale, balance.usdPrice) ?? DASH)),
      numeric: true,
    },
  ];
}

/** A root's holders: owner, amount in whole tokens, and the share of the total supply (amount ÷ total supply). */
export function holdersColumns(t: TFunction<'tokens'>, token: Token): TableColumn<TokenBalance>[] {
  return [
    { key: 'owner', header: t('columns.owner'), cell: (balance) => <AccountLink address={balance.ownerAddress} /> },
    { key: 'amount', header: t('columns.amount'), cell: (balance) => formatAmount(balance.amount, token.scale), numeric: true },
    { key: 'share', header: t('columns.share'), cell: (balance) => formatShare(balance.amount, token.totalSupply) ?? DASH, numeric: true },
  ];
}
