import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context.js';
import styles from './detail-page.module.css';

/** Copies `text` to the clipboard and says so in a notification; `icon` shows a small icon in place of the word. */
export function CopyButton({ text, label, icon = false }: { text: string; label: string; icon?: boolean }) {
  const { t } = useTranslation('detailParts');
  const notify = useNotify();
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => notify(t('copied')),
      () => notify(t('copyFailed'), 'error'),
    );
  };
  return (
    <button type="button" className={icon ? styles.copyIcon : styles.copy} onClick={copy} aria-label={label} title={label}>
      {icon ? (
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : (
        t('copy')
      )}
    </button>
  );
}
