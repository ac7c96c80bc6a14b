import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../shared/hooks/use-dropdown.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import type { SizeClass } from '../../shared/layout/size-class.js';
import { useSizeClass } from '../../shared/layout/use-size-class.js';
import { links } from '../../shared/routes/links.js';
import { WalletAction } from '../../shared/session/wallet-action.js';
import { shortenWalletAddress, type AddressShortening } from './wallet-address.js';
import { useWallet } from '../../shared/session/wallet-context.js';
import { WalletHint } from '../../shared/session/wallet-hint.js';
import styles from './wallet-menu.module.css';

const TRIGGER_DIGITS: Record<SizeClass, AddressShortening | null> = { large: 5, medium: 3, small: null };

/**
 * The header's wallet dropdown (spec 001 §2): the network name, the wallet's shortened address linking to its account
 * page, the state's one button (Install wallet, Connect, Switch network, Disconnect) and the hint line or the
 * unsupported-network warning. The trigger shows the shortened address once connected, with 5 digits on large screens
 * and 3 on medium ones; on a phone only the icon, as on wider screens while the header's line is short (use-header-fold.ts).
 * The tooltip gives the whole address.
 */
export function WalletMenu() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const digits = TRIGGER_DIGITS[useSizeClass()];
  const { open, setOpen, root } = useDropdown();
  const address = wallet.account && digits !== null ? shortenWalletAddress(wallet.account.address, digits) : null;
  return (
    <div ref={root} data-wallet-status={wallet.status}>
      <button
        type="button"
        className={address === null ? `${styles.trigger} ${styles.iconOnly}` : styles.trigger}
        aria-label={t('walletMenu')}
        title={wallet.account?.address ?? t('walletMenu')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <WalletIcon />
        {address !== null && <span className={styles.address}>{address}</span>}
        {wallet.status === 'unsupported-network' && <span className={styles.alertDot} aria-hidden="true" />}
      </button>
      {open && <WalletPanel onFollow={() => setOpen(false)} />}
    </div>
  );
}

function WalletPanel({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation('wallet');
  const { networkName } = useNetworkConfig();
  const wallet = useWallet();
  return (
    <div className={styles.panel} role="group" aria-label={t('walletMenu')}>
      <div className={styles.row}>
        <span className={styles.label}>{t('network')}</span>
        <strong>{networkName}</strong>
      </div>
      <div className={styles.row}>
        <span className={styles.label}>{t('wallet')}</span>
        <span>{wallet.local ? t('localWallet') : wallet.walletName}</span>
      </div>
      {wallet.account && (
        <Link {...links.account(wallet.account.address)} className={styles.account} title={wallet.account.address} onClick={onFollow}>
          {shortenWalletAddress(wallet.account.address, 5)}
        </Link>
      )}
      <WalletHint className={styles.hint} warningClassName={styles.warning} />
      <WalletAction className={styles.action} />
    </div>
  );
}

function WalletIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7z" />
        <path d="M4 7l11-3v3" />
        <circle cx="16" cy="13.5" r="1.2" fill="currentColor" stroke="none" />
      </g>
    </svg>
  );
}
