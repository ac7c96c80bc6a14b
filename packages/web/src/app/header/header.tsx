import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalSearch } from '../../features/search/global-search.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { whenPageIdle } from '../../shared/hooks/when-page-idle.js';
import { useSizeClass } from '../../shared/layout/use-size-class.js';
import { links } from '../../shared/routes/links.js';
import { useTheme } from '../../shared/theme/theme-context.js';
import { useAuth, type Auth } from '../../shared/session/auth-context.js';
import { AccountMenu } from '../auth/account-menu.js';
import { MobileMenu } from './mobile-menu.js';
import { NavLinks } from './nav-links.js';
import { Switches } from './switches.js';
import { headerItem, menuShown, useHeaderFold } from './use-header-fold.js';
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
  const auth = useAuth();
  const line = useRef<HTMLDivElement>(null);
  const fold = useHeaderFold(line, !compact, `${onMain} ${accountShown(auth)}`);
  const wallet = (
    <div className={styles.wallet} {...headerItem('wallet')}>
      <Suspense fallback={<span className={styles.walletPlaceholder} />}>
        <WalletMenu />
      </Suspense>
    </div>
  );
  const account = auth.enabled && (
    <div className={styles.account} {...headerItem('account')}>
      <AccountMenu compact={compact} />
    </div>
  );
  return (
    <header className={styles.header}>
      <div ref={line} className={styles.inner}>
        <Link {...links.main} className={styles.logo} aria-label={t('header.home')} {...headerItem('logo')}>
          <img src={theme === 'dark' ? config.logo.dark : config.logo.light} alt={config.networkName} height={32} />
        </Link>
        {compact && wallet}
        {compact && account}
        {!compact && (
          <>
            <NavLinks folded={fold.navFolded} />
            {!onMain && (
              <div className={fold.searchOwnLine ? `${styles.search} ${styles.searchOwnLine}` : styles.search} {...headerItem('search')}>
                <GlobalSearch />
              </div>
            )}
            <Switches folded={fold.switchesFolded} />
            {wallet}
            {account}
          </>
        )}
        {(compact || menuShown(fold)) && (
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
        )}
      </div>
      {compact && !onMain && (
        <div className={styles.searchRow}>
          <GlobalSearch />
        </div>
      )}
      {(compact || menuShown(fold)) && menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}

/**
 * What the account's item shows (nothing until the session is read, then the sign-in button or the user's name): the
 * fold is measured anew in the commit that changes it, before the browser lays the line out, so the line never wraps
 * for a frame (a layout shift of the whole page below the header).
 */
function accountShown({ enabled, initialized, user }: Auth): string {
  if (!enabled || !initialized) return 'none';
  return user ? `user ${user.name ?? user.email ?? user.subject}` : 'sign-in';
}
