import type { AddrStd } from '@tvmscan/tvm';
import { bytesToHex } from '@tvmscan/tvm';
import { buildOutboundInternal } from '../../messages/outbound-internal.js';
import type { WorkloadActivity } from '../activity.js';

const SMALL = 50_000_000n;

/** Value to an address nobody uses: bounceable comes back as a bounced message; non-bounceable leaves an uninitialised account. */
export const sendToNowhereActivity: WorkloadActivity = {
  name: 'send-to-nowhere',
  weight: 8,
  run(context) {
    const from = context.random.pick(context.participants);
    const dest: AddrStd = { kind: 'std', workchain: 0, address: bytesToHex(context.random.bytes(32)) };
    const bounce = context.random.below(2) === 0;
    return context.send(from, { internal: buildOutboundInternal({ dest, value: SMALL, bounce }) });
  },
};
