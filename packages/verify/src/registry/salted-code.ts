import * as nt from 'nekoton-wasm';
import type { PublishedContract } from '../published/published-contracts.js';

/** What nekoton's getCodeSalt throws for code whose selector carries no salt. */
const NO_SALT = new Set(['Unsupported selector', 'Invalid selector', 'No new selector in MYCODE selector']);

/**
 * The published contract whose code, salted as `code` is, gives `codeHash`: contracts deployed by other contracts
 * (a TIP-4 NFT by its collection, an index by its NFT) run the published code with a salt naming their deployer,
 * so their code hash is their own and still comes from the published sources.
 */
export function saltedVariantOf(code: string, codeHash: string, published: readonly PublishedContract[]): PublishedContract | undefined {
  const salt = codeSalt(code);
  if (salt === undefined) return undefined;
  return published.find((contract) => nt.setCodeSalt(contract.code, salt).hash === codeHash);
}

function codeSalt(code: string): string | undefined {
  try {
    return nt.getCodeSalt(code);
  } catch (error) {
    if (error instanceof Error && NO_SALT.has(error.message)) return undefined;
    if (typeof error === 'string' && NO_SALT.has(error)) return undefined;
    throw error;
  }
}
