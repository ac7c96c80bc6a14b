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
