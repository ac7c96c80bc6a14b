import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TokenWallet } from '@tvmscan/api/token-contract';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { formatTokenAmount } from './token-amount-value.js';
import styles from './token-view.module.css';

/** The symbol a wallet's page names it by; the root's short address while the root is not indexed. */
function walletSymbol(wallet: TokenWallet): string {
  return wallet.token ?? shortenAddress(wallet.rootAddress, HASH_LENGTHS.table);
}

/** The page title of a token wallet's page: 'DUSD wallet of 0:ab…cd'. */
export function tokenWalletTitle(wallet: TokenWallet, t: TFunction<'tokens'>): string {
  return `${t('view.walletOf', { symbol: walletSymbol(wallet) })} ${shortenAddress(wallet.ownerAddress, HASH_LENGTHS.table)}`;
}

/** A token wallet's heading text: '{symbol} wallet of', then the owner's link. */
export function TokenWalletTitle({ wallet }: { wallet: TokenWallet }) {
  const { t } = useTranslation('tokens');
  return (
    <>
      {t('view.walletOf', { symbol: walletSymbol(wallet) })} <AccountLink address={wallet.ownerAddress} />
    </>
  );
}

/** Whose wallet of which token it is: the token (linking to its root), the owner and the balance in whole tokens. */
export function TokenWalletFacts({ wallet }: { wallet: TokenWallet }) {
  const { t } = useTranslation('tokens');
  return (
    <section aria-label={t('view.label')}>
      <dl className={styles.facts}>
        <div className={styles.fact} data-fact="token">
          <dt>{t('view.token')}</dt>
          <dd>
            <Link {...links.account(wallet.rootAddress)} title={wallet.rootAddress}>
              {wallet.name === null ? walletSymbol(wallet) : `${wallet.name} (${walletSymbol(wallet)})`}
            </Link>
          </dd>
        </div>
        <div className={styles.fact} data-fact="owner">
          <dt>{t('view.walletOwner')}</dt>
          <dd>
            <AccountLink address={wallet.ownerAddress} />
          </dd>
        </div>
        <div className={styles.fact} data-fact="balance">
          <dt>{t('view.balance')}</dt>
          <dd>{formatTokenAmount(wallet.amount, wallet.scale, wallet.token)}</dd>
        </div>
      </dl>
    </section>
  );
}
