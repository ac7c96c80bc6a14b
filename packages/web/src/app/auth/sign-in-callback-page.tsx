import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { useAuth } from '../../shared/session/auth-context.js';
import styles from './sign-in-page.module.css';

/** The path of the local provider's redirect URI (tvmscan's `/config.json` names `/auth/callback`). */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';

/**
 * The redirect URI's page, shown while the provider's answer is read; the session then replaces the address. Opened
 * with no answer to read (a bookmark, the back button), it leads to the main page once the session has synced.
 */
export function SignInCallbackPage() {
  const { t } = useTranslation('auth');
  const { initialized } = useAuth();
  usePageTitle(t('signingIn'));
  // The session replaces the address as soon as it has read an answer: still here once synced, there was none.
  if (initialized && window.location.pathname === SIGN_IN_CALLBACK_PATH) return <Navigate to="/" replace />;
  return (
    <p className={styles.loading} role="status">
      {t('signingIn')}
    </p>
  );
}
