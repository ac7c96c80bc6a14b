import { MULTI_TOKEN_INTERFACE_IDS } from '../multi/multi-interfaces.js';

/**
 * The interface ids (TIP-6 `supportsInterface`) of the NFT standards: each is the XOR of the function ids of the
 * interface's functions. `test/tip4-ids.test.ts` computes them from the functions and checks the metadata-by-URL ones
 * against spec 001 §9; the devnet NFT test asks the contracts of @broxus/tip4 for the others.
 */
export const NFT_INTERFACE_IDS = {
  tip6: 0x3204ec29,
  tip41Nft: 0x78084f7e,
  tip41Collection: 0x1217aaab,
  tip42Json: 0x24d7d5f5,
  tip43Nft: 0x4df6250b,
  tip43Collection: 0x4387bbfb,
  /** TIP-4.2.2 NFT: `getUrlParts` (spec 001 §9: 1916393393). */
  tip422Nft: 1916393393,
  /** TIP-4.2.2 collection: `getCollectionUrl`, `getNftUrl` (spec 001 §9: 608850432). */
  tip422Collection: 608850432,
  ...MULTI_TOKEN_INTERFACE_IDS,
} as const;

/** The NFT standards as the NFT tables and the API name them. */
export type NftStandardName = 'TIP-4.1' | 'TIP-4.2' | 'TIP-4.2.2' | 'TIP-4.3' | 'VEP-1155';

/** Every interface id a collection or an NFT is asked about. */
export const ASKED_INTERFACE_IDS: readonly number[] = Object.values(NFT_INTERFACE_IDS);

/** The standards a contract that supports `ids` follows, in the order of their numbers. */
export function standardsOf(ids: readonly number[]): NftStandardName[] {
  const has = (...wanted: number[]) => wanted.some((id) => ids.includes(id));
  const standards: NftStandardName[] = [];
  if (has(NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip41Collection)) standards.push('TIP-4.1');
  if (has(NFT_INTERFACE_IDS.tip42Json)) standards.push('TIP-4.2');
  if (has(NFT_INTERFACE_IDS.tip422Nft, NFT_INTERFACE_IDS.tip422Collection)) standards.push('TIP-4.2.2');
  if (has(NFT_INTERFACE_IDS.tip43Nft, NFT_INTERFACE_IDS.tip43Collection)) standards.push('TIP-4.3');
  if (has(NFT_INTERFACE_IDS.vep1155Collection, NFT_INTERFACE_IDS.vep1155Nft, NFT_INTERFACE_IDS.vep1155Wallet)) standards.push('VEP-1155');
  return standards;
}
