import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../config/network-context.js';
import { useWallet } from './wallet-context.js';

/** The wallet's hint line, or on another network the spec's warning (spec 001 §8 'Unsupported network'). */
export function WalletHint({ className, warningClassName }: { className: string | undefined; warningClassName: string | undefined }) {
  const { t } = useTranslation('wallet');
  const { networkName } = useNetworkConfig();
  const wallet = useWallet();
  const name = wallet.local ? t('localWallet') : wallet.walletName;
  switch (wallet.status) {
    case 'unsupported-network':
      return (
        <p className={warningClassName} role="alert">
          {t('unsupportedNetwork', { network: networkName })}
        </p>
      );
    case 'not-installed':
      return <p className={className}>{t(wallet.installUrl === null ? 'hintNoInstallUrl' : 'hintNotInstalled', { wallet: name })}</p>;
    case 'not-connected':
      return <p className={className}>{t('hintNotConnected', { wallet: name })}</p>;
    case 'ready':
      return <p className={className}>{t('hintReady', { wallet: name })}</p>;
  }
}
