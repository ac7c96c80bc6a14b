import { useEffect } from 'react';
import { useNetworkConfig } from './network-context.js';

/** Sets the document title to '{thing} | {network}', or to `thing` alone with `{ whole: true }`. */
export function usePageTitle(thing: string, { whole = false }: { whole?: boolean } = {}): void {
  const { networkName } = useNetworkConfig();
  useEffect(() => {
    document.title = whole ? thing : `${thing} | ${networkName}`;
  }, [thing, whole, networkName]);
}
