import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './nav-links.js';
import { Switches } from './switches.js';
import styles from './header.module.css';

/** The full-screen menu of small screens; closes on a followed link, Escape or its close button. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose]);
  return (
    <div className={styles.mobileMenu} role="dialog" aria-modal="true" aria-label={t('header.navigation')}>
      <button type="button" className={`${styles.iconButton} ${styles.menuClose}`} aria-label={t('header.closeMenu')} onClick={onClose}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <NavLinks vertical onFollow={onClose} />
      <Switches />
    </div>
  );
}
