import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { bytesToHex } from '@tvmscan/tvm';

/** PKCS#8 prefix of a raw 32-byte Ed25519 private key (RFC 8410). */
const PKCS8_ED25519_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]);

/** An Ed25519 key pair made from a 32-byte secret. */
export class Ed25519Key {
  readonly publicKey: Uint8Array;
  private readonly privateKey: KeyObject;

  constructor(secret: Uint8Array) {
    const der = new Uint8Array(PKCS8_ED25519_PREFIX.length + secret.length);
    der.set(PKCS8_ED25519_PREFIX);
    der.set(secret, PKCS8_ED25519_PREFIX.length);
    this.privateKey = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
    const spki = createPublicKey(this.privateKey).export({ format: 'der', type: 'spki' });
    this.publicKey = new Uint8Array(spki.subarray(spki.length - 32));
  }

  get publicKeyHex(): string {
    return bytesToHex(this.publicKey);
  }

  sign(data: Uint8Array): Uint8Array {
    return new Uint8Array(sign(null, data, this.privateKey));
  }
}
