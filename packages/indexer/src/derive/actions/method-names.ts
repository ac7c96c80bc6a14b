import { standardFunctionName } from '@tvmscan/contracts';
import { standardFunction, type ActionInput } from '@tvmscan/contracts/actions';

/**
 * The function a transaction's inbound message calls, where a known ABI names it: its verified contract's ABI as
 * it decoded the call, else the published standards' ABIs (the wallets', TIP-3's, TIP-4.1's, standard 6's) and the
 * standards' function ids (the older TIP-3 wallets, TIP-4.3's indexes, TEP-74's operations) by the call's id. A
 * signed external call is read at the place the wallets' headers put its id. Null for anything else: a transfer of
 * value, a comment, a bounce, a body no known ABI names.
 */
export function methodNameOf(input: ActionInput): string | null {
  if (input.contract?.call) return input.contract.call.function;
  const body = input.reading.inMessage?.body;
  if (body === undefined || (body.kind !== 'call' && body.kind !== 'signed')) return null;
  return standardFunctionName(body.functionId) ?? standardFunction(body.functionId)?.name ?? null;
}
