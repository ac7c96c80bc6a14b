import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavMenu } from './nav-menu.js';
import { currentNavItem, NAV_GROUPS, type NavGroup } from './nav-items.js';
import { headerItem } from './use-header-fold.js';
import styles from './header.module.css';

interface Props {
  vertical?: boolean;
  /** Hidden, still measured, while the ☰ menu holds the links. */
  folded?: boolean;
  onFollow?: () => void;
}

/** The header's areas: a dropdown menu per group on the wide header's line, or every link under its group's heading in the ☰ menu. */
export function NavLinks({ vertical = false, folded = false, onFollow }: Props) {
  const { t } = useTranslation();
  const current = currentNavItem(useRouterState({ select: (state) => state.location.pathname }));
  if (vertical)
    return (
      <nav aria-label={t('header.navigation')} className={styles.navVertical}>
        {NAV_GROUPS.map((group) => (
          <section key={group.key} className={styles.navSection} aria-labelledby={`nav-section-${group.key}`}>
            <h2 id={`nav-section-${group.key}`} className={styles.navSectionHeading}>
              {t(`navGroups.${group.key}`)}
            </h2>
            <GroupLinks group={group} current={current} onFollow={onFollow} />
          </section>
        ))}
      </nav>
    );
  return (
    <nav aria-label={t('header.navigation')} className={folded ? `${styles.nav} ${styles.folded}` : styles.nav} {...headerItem('nav')}>
      {NAV_GROUPS.map((group) => (
        <NavMenu key={group.key} label={t(`navGroups.${group.key}`)} current={group.items.some(({ key }) => key === current)}>
          {(close) => <GroupLinks group={group} current={current} onFollow={close} />}
        </NavMenu>
      ))}
    </nav>
  );
}

function GroupLinks({ group, current, onFollow }: { group: NavGroup; current: string | undefined; onFollow?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.navList}>
      {group.items.map(({ key, link }) => (
        <li key={key}>
          <Link
            {...link}
            className={key === current ? `${styles.navLink} ${styles.active}` : styles.navLink}
            aria-current={key === current ? 'page' : undefined}
            onClick={onFollow}
          >
            {t(`nav.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
