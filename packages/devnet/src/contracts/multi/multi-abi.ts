import { MULTI_TOKEN_FUNCTIONS as MULTI, param, TIP4_FUNCTIONS as TIP4, type AbiFunction } from '@tvmscan/contracts';

const address = (name: string) => param(name, 'address');
const uint = (name: string, bits: number) => param(name, `uint${bits}`);

/**
 * The functions of our standard-6 collection (func/multi-collection.fc): the standard's collection functions,
 * TIP-4.1's collection getters, and the owner's `mintToken`, the wallets' `acceptBurn` and the NFTs' `acceptSupplyEnded`.
 */
export const MULTI_COLLECTION_FUNCTIONS: readonly AbiFunction[] = [
  MULTI.multiTokenWalletCode,
  MULTI.multiTokenCodeHash,
  MULTI.multiTokenWalletAddress,
  MULTI.nftAddress,
  TIP4.supportsInterface,
  TIP4.totalSupply,
  TIP4.nftCode,
  TIP4.nftCodeHash,
  { name: 'mintToken', inputs: [address('owner'), uint('count', 128)], outputs: [] },
  { name: 'acceptBurn', inputs: [uint('id', 256), uint('count', 128), address('owner'), address('remainingGasTo')], outputs: [] },
  { name: 'acceptSupplyEnded', inputs: [uint('id', 256), address('remainingGasTo')], outputs: [] },
];

/** The functions of our multi-token NFT (func/multi-nft.fc): the standard's `multiTokenSupply`, TIP-4.1's `getInfo`, and the collection's `lowerSupply`. */
export const MULTI_NFT_FUNCTIONS: readonly AbiFunction[] = [
  MULTI.multiTokenSupply,
  TIP4.supportsInterface,
  TIP4.getInfo,
  { name: 'lowerSupply', inputs: [uint('count', 128), address('remainingGasTo')], outputs: [] },
];

/** The functions of our multi-token wallet (func/multi-wallet.fc), all the standard's. */
export const MULTI_WALLET_FUNCTIONS: readonly AbiFunction[] = [
  MULTI.getInfo,
  MULTI.balance,
  MULTI.transfer,
  MULTI.transferToWallet,
  MULTI.acceptTransfer,
  MULTI.burn,
  TIP4.supportsInterface,
];
