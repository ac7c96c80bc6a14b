import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import styles from './sign-in-page.module.css';

/**
 * The screens for signed-in visitors (routes/signed-in.ts): shown for a signed-in user; while the session still reads
 * who is signed in, a loading line (a signed-out visitor never stays: the route's guard sends them to /sign-in).
 */
export function SignedInOutlet() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) return <Outlet />;
  return (
    <p className={styles.loading} role="status">
      {t('states.loading')}
    </p>
  );
}
