import { useTranslation } from 'react-i18next';
import type { Account } from '@tvmscan/api/contract';
import styles from './account-page.module.css';

/** What the account is, in one label: its kind, and a wallet's standard or a verified contract's name beside it. */
export function AccountKindLabel({ account }: { account: Pick<Account, 'kind' | 'contractName'> }) {
  const { t } = useTranslation('account');
  const named = account.kind === 'Wallet' || account.kind === 'VerifiedContract';
  return (
    <span className={styles.kind} data-account-kind={account.kind}>
      {t(`kind.${account.kind}`)}
      {named && account.contractName !== null && ` · ${account.contractName}`}
    </span>
  );
}
