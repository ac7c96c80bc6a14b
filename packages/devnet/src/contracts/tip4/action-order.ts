import type { Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { cellToBase64 } from '../shared/boc-base64.js';
import { collectionArtifact, nftArtifact } from './nft-artifacts.js';

const verdicts = new Map<string, boolean>();

/**
 * Whether `code` is the sample Collection of @broxus/tip4 or its Nft (with any collection's salt). Both
 * send with mode 128 (all the balance) before further actions — the collection before its NftCreated
 * event, the NFT before deploying its indexes — and so work only where, as on Everscale, the mode-128
 * message is sent after the other actions.
 */
export function reliesOnEverscaleActionOrder(code: Cell): boolean {
  const hash = code.hashHex();
  let verdict = verdicts.get(hash);
  if (verdict === undefined) {
    verdict = hash === collectionArtifact().code.hashHex() || isSaltedNftCode(code, hash);
    verdicts.set(hash, verdict);
  }
  return verdict;
}

function isSaltedNftCode(code: Cell, hash: string): boolean {
  let salt: string | undefined;
  try {
    salt = nt.getCodeSalt(cellToBase64(code));
  } catch {
    return false;
  }
  return salt !== undefined && nt.setCodeSalt(cellToBase64(nftArtifact().code), salt).hash === hash;
}
