import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context.js';
import { useWallet } from './wallet-context.js';
import { WalletError } from './wallet-error.js';

/**
 * The one wallet button of a state (spec 001 §4): Install wallet (a link, when the configuration names where),
 * Connect (disabled while loading), Switch network, or Disconnect. A failure is told in a notification; a request the
 * user declined in the wallet is not.
 */
export function WalletAction({ className }: { className: string | undefined }) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const notify = useNotify();
  const run = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) => {
      if (error instanceof WalletError && error.code === 'rejected') return;
      console.error(error);
      notify(t('actionFailed', { reason: error instanceof Error ? error.message : String(error) }), 'error');
    });
  };
  switch (wallet.status) {
    case 'not-installed':
      return wallet.installUrl === null ? null : (
        <a className={className} href={wallet.installUrl} target="_blank" rel="noreferrer">
          {t('installWallet')}
        </a>
      );
    case 'not-connected':
      return (
        <button type="button" className={className} disabled={wallet.loading} onClick={run(wallet.connect)}>
          {wallet.loading ? t('connecting') : t('connect')}
        </button>
      );
    case 'unsupported-network':
      return (
        <button type="button" className={className} disabled={wallet.loading} onClick={run(wallet.switchNetwork)}>
          {t('switchNetwork')}
        </button>
      );
    case 'ready':
      return (
        <button type="button" className={className} disabled={wallet.loading} onClick={run(wallet.disconnect)}>
          {t('disconnect')}
        </button>
      );
  }
}
