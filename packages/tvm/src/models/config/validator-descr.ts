import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadSigPubKey, storeSigPubKey } from './sig-pub-key.js';
import { loadTag } from '../../tlb/tag.js';

const BLS_PUBLIC_KEY_BYTES = 48;

interface ValidatorKeyAndWeight {
  /** Ed25519 public key, hex. */
  publicKey: string;
  weight: bigint;
}

/**
 * `validator#53 public_key:SigPubKey weight:uint64`, `validator_addr#73 … adnl_addr:bits256`, and
 * Everscale's `#93` (adds `mc_seqno_since:uint32`, the masterchain block from which it validates)
 * and `#74` (adds a 48-byte BLS public key).
 */
export type ValidatorDescr =
  | ({ kind: 'validator' } & ValidatorKeyAndWeight)
  | ({ kind: 'validator_addr'; adnlAddress: string } & ValidatorKeyAndWeight)
  | ({ kind: 'validator_addr_seqno'; adnlAddress: string; mcSeqnoSince: number } & ValidatorKeyAndWeight)
  | ({ kind: 'validator_bls'; adnlAddress: string; blsPublicKey: string } & ValidatorKeyAndWeight);

const TAGS = { validator: 0x53, validator_addr: 0x73, validator_addr_seqno: 0x93, validator_bls: 0x74 } as const;

export function loadValidatorDescr(s: Slice): ValidatorDescr {
  const tag = loadTag(s, 8, Object.values(TAGS), 'ValidatorDescr');
  const base = { publicKey: loadSigPubKey(s), weight: s.loadUint64() };
  if (tag === TAGS.validator) return { kind: 'validator', ...base };
  const adnlAddress = loadBits256(s);
  if (tag === TAGS.validator_addr) return { kind: 'validator_addr', ...base, adnlAddress };
  if (tag === TAGS.validator_addr_seqno) return { kind: 'validator_addr_seqno', ...base, adnlAddress, mcSeqnoSince: s.loadUint(32) };
  return { kind: 'validator_bls', ...base, adnlAddress, blsPublicKey: bytesToHex(s.loadBytes(BLS_PUBLIC_KEY_BYTES)) };
}

export function storeValidatorDescr(b: Builder, value: ValidatorDescr): void {
  b.storeUint(TAGS[value.kind], 8);
  storeSigPubKey(b, value.publicKey);
  b.storeUint(value.weight, 64);
  if (value.kind === 'validator') return;
  storeBits256(b, value.adnlAddress);
  if (value.kind === 'validator_addr_seqno') b.storeUint(value.mcSeqnoSince, 32);
  if (value.kind === 'validator_bls') b.storeBytes(hexToBytes(value.blsPublicKey));
}
