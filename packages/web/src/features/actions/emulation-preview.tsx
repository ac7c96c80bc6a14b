import { useTranslation } from 'react-i18next';
import type { EmulationResponse } from '@tvmscan/api/contract';
import { displayExitCode, exitCodeMeaning } from '@tvmscan/tvm/error-catalogue';
import { ApiError } from '../../shared/api/api-error.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, shortenAddress } from '../../shared/format/index.js';
import { ActionList, outcomeText } from './action-list.js';
import { actionSentence, headlineAction } from './action-sentence.js';
import styles from './actions.module.css';

const ADDRESS_DIGITS = 4;

/** An emulation as the page holds it: running, failed, or answered. */
export interface EmulationState {
  readonly isPending: boolean;
  readonly error: Error | null;
  readonly data: EmulationResponse | undefined;
}

/**
 * "What this will do", shown before the wallet is asked to sign: the emulated trace's actions in the transaction
 * summary's sentences (its most telling one first), the fees, the balances it changes, or the refusal of the message
 * with its exit code; then the choice to sign or not.
 */
export function EmulationPreview({ emulation, onSign, onCancel }: { emulation: EmulationState; onSign: () => void; onCancel: () => void }) {
  const { t } = useTranslation('actions');
  return (
    <section className={styles.preview} aria-label={t('emulation.label')}>
      <h4 className={styles.previewTitle}>{t('emulation.label')}</h4>
      {emulation.isPending && (
        <p className={styles.facts} role="status">
          {t('emulation.loading')}
        </p>
      )}
      {emulation.error !== null && (
        <p className={styles.failed} role="alert">
          {t('emulation.failed', { message: errorMessage(emulation.error) })}
        </p>
      )}
      {emulation.data !== undefined && <EmulatedTrace emulation={emulation.data} />}
      <div className={styles.previewButtons}>
        <button type="button" onClick={onSign} disabled={emulation.isPending}>
          {t('emulation.sign')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('emulation.cancel')}
        </button>
      </div>
    </section>
  );
}

function EmulatedTrace({ emulation }: { emulation: EmulationResponse }) {
  const { t } = useTranslation('actions');
  const native = useNetworkConfig();
  const short = (address: string | null) => shortenAddress(address, ADDRESS_DIGITS);
  if (emulation.rejected !== null) {
    const { exitCode } = emulation.rejected;
    const meaning = exitCode === null ? null : (exitCodeMeaning(exitCode) ?? null);
    return (
      <p className={styles.failed} role="alert" data-emulation="rejected">
        {exitCode === null ? t('emulation.rejectedNoCode') : t('emulation.rejected', { code: displayExitCode(exitCode) })}
        {meaning !== null && `: ${meaning}`}
      </p>
    );
  }
  const headline = headlineAction(emulation.actions);
  const others = emulation.actions.filter((action) => action !== headline);
  const fees = emulation.transactions.reduce((sum, transaction) => sum + BigInt(transaction.totalFees), 0n);
  return (
    <>
      <p className={styles.sentence} data-emulation="headline">
        {headline === undefined ? t('summary.none') : actionSentence(headline, t, native)}
      </p>
      {others.length > 0 && <ActionList actions={others} name="emulation" />}
      <p className={styles.facts}>
        <span>{t('emulation.fee', { fee: `${formatAmount(fees, native.decimals)} ${native.tokenSymbol}` })}</span>
        {headline !== undefined && (
          <span className={headline.success ? undefined : styles.failed}>
            {outcomeText(headline.success ? 'ok' : (headline.failure?.exitCode ?? null), t)}
          </span>
        )}
        {emulation.truncated && <span>{t('emulation.truncated')}</span>}
      </p>
      <h5 className={styles.previewTitle}>{t('emulation.balances')}</h5>
      <ul className={styles.previewList} data-emulation="balances">
        {emulation.balanceChanges.map((change) => (
          <li key={change.account}>
            {short(change.account)} {signed(change.change, native.decimals)} {native.tokenSymbol}
          </li>
        ))}
        {emulation.tokenBalanceChanges.map((change) => (
          <li key={change.wallet}>
            {short(change.owner ?? change.wallet)} {signed(change.change, change.token?.decimals ?? 0)}{' '}
            {change.token === null || change.token.symbol.trim() === '' ? short(change.token?.root ?? change.wallet) : change.token.symbol}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A change with its sign, in whole units. */
function signed(change: string, decimals: number): string {
  const value = BigInt(change);
  return `${value < 0n ? '−' : '+'}${formatAmount(value < 0n ? -value : value, decimals)}`;
}

function errorMessage(error: Error): string {
  return error instanceof ApiError && error.body ? error.body.error.message : error.message;
}
