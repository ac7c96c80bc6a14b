import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { useAuth } from '../../shared/session/auth-context.js';
import buttons from '../../shared/ui/button.module.css';
import { SignInButton } from './sign-in-button.js';
import styles from './sign-in-page.module.css';

/**
 * /sign-in, where the routes for signed-in visitors send a signed-out one (routes/signed-in.ts): spec 001 §8 'You
 * must be logged in to continue', with the sign-in button when the deployment offers sign-in, which comes back to the
 * screen of `?redirect=` (the first sign-in in a browser lands on the registration page instead). Signed in, by this
 * button, the header's or another tab, the visitor goes on to that screen.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { redirect: returnTo } = useSearch({ from: '/sign-in' });
  const { user, enabled } = useAuth();
  const navigate = useNavigate();
  usePageTitle(t('signIn'));
  useEffect(() => {
    if (user) void navigate({ href: returnTo, replace: true });
  }, [user, returnTo, navigate]);
  if (user) return null;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('signIn')}</h1>
      <div className={styles.box} role="alert">
        <p className={styles.message}>{t('mustSignIn')}</p>
        <p className={styles.detail}>{t('signInDetail')}</p>
        {enabled && <SignInButton className={buttons.primary} returnTo={returnTo} />}
      </div>
    </section>
  );
}
