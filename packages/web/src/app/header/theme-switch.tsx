import { useTranslation } from 'react-i18next';
import { useTheme } from '../../shared/theme/theme-context.js';
import styles from './header.module.css';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  const label = dark ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        {dark ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
        )}
      </svg>
    </button>
  );
}
