export { multiTokenCodes, type MultiTokenCodes } from './multi-compile.js';
export { multiCollectionState, multiNftAddress, multiWalletAddress, type MultiCollectionConfig } from './multi-state.js';
export { MULTI_COLLECTION_ABI, MULTI_NFT_ABI, MULTI_WALLET_ABI, multiMintBody, multiTransferBody, multiBurnBody } from './multi-bodies.js';
export { MULTI_COLLECTION_FUNCTIONS, MULTI_NFT_FUNCTIONS, MULTI_WALLET_FUNCTIONS } from './multi-abi.js';
