import { useMutation } from '@tanstack/react-query';
import type { EmulateSendRequest } from '@tvmscan/api/contract';
import { useApi } from '../../shared/config/network-context.js';

/** POST /traces/emulate_send: what a send from the wallet would do, run on the current state before the wallet signs it. */
export function useSendEmulation() {
  const api = useApi();
  return useMutation({ mutationFn: (send: EmulateSendRequest) => api.post('/traces/emulate_send', send) });
}
