import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './filters.module.css';

interface Props {
  onApply: () => void;
  onReset: () => void;
  /** Why the typed filters cannot be applied, already translated. */
  error: string | null;
  children: ReactNode;
}

/** A list's filters: the fields, Apply (Enter in any field) and Reset to the list's defaults. */
export function FilterPanel({ onApply, onReset, error, children }: Props) {
  const { t } = useTranslation('lists');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
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
}
