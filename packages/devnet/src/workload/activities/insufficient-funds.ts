import { decodeAccount } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { WorkloadActivity } from '../activity.js';

/** Send mode 1: pay fees apart, do not ignore errors. */
const MODE_STRICT = 1;

/** A send of more than the wallet holds with errors not ignored: the action phase fails with result code 37. */
export const insufficientFundsActivity: WorkloadActivity = {
  name: 'insufficient-funds',
  weight: 6,
  run(context) {
    const from = context.random.pick(context.participants);
    const to = context.random.pick(context.participants);
    const state = context.host.accountState(from.address);
    const balance = state === undefined ? 0n : (decodeAccount(state.account)?.storage.balance.coins ?? 0n);
    return context.send(from, {
      internal: relaxedInternalMessage({ dest: to.rawAddress, value: balance * 2n + 1n, bounce: true }),
      flags: MODE_STRICT,
    });
  },
};
