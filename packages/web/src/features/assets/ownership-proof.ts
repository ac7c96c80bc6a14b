import type { OwnershipVerification } from '@tvmscan/api/contract';
import type { RegistryClient } from '../../shared/api/registry-client.js';
import { ApiError } from '../../shared/api/api-error.js';

/** How long link_owner is asked again while the verify transaction is not indexed yet, and how often. */
export const LINK_ATTEMPTS = 30;
export const LINK_INTERVAL_MS = 2000;

/** The internal message the wallet sends to prove ownership, exactly as the registry described it. */
export function verifySend(verification: OwnershipVerification) {
  return {
    to: verification.address,
    amount: verification.amount,
    bounce: verification.bounce,
    payload: { abi: verification.abi, method: verification.method, params: verification.params },
  };
}

/**
 * Links the token to the user with the verify transaction's hash; while the index has not reached the transaction,
 * link_owner answers 412, so it is asked again a while before that answer counts.
 */
export async function linkWhenIndexed(registry: RegistryClient, accessToken: string, root: string, txHash: string, wait = delay): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await registry.post('/v1/authorized/tokens/link_owner', { root_address: root, tx_hash: txHash }, accessToken);
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 412 || attempt >= LINK_ATTEMPTS) throw error;
      await wait(LINK_INTERVAL_MS);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
