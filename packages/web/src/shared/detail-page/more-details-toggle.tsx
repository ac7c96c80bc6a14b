import { useTranslation } from 'react-i18next';
import styles from './detail-page.module.css';

/** The button opening and closing a page's extra details. */
export function MoreDetailsToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation('details');
  return (
    <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {open ? t('lessDetails') : t('moreDetails')}
    </button>
  );
}
