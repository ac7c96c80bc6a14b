import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PathLink } from '../../shared/ui/path-link.js';
import { NAV_ITEMS } from './nav-items.js';
import styles from './header.module.css';

interface Props {
  vertical?: boolean;
  onFollow?: () => void;
}

export function NavLinks({ vertical = false, onFollow }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={t('header.navigation')} className={vertical ? styles.navVertical : styles.nav}>
      {NAV_ITEMS.map(({ key, path }) => {
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <PathLink
            key={key}
            to={path}
            className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
            aria-current={active ? 'page' : undefined}
            onClick={onFollow}
          >
            {t(`nav.${key}`)}
          </PathLink>
        );
      })}
    </nav>
  );
}
