import { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadSigPubKey, storeSigPubKey } from './sig-pub-key.js';
import { loadTag } from '../../tlb/tag.js';

const SIMPLE_TAG = 0x5;
const CHAINED_TAG = 0xf;
const CERTIFICATE_TAG = 0x4;

/** `ed25519_signature#5 R:bits256 s:bits256 = CryptoSignatureSimple;` */
export interface CryptoSignatureSimple {
  r: string;
  s: string;
}

/** `certificate#4 temp_key:SigPubKey valid_since:uint32 valid_until:uint32 = Certificate;` */
export interface Certificate {
  tempKey: string;
  validSince: number;
  validUntil: number;
}

/** `signed_certificate$_ certificate:Certificate certificate_signature:CryptoSignature = SignedCertificate;` */
export interface SignedCertificate {
  certificate: Certificate;
  certificateSignature: CryptoSignature;
}

/** A plain signature, or `chained_signature#f` made with a temporary key certified by the persistent one. */
export type CryptoSignature =
  ({ kind: 'simple' } & CryptoSignatureSimple) | { kind: 'chained'; signedCert: SignedCertificate; tempKeySignature: CryptoSignatureSimple };

export function loadCryptoSignatureSimple(s: Slice): CryptoSignatureSimple {
  loadTag(s, 4, [SIMPLE_TAG], 'CryptoSignatureSimple');
  return loadSignatureBody(s);
}

export function storeCryptoSignatureSimple(b: Builder, value: CryptoSignatureSimple): void {
  b.storeUint(SIMPLE_TAG, 4);
  storeSignatureBody(b, value);
}

export function loadCryptoSignature(s: Slice): CryptoSignature {
  const tag = loadTag(s, 4, [SIMPLE_TAG, CHAINED_TAG], 'CryptoSignature');
  if (tag === SIMPLE_TAG) return { kind: 'simple', ...loadSignatureBody(s) };
  const signedCert = loadSignedCertificate(s.loadRefSlice());
  return { kind: 'chained', signedCert, tempKeySignature: loadCryptoSignatureSimple(s) };
}

export function storeCryptoSignature(b: Builder, value: CryptoSignature): void {
  if (value.kind === 'simple') {
    storeCryptoSignatureSimple(b, value);
    return;
  }
  const cert = new Builder();
  storeSignedCertificate(cert, value.signedCert);
  b.storeUint(CHAINED_TAG, 4).storeRef(cert.endCell());
  storeCryptoSignatureSimple(b, value.tempKeySignature);
}

function loadSignedCertificate(s: Slice): SignedCertificate {
  loadTag(s, 4, [CERTIFICATE_TAG], 'Certificate');
  const certificate = { tempKey: loadSigPubKey(s), validSince: s.loadUint(32), validUntil: s.loadUint(32) };
  const certificateSignature = loadCryptoSignature(s);
  s.expectEnd('SignedCertificate');
  return { certificate, certificateSignature };
}

function storeSignedCertificate(b: Builder, value: SignedCertificate): void {
  b.storeUint(CERTIFICATE_TAG, 4);
  storeSigPubKey(b, value.certificate.tempKey);
  b.storeUint(value.certificate.validSince, 32).storeUint(value.certificate.validUntil, 32);
  storeCryptoSignature(b, value.certificateSignature);
}

function loadSignatureBody(s: Slice): CryptoSignatureSimple {
  return { r: loadBits256(s), s: loadBits256(s) };
}

function storeSignatureBody(b: Builder, value: CryptoSignatureSimple): void {
  storeBits256(b, value.r);
  storeBits256(b, value.s);
}
