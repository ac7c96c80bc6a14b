import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contracts.module.css';

const CodeViewer = lazy(() => import('./code-viewer.js').then((module) => ({ default: module.CodeViewer })));

/** A folded viewer whose text is produced and drawn only when the reader opens it. */
export function LazyViewer({ title, text }: { title: string; text: () => string }) {
  const { t } = useTranslation('contracts');
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.viewer} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open && (
        <Suspense fallback={<p>{t('contract.loading')}</p>}>
          <CodeViewer text={text()} label={title} />
        </Suspense>
      )}
    </details>
  );
}
