import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AbiReadError, parseExecutorAbi, type ExecutorAbi } from './executor-abi.js';
import styles from './executor.module.css';

interface Props {
  /** The verified contract's name when its ABI is there to use. */
  readonly verifiedName: string | null;
  readonly pasted: boolean;
  readonly onPaste: (abi: ExecutorAbi | null) => void;
}

/** Where the executor's ABI comes from: the verified contract's, or one the user pastes (on any account). */
export function AbiChooser({ verifiedName, pasted, onPaste }: Props) {
  const { t } = useTranslation('executor');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const use = (event: FormEvent) => {
    event.preventDefault();
    try {
      onPaste(parseExecutorAbi(text));
      setProblem(null);
      setOpen(false);
    } catch (error) {
      if (!(error instanceof AbiReadError)) throw error;
      setProblem(error.reason === 'notJson' ? t('abi.notJson') : t('abi.invalid', { message: t('abi.noFunctions') }));
    }
  };
  return (
    <section className={styles.chooser} aria-label={t('abi.title')}>
      <p className={styles.note}>{pasted ? t('abi.pasted') : verifiedName ? t('abi.verified', { name: verifiedName }) : t('abi.none')}</p>
      <div className={styles.buttons}>
        {pasted && verifiedName && (
          <button type="button" className={styles.secondary} onClick={() => onPaste(null)}>
            {t('abi.useVerified')}
          </button>
        )}
        {!open && (
          <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
            {t('abi.paste')}
          </button>
        )}
      </div>
      {open && (
        <form className={styles.form} onSubmit={use} noValidate>
          <label className={styles.pasteField}>
            {t('abi.pasteLabel')}
            <textarea rows={8} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          {problem !== null && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <div className={styles.buttons}>
            <button type="submit" className={styles.action}>
              {t('abi.use')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
