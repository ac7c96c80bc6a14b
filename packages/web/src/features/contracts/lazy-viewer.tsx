import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeLanguage } from './code-language.js';
import styles from './contracts.module.css';

const CodeViewer = lazy(() => import('./code-viewer.js').then((module) => ({ default: module.CodeViewer })));

/** A folded viewer whose text is produced and drawn (with CodeMirror, loaded then) only when the reader opens it. */
export function LazyViewer({ title, text, language }: { title: string; text: () => string; language: CodeLanguage }) {
  const { t } = useTranslation('contracts');
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.viewer} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open && (
        <Suspense fallback={<p>{t('contract.loading')}</p>}>
          <CodeViewer text={text()} label={title} language={language} />
        </Suspense>
      )}
    </details>
  );
}
