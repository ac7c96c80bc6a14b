import { TlbError } from '../errors.js';

/**
 * The error for a tag of the Everscale node's common-message layout (mesh networks), where messages
 * become CommonMessage and InMsg, OutMsg, MsgEnvelope, AccountBlock and Transaction change their
 * tags; this codec does not read that layout, and says so rather than calling the tag unknown.
 */
export function commonMessageLayout(structure: string, tag: number, bits: number): TlbError {
  const hex = tag.toString(16).padStart(bits / 4, '0');
  return new TlbError('bad-tag', `${structure}: tag #${hex} is the Everscale node's common-message layout, which is not supported`);
}
