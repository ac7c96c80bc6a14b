import { MULTI_TOKEN_ABI_TEXT } from '@tvmscan/contracts';
import { COLLECTION_FUNCTIONS as TIP4_COLLECTION_FUNCTIONS, NFT_FUNCTIONS as TIP4_NFT_FUNCTIONS, type AbiFunction } from '../tip422/tip422-abi.js';

const STANDARD = (JSON.parse(MULTI_TOKEN_ABI_TEXT) as { functions: AbiFunction[] }).functions;

const named = (functions: readonly AbiFunction[], names: readonly string[]): AbiFunction[] =>
  names.map((name) => {
    const found = functions.find((fn) => fn.name === name);
    if (found === undefined) throw new Error(`no function ${name}`);
    return found;
  });

const address = (name: string) => ({ name, type: 'address' });
const uint = (name: string, bits: number) => ({ name, type: `uint${bits}` });

/**
 * The functions of our standard-6 collection (func/multi-collection.fc): the standard's collection functions from
 * the explorer's multi-token ABI, TIP-4.1's collection getters, and the owner's `mintToken`, the wallets' `acceptBurn` and the NFTs' `acceptSupplyEnded`.
 */
export const MULTI_COLLECTION_FUNCTIONS: readonly AbiFunction[] = [
  ...named(STANDARD, ['multiTokenWalletCode', 'multiTokenCodeHash', 'multiTokenWalletAddress', 'nftAddress']),
  ...named(TIP4_COLLECTION_FUNCTIONS, ['supportsInterface', 'totalSupply', 'nftCode', 'nftCodeHash']),
  { name: 'mintToken', inputs: [address('owner'), uint('count', 128)], outputs: [] },
  { name: 'acceptBurn', inputs: [uint('id', 256), uint('count', 128), address('owner'), address('remainingGasTo')], outputs: [] },
  { name: 'acceptSupplyEnded', inputs: [uint('id', 256), address('remainingGasTo')], outputs: [] },
];

/** The functions of our multi-token NFT (func/multi-nft.fc): the standard's `multiTokenSupply`, TIP-4.1's `getInfo`, and the collection's `lowerSupply`. */
export const MULTI_NFT_FUNCTIONS: readonly AbiFunction[] = [
  ...named(STANDARD, ['multiTokenSupply']),
  ...named(TIP4_NFT_FUNCTIONS, ['supportsInterface', 'getInfo']),
  { name: 'lowerSupply', inputs: [uint('count', 128), address('remainingGasTo')], outputs: [] },
];

/** The functions of our multi-token wallet (func/multi-wallet.fc), all the standard's. */
export const MULTI_WALLET_FUNCTIONS: readonly AbiFunction[] = [
  ...named(STANDARD, ['getInfo', 'balance', 'transfer', 'transferToWallet', 'acceptTransfer', 'burn']),
  ...named(TIP4_COLLECTION_FUNCTIONS, ['supportsInterface']),
];
