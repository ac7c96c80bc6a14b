import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../ui/button.module.css';
import { WalletAction } from './wallet-action.js';
import { useWallet } from './wallet-context.js';
import { WalletHint } from './wallet-hint.js';
import styles from './wallet-gate.module.css';

/**
 * A wallet-gated area (spec 001 §4, §6): `children` once the wallet is ready; until then `message` (by default 'Connect
 * a wallet to continue') with the state's hint or warning and its button (Install wallet, Connect, Switch network).
 */
export function WalletGate({ message, children }: { message?: string; children: ReactNode }) {
  const { status } = useWallet();
  return status === 'ready' ? children : <GateMessage {...(message === undefined ? {} : { message })} />;
}

function GateMessage({ message }: { message?: string }) {
  const { t } = useTranslation('wallet');
  const { status } = useWallet();
  return (
    <div className={styles.gate} data-wallet-status={status}>
      <p className={styles.message}>{message ?? t('gateMessage')}</p>
      <WalletHint className={styles.hint} warningClassName={styles.warning} />
      <WalletAction className={buttons.primary} />
    </div>
  );
}
