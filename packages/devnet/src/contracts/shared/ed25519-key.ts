import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { bytesToHex, hexToBytes } from '@tvmscan/tvm';
import { ContractInputError } from './contract-error.js';

/** An ed25519 key pair as TVM wallets use it: the 32-byte seed (secret key) and public key, in hex. */
export interface Ed25519Key {
  publicKey: string;
  secretKey: string;
}

/** DER header of a PKCS#8 ed25519 private key (RFC 8410); the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = hexToBytes('302e020100300506032b657004220420');
const SEED_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** The key pair of a 32-byte seed: deterministic, so a devnet seed gives the same wallets every run. */
export function ed25519KeyFromSeed(seed: Uint8Array): Ed25519Key {
  if (seed.length !== SEED_BYTES) throw new ContractInputError(`an ed25519 seed has ${SEED_BYTES} bytes, got ${seed.length}`);
  const privateKey = privateKeyOf(seed);
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { publicKey: bytesToHex(spki.subarray(spki.length - SEED_BYTES)), secretKey: bytesToHex(seed) };
}

/** Node parses a DER private key in about a millisecond, ten times the signing: keep one per secret key. */
const signingKeys = new Map<string, KeyObject>();

/** The 64-byte ed25519 signature of `data` with the key's secret seed. */
export function ed25519Sign(key: Ed25519Key, data: Uint8Array): Uint8Array {
  let signingKey = signingKeys.get(key.secretKey);
  if (signingKey === undefined) {
    signingKey = privateKeyOf(hexArgument(key.secretKey, 'secret key'));
    signingKeys.set(key.secretKey, signingKey);
  }
  return sign(null, data, signingKey);
}

/** Checks a 64-hex-digit key and returns its bytes. */
export function hexArgument(value: string, what: string): Uint8Array {
  if (!HEX_KEY.test(value)) throw new ContractInputError(`the ${what} must be 64 hex digits`);
  return hexToBytes(value);
}

function privateKeyOf(seed: Uint8Array): KeyObject {
  const der = new Uint8Array(PKCS8_ED25519_PREFIX.length + SEED_BYTES);
  der.set(PKCS8_ED25519_PREFIX);
  der.set(seed, PKCS8_ED25519_PREFIX.length);
  return createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
}
