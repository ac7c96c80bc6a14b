import { createHash } from 'node:crypto';
import { decodeMessage, readBocSingle, Slice } from '@tvmscan/tvm';

/** What the verify transaction attaches (spec 001 §9): 0.05 of the native coin, in nano units, with bounce. */
export const VERIFY_AMOUNT = 50_000_000n;
export const VERIFY_BOUNCE = true;
export const VERIFY_METHOD = 'verifyOwnership';

/**
 * The call the token's owner sends to the network's tokenVerificationAddress: an ABI 2.2 internal call
 * `verifyOwnership(uint256 userHash)`, so that any wallet of this family can send it from this ABI. Its body is the
 * 32-bit function id (the first four bytes of SHA-256 of `verifyOwnership(uint256)()v2`, top bit cleared, as ABI 2
 * numbers a call's input) followed by the 256-bit `userHash`.
 */
export const VERIFY_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.2',
  header: [],
  functions: [{ name: VERIFY_METHOD, inputs: [{ name: 'userHash', type: 'uint256' }], outputs: [] }],
  data: [],
  events: [],
  fields: [],
});

export const VERIFY_FUNCTION_ID = createHash('sha256').update(`${VERIFY_METHOD}(uint256)()v2`).digest().readUInt32BE(0) & 0x7fffffff;

/** The hash of the user id the verify call carries: SHA-256 of the user's subject (its UTF-8 bytes), as 64 hex digits. */
export function ownershipUserHash(subject: string): string {
  return createHash('sha256').update(subject, 'utf8').digest('hex');
}

/** The `userHash` a sent message's body carries (64 hex digits), or undefined when its body is not the verify call. */
export function verifyCallUserHash(messageBoc: Uint8Array): string | undefined {
  const body = new Slice(decodeMessage(readBocSingle(messageBoc)).body);
  if (body.remainingBits < 32 + 256 || body.loadUint(32) !== VERIFY_FUNCTION_ID) return undefined;
  return body.loadUintBig(256).toString(16).padStart(64, '0');
}
