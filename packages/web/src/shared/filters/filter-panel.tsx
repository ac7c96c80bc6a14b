import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSizeClass } from '../layout/use-size-class.js';
import styles from './filters.module.css';

interface Props {
  onApply: () => void;
  onReset: () => void;
  /** Why the typed filters cannot be applied, already translated. */
  error: string | null;
  children: ReactNode;
}

/** A list's filters: the fields, Apply (Enter in any field) and Reset to the list's defaults; folded on phones so the list comes first. */
export function FilterPanel({ onApply, onReset, error, children }: Props) {
  const { t } = useTranslation('lists');
  const folded = useSizeClass() === 'small';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const form = (
    <form className={styles.panel} onSubmit={submit} aria-label={t('filters.title')}>
      <div className={styles.fields}>{children}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t('filters.apply')}
        </button>
        <button type="button" className={styles.reset} onClick={onReset}>
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
  if (!folded) return form;
  return (
    <details className={styles.folded}>
      <summary>{t('filters.title')}</summary>
      {form}
    </details>
  );
}
