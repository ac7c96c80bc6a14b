import type { Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { cellToBase64 } from '../shared/boc-base64.js';
import { collectionArtifact, nftArtifact } from './nft-artifacts.js';

const verdicts = new Map<string, boolean>();
/** What nekoton's getCodeSalt throws for code whose selector carries no salt (the CodeSaltError variants). */
const NO_SALT_SELECTOR = new Set(['Unsupported selector', 'Invalid selector', 'No new selector in MYCODE selector']);

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
  } catch (error) {
    if (error instanceof Error && NO_SALT_SELECTOR.has(error.message)) return false;
    throw error;
  }
  return salt !== undefined && nt.setCodeSalt(cellToBase64(nftArtifact().code), salt).hash === hash;
}
