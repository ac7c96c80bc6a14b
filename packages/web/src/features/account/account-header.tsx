import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { HASH_LENGTHS, shortenAddress } from '../../shared/format/index.js';
import { MonoText } from '../../shared/detail-page/mono-text.js';
import { VerifiedTick } from '../contracts/verified-tick.js';
import styles from './account-page.module.css';

/** The page heading: 'Account', the shortened address, and the tick of a verified contract (spec 000 §2). */
export const AccountHeader = memo(function AccountHeader({ address, codeHash }: { address: string; codeHash: string | null }) {
  const { t } = useTranslation('account');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        {t('title')} <MonoText>{shortenAddress(address, HASH_LENGTHS.breadcrumbs)}</MonoText>
      </h1>
      <VerifiedTick codeHash={codeHash} />
    </header>
  );
});
