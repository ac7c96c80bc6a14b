import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalSearch } from '../../features/search/global-search.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { whenPageIdle } from '../../shared/hooks/when-page-idle.js';
import { useSizeClass } from '../../shared/layout/use-size-class.js';
import { links } from '../../shared/routes/links.js';
import { useTheme } from '../../shared/theme/theme-context.js';
import { useAuth } from '../auth/auth-context.js';
import { AccountMenu } from '../auth/account-menu.js';
import { MobileMenu } from './mobile-menu.js';
import { NavLinks } from './nav-links.js';
import { Switches } from './switches.js';
import styles from './header.module.css';

/** The wallet dropdown loads once the page has loaded and rests, outside the entry chunk, not to delay the first screen. */
const WalletMenu = lazy(() =>
  whenPageIdle()
    .then(() => import('../wallet/wallet-menu.js'))
    .then((module) => ({ default: module.WalletMenu })),
);

export function Header() {
  const { t } = useTranslation();
  const config = useNetworkConfig();
  const { theme } = useTheme();
  const compact = useSizeClass() !== 'large';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onMain = useRouterState({ select: (state) => state.location.pathname }) === links.main.to;
  const wallet = (
    <div className={styles.wallet}>
      <Suspense fallback={<span className={styles.walletPlaceholder} />}>
        <WalletMenu />
      </Suspense>
    </div>
  );
  const account = useAuth().enabled && (
    <div className={styles.account}>
      <AccountMenu compact={compact} />
    </div>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link {...links.main} className={styles.logo} aria-label={t('header.home')}>
          <img src={theme === 'dark' ? config.logo.dark : config.logo.light} alt={config.networkName} height={32} />
        </Link>
        {compact && wallet}
        {compact && account}
        {compact ? (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <>
            <NavLinks />
            {!onMain && (
              <div className={styles.search}>
                <GlobalSearch />
              </div>
            )}
            <Switches />
            {wallet}
            {account}
          </>
        )}
      </div>
      {compact && !onMain && (
        <div className={styles.searchRow}>
          <GlobalSearch />
        </div>
      )}
      {compact && menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
