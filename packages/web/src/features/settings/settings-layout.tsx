import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { useAuth } from '../../shared/session/auth-context.js';
import { tabsFor, type SettingsTab } from './settings-tabs.js';
import styles from './settings.module.css';

/** The settings area (spec 001 §2): its tabs and the current tab's screen; its route lets signed-in visitors only in (routes/signed-in.ts). */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { isAdmin } = useAuth();
  usePageTitle(t('title'));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SettingsTabs tabs={tabsFor(isAdmin)} />
      <Outlet />
    </section>
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
