import type { TFunction } from 'i18next';
import type { TransactionIssue } from './transaction-issue.js';

/** The label of a transaction's outcome: its warning, its error (exit code, else result code, else 'no data') or success. */
export function issueLabel(issue: TransactionIssue | null, t: TFunction<'messageDiagram'>, tCommon: TFunction): string {
  if (issue === null) return t('success');
  if (issue.kind === 'warning') return t('uninitWarning');
  if (issue.source === 'none') return tCommon('states.noData');
  const code = t(issue.source === 'exitCode' ? 'exitCode' : 'resultCode', { code: issue.code });
  return issue.meaning === null ? code : `${code}: ${issue.meaning}`;
}
