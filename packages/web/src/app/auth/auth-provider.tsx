import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRegistryClient, DEFAULT_REGISTRY_API } from '../../shared/api/registry-client.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { AuthContext, type Auth } from '../../shared/session/auth-context.js';
import { SIGNED_OUT } from './auth-state.js';
import { createBrowserAuthSession } from './browser-auth-session.js';

const noSubscription = () => () => undefined;
const signedOut = () => SIGNED_OUT;

/**
 * The sign-in of the deployment's OpenID provider (`signIn` of /config.json) for everything below; without one,
 * always signed out. `replaceAddress` changes the page's address through the router.
 */
export function AuthProvider({ replaceAddress, children }: { replaceAddress: (path: string) => void; children: ReactNode }) {
  const config = useNetworkConfig();
  const [registry] = useState(() => createRegistryClient(config.api.admin ?? DEFAULT_REGISTRY_API));
  const [session] = useState(() => (config.signIn ? createBrowserAuthSession(config.signIn, registry, replaceAddress) : null));
  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? signedOut);
  useEffect(() => session?.connect(), [session]);
  const auth = useMemo<Auth>(
    () => ({
      ...state,
      enabled: session !== null,
      registry,
      signIn: (returnTo = `${window.location.pathname}${window.location.search}`) => session?.signIn(returnTo) ?? Promise.resolve(),
      signOut: () => session?.signOut() ?? Promise.resolve(),
    }),
    [state, session, registry],
  );
  return <AuthContext value={auth}>{children}</AuthContext>;
}
