import { useMutation } from '@tanstack/react-query';
import { useWallet, type SentMessage } from '../../shared/session/wallet-context.js';
import type { AbiValue } from '../../shared/abi-form/field-values.js';
import type { ExecutorAbi } from './executor-abi.js';

/** What a send carries beyond the function's inputs: an internal message's value in the smallest unit and bounce, an external one's signing. */
export type SendRequest =
  | { readonly action: 'SendExternal'; readonly input: Record<string, AbiValue>; readonly signed: boolean }
  | { readonly action: 'SendInternal'; readonly input: Record<string, AbiValue>; readonly amount: string; readonly bounce: boolean };

/** A call of the function sent through the wallet (spec 001 §3 SendExternal, SendInternal); resolves once its transaction landed. */
export function useExecutorSend(address: string, abi: ExecutorAbi, method: string) {
  const wallet = useWallet();
  return useMutation({
    mutationFn: (request: SendRequest): Promise<SentMessage> => {
      const call = { abi: JSON.stringify(abi.json), method, params: request.input };
      return request.action === 'SendExternal'
        ? wallet.sendExternal({ to: address, call, signed: request.signed })
        : wallet.sendInternal({ to: address, amount: request.amount, bounce: request.bounce, payload: call });
    },
  });
}
