import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import { participantAfter, type WorkloadActivity } from '../activity.js';
import type { TokenLedger } from '../tokens/token-ledger.js';

const ONE_COIN = 1_000_000_000n;

/** A native transfer between two of the workload's wallets, entered in `ledger` (when given) once the network takes it. */
export function transferActivity(ledger?: TokenLedger): WorkloadActivity {
  return {
    name: 'transfer',
    weight: 40,
    run(context) {
      const from = context.random.pick(context.participants);
      let to = context.random.pick(context.participants);
      if (to === from) to = participantAfter(context, from);
      const value = context.random.amount(ONE_COIN / 100n, ONE_COIN);
      const result = context.send(from, { internal: relaxedInternalMessage({ dest: to.rawAddress, value, bounce: true }) });
      if (result.kind === 'executed') ledger?.nativeTransfer(from.rawAddress, to.rawAddress, value);
      return result;
    },
  };
}
