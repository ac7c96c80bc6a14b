import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import styles from './sign-in-required.module.css';

/** The redirect URI's page, shown while the provider's answer is read; the session then replaces the address. */
export function SignInCallbackPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signingIn'));
  return (
    <p className={styles.loading} role="status">
      {t('signingIn')}
    </p>
  );
}
