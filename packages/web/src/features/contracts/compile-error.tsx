import { useTranslation } from 'react-i18next';
import type { ProgramOutput } from '@tvmscan/api/contract';
import styles from './contracts.module.css';

export interface VerificationFailure {
  message: string;
  compiler?: ProgramOutput;
  linker?: ProgramOutput;
}

/** The verification error in a code-styled box, with what the compiler and the linker printed when they ran. */
export function CompileError({ failure }: { failure: VerificationFailure }) {
  const { t } = useTranslation('contracts');
  const outputs = [
    ['compiler', t('verification.compilerOutput'), failure.compiler],
    ['linker', t('verification.linkerOutput'), failure.linker],
  ] as const;
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>
        <code>{t('verification.errorTitle')}</code>: {failure.message}
      </p>
      {outputs.map(([key, label, output]) =>
        output && (output.stderr || output.stdout) ? (
          <details key={key} open>
            <summary>{label}</summary>
            <pre className={styles.output}>{[output.stderr, output.stdout].filter(Boolean).join('\n')}</pre>
          </details>
        ) : null,
      )}
    </div>
  );
}
