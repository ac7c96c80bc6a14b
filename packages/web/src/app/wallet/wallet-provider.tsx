import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { whenPageIdle } from '../../shared/hooks/when-page-idle.js';
import { WalletContext, type Wallet } from '../../shared/session/wallet-context.js';
import { WalletError } from '../../shared/session/wallet-error.js';
import type { WalletSession } from './wallet-session.js';
import { walletStatusOf, type WalletSnapshot } from './wallet-snapshot.js';

const DETECTING: WalletSnapshot = { available: true, loading: true, account: null, networkId: null, local: false };
const UNAVAILABLE: WalletSnapshot = { available: false, loading: false, account: null, networkId: null, local: false };
const noSubscription = () => () => undefined;

/**
 * The wallet of the page (spec 001 §4) for everything below. The wallet module (everscale-inpage-provider, and for the
 * devnet's local wallet the standalone client) is loaded once the page has loaded and rests, outside the entry chunk,
 * so that it does not delay the first screen.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const config = useNetworkConfig();
  const [session, setSession] = useState<WalletSession | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let opened: WalletSession | null = null;
    whenPageIdle()
      .then(() => import('./wallet-session.js'))
      .then((module) => module.openWalletSession(config))
      .then(
        (next) => {
          if (live) setSession((opened = next));
          else next.close();
        },
        (error: unknown) => {
          console.error(error);
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
      opened?.close();
    };
  }, [config]);
  const fallback = failed ? UNAVAILABLE : DETECTING;
  const snapshot = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getSnapshot ?? (() => fallback));
  const wallet = useMemo<Wallet>(() => {
    const act = <T,>(action: (session: WalletSession) => Promise<T>) =>
      session ? action(session) : Promise.reject(new WalletError('not-ready', 'the wallet is still loading'));
    return {
      status: walletStatusOf(snapshot, config.networkId),
      loading: snapshot.loading,
      account: snapshot.account,
      networkId: snapshot.networkId,
      walletName: config.walletName,
      local: snapshot.local,
      installUrl: config.walletInstallUrl,
      connect: () => act((each) => each.connect()),
      disconnect: () => act((each) => each.disconnect()),
      switchNetwork: () => act((each) => each.switchNetwork()),
      sendInternal: (send) => act((each) => each.sendInternal(send)),
      sendExternal: (send) => act((each) => each.sendExternal(send)),
    };
  }, [snapshot, session, config]);
  return <WalletContext value={wallet}>{children}</WalletContext>;
}
