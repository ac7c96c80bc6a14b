import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/auth-context.js';
import { SignedInOnly } from '../../app/auth/sign-in-required.js';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { tabsFor, type SettingsTab } from './settings-tabs.js';
import styles from './settings.module.css';

/** The settings area (spec 001 §2): its tabs and the current tab's screen, for a signed-in user only. */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SignedInOnly>
        <SignedInSettings />
      </SignedInOnly>
    </section>
  );
}

function SignedInSettings() {
  const { isAdmin } = useAuth();
  return (
    <>
      <SettingsTabs tabs={tabsFor(isAdmin)} />
      <Outlet />
    </>
  );
}

/** The tabs as links, each with its badge when it has one; the current one is marked by the router. */
export function SettingsTabs({ tabs }: { tabs: readonly SettingsTab[] }) {
  const { t } = useTranslation('settings');
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      <ul>
        {tabs.map(({ key, link, Badge }) => (
          <li key={key}>
            <Link {...link} activeProps={{ 'aria-current': 'page' }}>
              {t(`tabs.${key}`)}
              {Badge && <Badge />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
