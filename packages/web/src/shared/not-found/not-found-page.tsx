import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../config/use-page-title.js';
import styles from './not-found-page.module.css';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page}>
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t('notFound.reload')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
          {t('notFound.back')}
        </button>
      </div>
    </section>
  );
}
