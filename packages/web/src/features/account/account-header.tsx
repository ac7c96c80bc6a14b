import { useTranslation } from 'react-i18next';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import styles from './account-page.module.css';

/**
 * The page heading: 'Account' and the shortened address. The verified-contract tick of spec 000 §2 joins the
 * heading's line once contract verification exists.
 */
export function AccountHeader({ address }: { address: string }) {
  const { t } = useTranslation('account');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        {t('title')} <MonoText>{shortenAddress(address, HASH_LENGTHS.breadcrumbs)}</MonoText>
      </h1>
    </header>
  );
}
