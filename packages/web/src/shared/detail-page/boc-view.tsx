import { useTranslation } from 'react-i18next';
import { DASH } from '../format/index.js';
import { CopyButton } from './copy-button.js';
import { base64ByteLength } from './base64-size.js';
import styles from './detail-page.module.css';

/** A BOC in base64 with its size and a copy button; a dash when there is none. */
export function BocView({ boc, name }: { boc: string | null; name: string }) {
  const { t } = useTranslation('detailParts');
  if (!boc) return DASH;
  return (
    <div className={styles.boc}>
      <div className={styles.bocBar}>
        <span className={styles.muted}>{t('bytes', { count: base64ByteLength(boc) })}</span>
        <CopyButton text={boc} label={t('copyNamed', { name })} />
      </div>
      <pre className={styles.bocText} tabIndex={0} aria-label={name}>
        {boc}
      </pre>
    </div>
  );
}
