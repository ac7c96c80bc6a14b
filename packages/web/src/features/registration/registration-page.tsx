import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { useAuth, type AuthUser } from '../../shared/session/auth-context.js';
import buttons from '../../shared/ui/button.module.css';
import styles from './registration.module.css';

/**
 * /registration (spec 001 §2, purpose not shown; ours): where a first sign-in lands. Who the user is signed in as
 * (from the ID token), the role, what an account offers here, and the way on to the settings. Its route lets signed-in
 * visitors only in (routes/signed-in.ts).
 */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  usePageTitle(t('title'));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <AccountSummary />
    </section>
  );
}

function AccountSummary() {
  const { t } = useTranslation('registration');
  const { networkName } = useNetworkConfig();
  const { user, isAdmin } = useAuth();
  return (
    <>
      <div className={styles.panel}>
        <p className={styles.welcome}>{t('welcome', { network: networkName })}</p>
        <h2 className={styles.panelTitle}>{t('signedInAs')}</h2>
        {user && <AccountFacts user={user} role={isAdmin ? t('roles.admin') : t('roles.user')} />}
      </div>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('offersTitle')}</h2>
        <ul className={styles.offers}>
          <li>{t('offers.browse')}</li>
          <li>{t('offers.apiKey')}</li>
        </ul>
        <div>
          <Link to="/settings" className={buttons.primary}>
            {t('toSettings')}
          </Link>
        </div>
      </div>
    </>
  );
}

function AccountFacts({ user, role }: { user: AuthUser; role: string }) {
  const { t } = useTranslation('registration');
  const facts: [string, string | undefined][] = [
    [t('name'), user.name],
    [t('email'), user.email],
    [t('userId'), user.subject],
    [t('role'), role],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(
        ([label, value]) =>
          value && (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}
