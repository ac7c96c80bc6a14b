import { bytesToHex } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { WorkloadActivity } from '../activity.js';

const SMALL = 50_000_000n;

/** Value to an address nobody uses: bounceable comes back as a bounced message; non-bounceable leaves an uninitialised account. */
export const sendToNowhereActivity: WorkloadActivity = {
  name: 'send-to-nowhere',
  weight: 8,
  run(context) {
    const from = context.random.pick(context.participants);
    const dest = `0:${bytesToHex(context.random.bytes(32))}`;
    const bounce = context.random.below(2) === 0;
    return context.send(from, { internal: relaxedInternalMessage({ dest, value: SMALL, bounce }) });
  },
};
