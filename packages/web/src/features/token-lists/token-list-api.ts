import type { RegistryParamsOf, RegistryRequestOf, RegistryResponseOf, RegistryRoute } from '@tvmscan/api/contract';
import { useMemo } from 'react';
import { useAuth } from '../../shared/session/auth-context.js';
import { request } from '../../shared/api/client.js';
import { DEFAULT_REGISTRY_API } from '../../shared/api/registry-client.js';
import { fillPath } from '../../shared/api/path-client.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';

/** What a registry call takes: its path parameters and its JSON body, each only when the route has them. */
type CallInput<Route extends RegistryRoute> = (RegistryParamsOf<Route> extends undefined ? { params?: never } : { params: RegistryParamsOf<Route> }) &
  (RegistryRequestOf<Route> extends undefined ? { body?: never } : { body: RegistryRequestOf<Route> });

/** The token-list calls of the registry API (spec 001 §7), each sent with the signed-in user's token when there is one. */
export interface TokenListApi {
  call<Route extends RegistryRoute>(route: Route, input: CallInput<Route>): Promise<RegistryResponseOf<Route>>;
  /** The address of a list's manifest.json (its JSON source), by the list's url. */
  manifestUrl(listUrl: string): string;
  /** Whether the calls go as a signed-in user. */
  signedIn: boolean;
}

export function useTokenListApi(): TokenListApi {
  const config = useNetworkConfig();
  const { user } = useAuth();
  const base = (config.api.admin ?? DEFAULT_REGISTRY_API).replace(/\/+$/, '');
  const accessToken = user?.accessToken;
  return useMemo<TokenListApi>(() => {
    const headers: Record<string, string> = accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` };
    return {
      call: (route, { params, body }) => {
        const [method, path] = route.split(' ') as [string, string];
        return request(method, base, fillPath(path, (params ?? {}) as Record<string, string>), body as object | undefined, headers);
      },
      manifestUrl: (listUrl) =>
        new URL(`${base}${fillPath('/v1/info/token_lists/by_url/:url/manifest.json', { url: listUrl })}`, window.location.href).href,
      signedIn: accessToken !== undefined,
    };
  }, [base, accessToken]);
}
