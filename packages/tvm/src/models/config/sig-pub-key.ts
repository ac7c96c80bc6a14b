import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadTag } from '../../tlb/tag.js';

const ED25519_PUBKEY_TAG = 0x8e81278a;

/** `ed25519_pubkey#8e81278a pubkey:bits256 = SigPubKey;` → the key as hex. */
export function loadSigPubKey(s: Slice): string {
  loadTag(s, 32, [ED25519_PUBKEY_TAG], 'SigPubKey');
  return loadBits256(s);
}

export function storeSigPubKey(b: Builder, publicKey: string): void {
  b.storeUint(ED25519_PUBKEY_TAG, 32);
  storeBits256(b, publicKey);
}
