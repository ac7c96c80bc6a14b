import { useMutation } from '@tanstack/react-query';
import type { EmulateExternalRequest, EmulateSendRequest } from '@tvmscan/api/contract';
import { useApi } from '../../shared/config/network-context.js';

/** What to emulate before the wallet signs: a send from the wallet, or an external call of the contract. */
export type EmulationCall =
  { readonly kind: 'send'; readonly send: EmulateSendRequest } | { readonly kind: 'external'; readonly external: EmulateExternalRequest };

/**
 * What a message would do, run on the current state before the wallet signs it: POST /traces/emulate_send for a send
 * from the wallet, POST /traces/emulate_external for an external call.
 */
export function useSendEmulation() {
  const api = useApi();
  return useMutation({
    mutationFn: (call: EmulationCall) =>
      call.kind === 'send' ? api.post('/traces/emulate_send', call.send) : api.post('/traces/emulate_external', call.external),
  });
}
