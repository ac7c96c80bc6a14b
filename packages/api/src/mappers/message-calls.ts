import type { ContractVerifier, MessageCall } from '../contract-verifier.js';
import type { DecodedBody } from '../schemas/decoded-body.js';
import type { Message } from '../schemas/message.js';

/**
 * The calls `hashes` carry, read with verified ABIs; none without a verifier. Reading is an addition to the answer:
 * when it fails the answer goes out without the names rather than not at all.
 */
export async function messageCalls(verifier: ContractVerifier | undefined, hashes: readonly string[]): Promise<Map<string, MessageCall>> {
  if (!verifier || hashes.length === 0) return new Map();
  return verifier.readCalls(hashes).catch(() => new Map<string, MessageCall>());
}

/** The message with the function or event its body names, and the verified contract whose ABI read it. */
export function withCall<T extends Message>(message: T, calls: ReadonlyMap<string, MessageCall>): T {
  const call = calls.get(message.messageHash);
  if (!call) return message;
  return { ...message, methodName: call.name, parsedType: call.type === 'Event' ? 'Event' : null, contractName: call.contractName };
}

/** The function a transaction's inbound message called, when a verified ABI reads it as a call. */
export function calledMethod(inMessageHash: string | null, calls: ReadonlyMap<string, MessageCall>): string | null {
  const call = inMessageHash === null ? undefined : calls.get(inMessageHash);
  return call?.type === 'FunctionInput' ? call.name : null;
}

/**
 * The bodies of the messages with these hashes read with the ABIs known for their ends; none without a verifier. As
 * the calls, decoding is an addition: when it fails the answer goes out with the raw bodies only.
 */
export async function messageBodies(verifier: ContractVerifier | undefined, hashes: readonly string[]): Promise<Map<string, DecodedBody>> {
  if (!verifier || hashes.length === 0) return new Map();
  return verifier.decodeBodies(hashes).catch(() => new Map<string, DecodedBody>());
}

/** The message with its body decoded, null when no known ABI reads it. */
export function withDecodedBody<T extends Message>(message: T, bodies: ReadonlyMap<string, DecodedBody>): T & { decodedBody: DecodedBody | null } {
  return { ...message, decodedBody: bodies.get(message.messageHash) ?? null };
}
