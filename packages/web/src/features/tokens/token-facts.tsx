import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Token } from '@tvmscan/api/token-contract';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { DASH, formatAmount, groupThousands } from '../../shared/format/index.js';
import { useListsHolding } from '../token-lists/token-list-queries.js';
import { formatUsdDecimal, formatUsdPrice } from './token-figures.js';
import { tokenStandardLabel } from './token-standard.js';
import styles from './token-view.module.css';

/** The page title of a token root's page: its name and symbol. */
export function tokenTitle(token: Pick<Token, 'name' | 'token'>): string {
  return `${token.name} (${token.token})`;
}

/**
 * A token's figures on its root's page (issue 37), the first thing after the heading: symbol, standard, decimals,
 * supply, USD price and market value where a price exists, holders, the last 24 hours' transfers and volume, the
 * root's owner and the token lists that hold it.
 */
export function TokenFacts({ token }: { token: Token }) {
  const { t } = useTranslation('tokens');
  const amount = (value: string) => `${formatAmount(value, token.scale)} ${token.token}`;
  const facts = [
    { key: 'symbol', label: t('view.symbol'), value: token.token },
    { key: 'standard', label: t('view.standard'), value: tokenStandardLabel(token.tokenStandard) },
    { key: 'decimals', label: t('view.decimals'), value: token.scale },
    { key: 'supply', label: t('view.supply'), value: amount(token.totalSupply) },
    ...(token.usdPrice === null
      ? []
      : [
          { key: 'price', label: t('view.price'), value: formatUsdPrice(token.usdPrice) ?? DASH },
          { key: 'marketValue', label: t('view.marketValue'), value: formatUsdDecimal(token.marketValue) ?? DASH },
        ]),
    { key: 'holders', label: t('view.holders'), value: groupThousands(String(token.holders)) },
    { key: 'transfers24h', label: t('view.transfers24h'), value: groupThousands(String(token.transfers24h)) },
    { key: 'volume24h', label: t('view.volume24h'), value: amount(token.volume24h) },
    { key: 'owner', label: t('view.owner'), value: token.ownerAddress === null ? t('view.noOwner') : <AccountLink address={token.ownerAddress} /> },
  ];
  return (
    <section aria-label={t('view.label')}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <TokenLists root={token.rootAddress} />
      </dl>
    </section>
  );
}

/** The token lists anyone may see that hold the token, each linking to its list; nothing when none does. */
function TokenLists({ root }: { root: string }) {
  const { t } = useTranslation('tokens');
  const lists = useListsHolding(root);
  if (!lists.data || lists.data.length === 0) return null;
  return (
    <div className={styles.fact} data-fact="lists">
      <dt>{t('view.lists')}</dt>
      <dd>
        {lists.data.map((list, index) => (
          <span key={list.id}>
            {index > 0 && ', '}
            <Link to="/token-lists/$id" params={{ id: list.url }}>
              {list.name}
            </Link>
          </span>
        ))}
      </dd>
    </div>
  );
}
