import { Builder, type AddrStd } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { WorkloadActivity } from '../activity.js';

const VALUE = 200_000_000n;

/**
 * A call of a function the contract does not have: the SE giver (a Solidity contract) fails its compute
 * phase with exit code 60 and the message bounces back.
 */
export function wrongFunctionActivity(target: AddrStd): WorkloadActivity {
  return {
    name: 'wrong-function',
    weight: 6,
    run(context) {
      const from = context.random.pick(context.participants);
      const body = new Builder().storeUint((context.random.next() | 0x8000_0000) >>> 0, 32).endCell();
      return context.send(from, {
        internal: relaxedInternalMessage({ dest: `${target.workchain}:${target.address}`, value: VALUE, bounce: true, body }),
      });
    },
  };
}
