import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../shared/i18n/languages.js';
import { useLanguage } from '../../shared/i18n/use-language.js';
import styles from './header.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <select
      className={styles.language}
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
