import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { participantAfter, type WorkloadActivity } from '../activity.js';

const ONE_COIN = 1_000_000_000n;

/** A native transfer between two of the workload's wallets. */
export const transferActivity: WorkloadActivity = {
  name: 'transfer',
  weight: 40,
  run(context) {
    const from = context.random.pick(context.participants);
    let to = context.random.pick(context.participants);
    if (to === from) to = participantAfter(context, from);
    const value = context.random.amount(ONE_COIN / 100n, ONE_COIN);
    return context.send(from, { internal: relaxedInternalMessage({ dest: to.rawAddress, value, bounce: true }) });
  },
};
