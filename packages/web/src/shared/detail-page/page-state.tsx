import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../config/use-page-title.js';
import styles from './detail-page.module.css';

/** The detail page while its entity loads. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      {t('states.loading')}
    </div>
  );
}

/** The detail page of an entity the API does not know, or could not answer for. */
export function MissingState({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <section className={styles.state}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** A part of a page (a panel, a tab) while its data loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles.noData} role="status">
      {t('states.loading')}
    </p>
  );
}

/** The text shown in place of an empty list or diagram. */
export function NoData() {
  const { t } = useTranslation();
  return <p className={styles.noData}>{t('states.noData')}</p>;
}
