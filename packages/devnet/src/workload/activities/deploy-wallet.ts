import { relaxedInternalMessage } from '../../contracts/shared/internal-message.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import type { WorkloadActivity } from '../activity.js';
import { present } from '../../present.js';

const FUNDING = 10_000_000_000n;
const FIRST_TRANSFER = 100_000_000n;

/**
 * New wallets, in two steps as on a real network: the giver sends value to the address of a fresh key
 * (an uninitialised account appears), then the wallet's first call carries its state init and deploys it.
 */
export function deployWalletActivity(): WorkloadActivity {
  const funded: EverWallet[] = [];
  return {
    name: 'deploy',
    weight: 8,
    run(context) {
      const ready = funded.findIndex((wallet) => context.host.accountState(wallet.address) !== undefined);
      if (ready < 0) {
        const fresh = context.newWallet();
        funded.push(fresh);
        return context.send(context.host.giver, { internal: relaxedInternalMessage({ dest: fresh.rawAddress, value: FUNDING, bounce: false }) });
      }
      const wallet = present(funded.splice(ready, 1)[0], 'the funded wallet');
      const to = context.random.pick(context.participants);
      const result = context.send(wallet, {
        internal: relaxedInternalMessage({ dest: to.rawAddress, value: FIRST_TRANSFER, bounce: true }),
        deploy: true,
      });
      if (result.kind === 'executed') context.adopt(wallet);
      return result;
    },
  };
}
