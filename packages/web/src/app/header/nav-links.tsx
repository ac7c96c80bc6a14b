import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from './nav-items.js';
import { headerItem } from './use-header-fold.js';
import styles from './header.module.css';

interface Props {
  vertical?: boolean;
  /** Hidden, still measured, while the menu holds the links. */
  folded?: boolean;
  onFollow?: () => void;
}

export function NavLinks({ vertical = false, folded = false, onFollow }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav
      aria-label={t('header.navigation')}
      className={vertical ? styles.navVertical : folded ? `${styles.nav} ${styles.folded}` : styles.nav}
      {...(vertical ? {} : headerItem('nav'))}
    >
      {NAV_ITEMS.map(({ key, link }) => {
        const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <Link
            key={key}
            {...link}
            className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
            aria-current={active ? 'page' : undefined}
            onClick={onFollow}
          >
            {t(`nav.${key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
