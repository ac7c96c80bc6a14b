import type { Kysely } from 'kysely';
import { transactionWithSentMessages, type ChainSchema } from '@tvmscan/store';
import { ownershipUserHash, VERIFY_AMOUNT, VERIFY_BOUNCE, verifyCallUserHash } from './ownership-proof.js';

export interface OwnershipClaim {
  readonly txHash: string;
  /** The token root's owner, as indexed. */
  readonly ownerAddress: string;
  readonly verificationAddress: string;
  /** The subject of the user claiming the token. */
  readonly subject: string;
}

/**
 * Whether the indexed transaction `txHash` proves the claim (spec 001 §4): it is a transaction of the root's owner
 * that did not abort, and it sent the verify call to the verification address with exactly 50 000 000 nano, bounce
 * set, and the hash of this user's id. Anything else, or a transaction not indexed, proves nothing.
 */
export async function provesOwnership(db: Kysely<ChainSchema>, claim: OwnershipClaim): Promise<boolean> {
  const transaction = await transactionWithSentMessages(db, claim.txHash);
  if (!transaction || transaction.aborted || transaction.account !== claim.ownerAddress) return false;
  const userHash = ownershipUserHash(claim.subject);
  return transaction.sent.some(
    (message) =>
      message.src === claim.ownerAddress &&
      message.dst === claim.verificationAddress &&
      message.value === VERIFY_AMOUNT.toString() &&
      message.bounce === VERIFY_BOUNCE &&
      verifyCallUserHash(message.boc) === userHash,
  );
}
