import { buildOutboundInternal } from '../../messages/outbound-internal.js';
import type { WorkloadActivity } from '../activity.js';

/** An external message with a broken signature: the wallet does not accept it and no transaction happens. */
export const badSignatureActivity: WorkloadActivity = {
  name: 'bad-signature',
  weight: 4,
  run(context) {
    const from = context.random.pick(context.participants);
    const to = context.random.pick(context.participants);
    return context.send(from, { internal: buildOutboundInternal({ dest: to.address, value: 1_000_000n, bounce: true }), corruptSignature: true });
  },
};
