import type { FastifyInstance } from 'fastify';
import { registerApiDocs } from './registry-docs.js';

export const TOKEN_DOCS_PATH = '/api/tokens/docs';

/** The token API's document at /api/tokens/docs. */
export function registerTokenDocs(app: FastifyInstance, prefix: string): void {
  registerApiDocs(app, {
    docsPath: TOKEN_DOCS_PATH,
    prefix,
    title: 'tvmscan token API',
    description:
      'TIP-3 and Jetton tokens: roots, balances, token transactions, per-day stats and DEX prices (spec 001 §7 Tokens API); ' +
      'TIP-4 NFTs under /nft: collections, items with their metadata, and NFT events. ' +
      'Addresses are raw (wc:hex); amounts are decimal strings in the smallest unit. packages/api/TOKENS.md describes what ' +
      'the spec leaves open.',
  });
}
