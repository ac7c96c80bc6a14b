import { useTranslation } from 'react-i18next';
import type { Action } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { actionSentence } from './action-sentence.js';
import styles from './actions.module.css';

type ActionsT = ReturnType<typeof useTranslation<'actions'>>['t'];

/** Actions told one a line, in the summary's sentences, a failed one with its exit code; `name` marks the list for tests. */
export function ActionList({ actions, name }: { actions: readonly Action[]; name: string }) {
  const { t } = useTranslation('actions');
  const native = useNetworkConfig();
  return (
    <ul className={styles.actionList} data-actions={name}>
      {actions.map((action) => (
        <li key={`${action.transactionHash}/${action.position}`}>
          {actionSentence(action, t, native)}
          {!action.success && (
            <span className={styles.failed}> {outcomeText(action.failure?.exitCode ?? action.failure?.resultCode ?? null, t)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Success, or the failure with its exit code where there is one. */
export function outcomeText(code: number | 'ok' | null, t: ActionsT): string {
  if (code === 'ok') return t('summary.success');
  return code === null ? t('summary.failed') : t('summary.failedCode', { code });
}
