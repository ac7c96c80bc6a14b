import type { AddrStd } from '@tvmscan/tvm';
import type { WorkloadActivity } from './activity.js';
import { badSignatureActivity } from './activities/bad-signature.js';
import { deployWalletActivity } from './activities/deploy-wallet.js';
import { insufficientFundsActivity } from './activities/insufficient-funds.js';
import { sendToNowhereActivity } from './activities/send-to-nowhere.js';
import { transferActivity } from './activities/transfer.js';
import { wrongFunctionActivity } from './activities/wrong-function.js';
import { jettonActivities } from './tokens/jetton-activities.js';
import { tip3Activities } from './tokens/tip3-activities.js';
import { tip4Activities } from './tokens/tip4-activities.js';
import { tip422Activities } from './tokens/tip422-activities.js';
import type { DevnetUrlCollection } from './tokens/devnet-url-collection.js';
import { vep1155Activities } from './tokens/vep1155-activities.js';
import type { DevnetMultiCollection } from './tokens/devnet-multi-collection.js';
import { TokenLedger } from './tokens/token-ledger.js';
import { seGiverAddress } from '../genesis/genesis.js';
import type { WorkloadHost } from './workload-host.js';

/** The native-coin activities of a real network, successes and failures. */
function nativeActivities(seGiver: AddrStd): WorkloadActivity[] {
  return [
    transferActivity,
    deployWalletActivity(),
    sendToNowhereActivity,
    wrongFunctionActivity(seGiver),
    insufficientFundsActivity,
    badSignatureActivity,
  ];
}

export interface DefaultActivities {
  activities: WorkloadActivity[];
  /** What the token activities expect the chain to hold once their messages land. */
  ledger: TokenLedger;
}

/**
 * The native activities and the TIP-3, Jetton and TIP-4 activities on the devnet's tokens; with `urlCollection` (which
 * needs the devnet's HTTP server for its metadata) its TIP-4.2.2 activities too, with `multiCollection` its standard-6
 * multi-token activities.
 */
export function defaultActivities(
  host: Pick<WorkloadHost, 'tokens'>,
  urlCollection?: DevnetUrlCollection,
  multiCollection?: DevnetMultiCollection,
): DefaultActivities {
  const ledger = new TokenLedger();
  for (const token of host.tokens.tokens) ledger.mint(token.address, token.owner.rawAddress, token.initialSupply);
  for (const jetton of host.tokens.jettons) ledger.mint(jetton.address, jetton.admin.rawAddress, jetton.initialSupply);
  return {
    activities: [
      ...nativeActivities(seGiverAddress()),
      ...tip3Activities(host.tokens.tokens, ledger),
      ...jettonActivities(host.tokens.jettons, ledger),
      ...tip4Activities(host.tokens.collections, ledger),
      ...(urlCollection === undefined ? [] : tip422Activities(urlCollection, ledger)),
      ...(multiCollection === undefined ? [] : vep1155Activities(multiCollection, ledger)),
    ],
    ledger,
  };
}

/**
 * A chain mostly of token transactions: the token and NFT activities of `defaultActivities` (same ledger) and the
 * wallet deploys that bring in new participants, without the other native activities.
 */
export function tokenActivities(
  host: Pick<WorkloadHost, 'tokens'>,
  urlCollection?: DevnetUrlCollection,
  multiCollection?: DevnetMultiCollection,
): DefaultActivities {
  const all = defaultActivities(host, urlCollection, multiCollection);
  const isToken = (activity: WorkloadActivity) => activity.name === 'deploy' || /^(tip3|tip4|tip422|vep1155|jetton)-/.test(activity.name);
  return { activities: all.activities.filter(isToken), ledger: all.ledger };
}
