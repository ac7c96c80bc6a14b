import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { WorkloadActivity } from '../activity.js';

/** An external message signed with another key: the wallet does not accept it and no transaction happens. */
export const badSignatureActivity: WorkloadActivity = {
  name: 'bad-signature',
  weight: 4,
  run(context) {
    const from = context.random.pick(context.participants);
    const to = context.random.pick(context.participants);
    return context.send(from, {
      internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1_000_000n, bounce: true }),
      signer: context.impostor,
    });
  },
};
