/**
 * The TIP-6 interface ids of the standard-6 multi-token contracts (VEP-1155), each the XOR of the function ids of
 * the interface's functions (`test/multi-token-ids.test.ts` computes them): the collection's `multiTokenWalletCode`,
 * `multiTokenCodeHash` and `multiTokenWalletAddress`; the multi-token NFT's `multiTokenSupply`; the wallet's
 * `getInfo`, `balance`, `transfer`, `transferToWallet`, `acceptTransfer` and `burn`.
 */
export const MULTI_TOKEN_INTERFACE_IDS = {
  vep1155Collection: 0x5c435318,
  vep1155Nft: 0x243cf87e,
  vep1155Wallet: 0x2f202802,
} as const;
