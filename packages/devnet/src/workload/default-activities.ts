import type { AddrStd } from '@tvmscan/tvm';
import type { WorkloadActivity } from './activity.js';
import { badSignatureActivity } from './activities/bad-signature.js';
import { deployWalletActivity } from './activities/deploy-wallet.js';
import { insufficientFundsActivity } from './activities/insufficient-funds.js';
import { sendToNowhereActivity } from './activities/send-to-nowhere.js';
import { transferActivity } from './activities/transfer.js';
import { wrongFunctionActivity } from './activities/wrong-function.js';

/** The native-coin activities of a real network, successes and failures. Token activities are appended to this list. */
export function nativeActivities(seGiver: AddrStd): WorkloadActivity[] {
  return [
    transferActivity,
    deployWalletActivity(),
    sendToNowhereActivity,
    wrongFunctionActivity(seGiver),
    insufficientFundsActivity,
    badSignatureActivity,
  ];
}
