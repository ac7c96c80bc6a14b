import { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { loadCryptoSignature, storeCryptoSignature, type CryptoSignature } from './crypto-signature.js';
import { keyToBits256, bits256ToKey, loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadSigPubKey, storeSigPubKey } from './sig-pub-key.js';
import { loadTag } from '../../tlb/tag.js';

const TEMP_KEY_TAG = 0x3;
const SIGNED_TAG = 0x4;

/** `validator_temp_key#3 adnl_addr:bits256 temp_public_key:SigPubKey seqno:# valid_until:uint32` */
export interface ValidatorTempKey {
  adnlAddress: string;
  tempPublicKey: string;
  seqno: number;
  /** Unix time until which the key is valid. */
  validUntil: number;
}

/** `signed_temp_key#4 key:^ValidatorTempKey signature:CryptoSignature` */
export interface ValidatorSignedTempKey {
  key: ValidatorTempKey;
  signature: CryptoSignature;
}

/** One entry of `_ (HashmapE 256 ValidatorSignedTempKey) = ConfigParam 39;`, keyed by a 256-bit hex key. */
export interface ValidatorTempKeyEntry {
  key: string;
  value: ValidatorSignedTempKey;
}

export function loadValidatorTempKeys(s: Slice): ValidatorTempKeyEntry[] {
  return loadHashmapE(s, 256, loadValidatorSignedTempKey).map(({ key, value }) => ({ key: keyToBits256(key), value }));
}

export function storeValidatorTempKeys(b: Builder, entries: readonly ValidatorTempKeyEntry[]): void {
  storeHashmapE(
    b,
    entries.map(({ key, value }) => ({ key: bits256ToKey(key), value })),
    256,
    storeValidatorSignedTempKey,
  );
}

export function loadValidatorSignedTempKey(s: Slice): ValidatorSignedTempKey {
  loadTag(s, 4, [SIGNED_TAG], 'ValidatorSignedTempKey');
  const ref = s.loadRefSlice();
  loadTag(ref, 4, [TEMP_KEY_TAG], 'ValidatorTempKey');
  const key = { adnlAddress: loadBits256(ref), tempPublicKey: loadSigPubKey(ref), seqno: ref.loadUint(32), validUntil: ref.loadUint(32) };
  ref.expectEnd('ValidatorTempKey');
  return { key, signature: loadCryptoSignature(s) };
}

export function storeValidatorSignedTempKey(b: Builder, value: ValidatorSignedTempKey): void {
  const key = new Builder().storeUint(TEMP_KEY_TAG, 4);
  storeBits256(key, value.key.adnlAddress);
  storeSigPubKey(key, value.key.tempPublicKey);
  key.storeUint(value.key.seqno, 32).storeUint(value.key.validUntil, 32);
  b.storeUint(SIGNED_TAG, 4).storeRef(key.endCell());
  storeCryptoSignature(b, value.signature);
}
