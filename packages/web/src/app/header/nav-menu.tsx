import type { ReactNode } from 'react';
import { useDropdown } from '../../shared/hooks/use-dropdown.js';
import styles from './header.module.css';

interface Props {
  label: string;
  /** The page is one of the menu's areas: its trigger is marked as the nav's current item. */
  current: boolean;
  /** The menu's links, given the function that closes it once one is followed. */
  children: (close: () => void) => ReactNode;
}

/** One group of the wide header's nav: a button that opens its areas' links below it; Escape or a press outside closes it. */
export function NavMenu({ label, current, children }: Props) {
  const { open, setOpen, root } = useDropdown();
  return (
    <div ref={root} className={styles.navMenu}>
      <button
        type="button"
        className={current ? `${styles.navLink} ${styles.navTrigger} ${styles.active}` : `${styles.navLink} ${styles.navTrigger}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open && <div className={styles.navPanel}>{children(() => setOpen(false))}</div>}
    </div>
  );
}
