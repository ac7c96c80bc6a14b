import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context.js';
import styles from './detail-page.module.css';

/** Copies `text` to the clipboard and says so in a notification. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('detailParts');
  const notify = useNotify();
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => notify(t('copied')),
      () => notify(t('copyFailed'), 'error'),
    );
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={label} title={label}>
      {t('copy')}
    </button>
  );
}
