import { abiText, param, responsible, type AbiFunction } from '../abi/abi-functions.js';

const transferTail = [param('remainingGasTo', 'address'), param('notify', 'bool'), param('payload', 'cell')];

/**
 * The functions of the standard-6 multi-token contracts (VEP-1155), written from the standard's description: the
 * collection's `multiTokenWalletCode`, `multiTokenCodeHash`, `multiTokenWalletAddress` and `nftAddress`, the
 * multi-token NFT's `multiTokenSupply`, and the wallet's `getInfo`, `balance`, `transfer`, `transferToWallet`,
 * `acceptTransfer` and `burn`.
 */
export const MULTI_TOKEN_FUNCTIONS = {
  multiTokenWalletCode: responsible('multiTokenWalletCode', [param('code', 'cell')], [param('id', 'uint256'), param('isEmpty', 'bool')]),
  multiTokenCodeHash: responsible('multiTokenCodeHash', [param('codeHash', 'uint256')], [param('id', 'uint256'), param('isEmpty', 'bool')]),
  multiTokenWalletAddress: responsible('multiTokenWalletAddress', [param('token', 'address')], [param('id', 'uint256'), param('owner', 'address')]),
  nftAddress: responsible('nftAddress', [param('nft', 'address')], [param('id', 'uint256')]),
  multiTokenSupply: responsible('multiTokenSupply', [param('count', 'uint128')]),
  getInfo: responsible('getInfo', [param('id', 'uint256'), param('owner', 'address'), param('collection', 'address')]),
  balance: responsible('balance', [param('value', 'uint128')]),
  transfer: {
    name: 'transfer',
    inputs: [param('count', 'uint128'), param('recipient', 'address'), param('deployTokenWalletValue', 'uint128'), ...transferTail],
    outputs: [],
  },
  transferToWallet: {
    name: 'transferToWallet',
    inputs: [param('count', 'uint128'), param('recipientToken', 'address'), ...transferTail],
    outputs: [],
  },
  acceptTransfer: { name: 'acceptTransfer', inputs: [param('count', 'uint128'), param('sender', 'address'), ...transferTail], outputs: [] },
  burn: {
    name: 'burn',
    inputs: [param('count', 'uint128'), param('remainingGasTo', 'address'), param('callbackTo', 'address'), param('payload', 'cell')],
    outputs: [],
  },
} as const satisfies Record<string, AbiFunction>;

const event = (name: string, ...inputs: [string, string][]): AbiFunction => ({
  name,
  inputs: inputs.map(([n, type]) => param(n, type)),
  outputs: [],
});

/**
 * The events of the standard-6 contracts: the collection's MultiTokenCreated, MultiTokenBurned and the TIP-4.1
 * collection's NftCreated that names the multi-token's NFT, and the wallet's MultiTokenWalletCreated and
 * MultiTokenTransfered.
 */
const MULTI_TOKEN_EVENTS: readonly AbiFunction[] = [
  event('MultiTokenCreated', ['id', 'uint256'], ['token', 'address'], ['balance', 'uint128'], ['owner', 'address'], ['creator', 'address']),
  event('MultiTokenBurned', ['id', 'uint256'], ['count', 'uint128'], ['owner', 'address']),
  event('NftCreated', ['id', 'uint256'], ['nft', 'address'], ['owner', 'address'], ['manager', 'address'], ['creator', 'address']),
  event('MultiTokenWalletCreated', ['id', 'uint256'], ['owner', 'address'], ['collection', 'address'], ['balance', 'uint128']),
  event(
    'MultiTokenTransfered',
    ['sender', 'address'],
    ['senderWallet', 'address'],
    ['recipient', 'address'],
    ['count', 'uint128'],
    ['newBalance', 'uint128'],
  ),
];

/**
 * The standard-6 multi-token contracts as one ABI (2.2): a function's id comes from its signature alone, so one ABI
 * reads them all; `test/multi-token-ids.test.ts` checks that nekoton reads the events this ABI describes as we do.
 */
export const MULTI_TOKEN_ABI_TEXT = abiText(Object.values(MULTI_TOKEN_FUNCTIONS), MULTI_TOKEN_EVENTS);
