import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../shared/ui/button.module.css';
import { useAuth } from './auth-context.js';
import { SignInButton } from './sign-in-button.js';
import styles from './sign-in-required.module.css';

/** Spec 001 §8 'You must be logged in to continue', with the sign-in button when the deployment offers sign-in. */
export function SignInRequired({ detail }: { detail?: string }) {
  const { t } = useTranslation('auth');
  const { enabled } = useAuth();
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{t('mustSignIn')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {enabled && <SignInButton className={buttons.primary} />}
    </div>
  );
}

/** `children` for a signed-in user; a loading line while the sign-in state is still being read; else SignInRequired. */
export function SignedInOnly({ detail, children }: { detail?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, initialized } = useAuth();
  if (user) return children;
  if (!initialized) {
    return (
      <p className={styles.loading} role="status">
        {t('states.loading')}
      </p>
    );
  }
  return <SignInRequired {...(detail === undefined ? {} : { detail })} />;
}
