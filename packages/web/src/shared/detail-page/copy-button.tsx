import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context.js';
import styles from './detail-page.module.css';

/** How long the button itself says that it copied. */
const CONFIRMED_MS = 2000;

/**
 * Copies `text` to the clipboard and says so twice: on the button itself for a moment ("Copied", a tick for the icon),
 * where the eye is, and in a notification; a browser without a clipboard (plain HTTP on a public name) is told so.
 * `icon` shows a small icon in place of the word.
 */
export function CopyButton({ text, label, icon = false }: { text: string; label: string; icon?: boolean }) {
  const { t } = useTranslation('detailParts');
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    if (!('clipboard' in navigator)) return notify(t('copyFailed'), 'error');
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        notify(t('copied'));
      },
      () => notify(t('copyFailed'), 'error'),
    );
  };
  return (
    <button type="button" className={icon ? styles.copyIcon : styles.copy} onClick={copy} aria-label={label} title={label}>
      {icon && copied ? (
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      ) : icon ? (
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : copied ? (
        t('copiedShort')
      ) : (
        t('copy')
      )}
    </button>
  );
}
