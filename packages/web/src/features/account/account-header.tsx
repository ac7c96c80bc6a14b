import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@tvmscan/api/contract';
import type { Token, TokenWallet } from '@tvmscan/api/token-contract';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { ApprovedTokenLogo } from '../assets/approved-token-info.js';
import { VerifiedTick } from '../contracts/verified-tick.js';
import { tokenTitle } from '../tokens/token-facts.js';
import { TokenWalletTitle } from '../tokens/token-wallet-facts.js';
import { AccountKindLabel } from './account-kind-label.js';
import styles from './account-page.module.css';

interface Props {
  address: string;
  account: Account | undefined;
  /** The account's token when it is a token root (once read). */
  token: Token | null;
  /** The account's wallet when it is a token wallet (once read). */
  wallet: TokenWallet | null;
}

/**
 * The page heading (spec 000 §2, issue 37): a token root's logo, name and symbol, a token wallet's "DUSD wallet of
 * 0:ab…cd", else 'Account' and the shortened address; then what the account is and the tick of a verified contract.
 */
export const AccountHeader = memo(function AccountHeader({ address, account, token, wallet }: Props) {
  const { t } = useTranslation('account');
  let title: ReactNode = (
    <>
      {t('title')} <MonoText>{shortenAddress(address, HASH_LENGTHS.breadcrumbs)}</MonoText>
    </>
  );
  if (token)
    title = (
      <>
        <ApprovedTokenLogo root={token.rootAddress} />
        {tokenTitle(token)}
      </>
    );
  else if (wallet) title = <TokenWalletTitle wallet={wallet} />;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {account && <AccountKindLabel account={account} />}
      <VerifiedTick codeHash={account?.codeHash ?? null} />
    </header>
  );
});
