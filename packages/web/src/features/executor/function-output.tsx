import { useTranslation } from 'react-i18next';
import { AbiValuesView } from './abi-values-view.js';
import type { AbiFunction } from './executor-abi.js';
import styles from './executor.module.css';

/** A call's result (spec 001 §8): titled with its exit code, or Unknown, and its outputs decoded by the ABI. */
export function FunctionOutput({ fn, exitCode, output }: { fn: AbiFunction; exitCode: number | null; output: Record<string, unknown> | null }) {
  const { t } = useTranslation('executor');
  const title = exitCode === null ? t('output.unknown') : t('output.title', { code: exitCode });
  return (
    <div className={styles.output} role="status" aria-label={title}>
      <h4>{title}</h4>
      {output && fn.outputs.length > 0 ? (
        <AbiValuesView params={fn.outputs} values={output} label={title} />
      ) : (
        <p className={styles.note}>{t('output.nothing')}</p>
      )}
    </div>
  );
}
