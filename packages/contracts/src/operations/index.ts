export { tokenOperations } from './token-operations.js';
export type { TokenOperation, TokenOperationKind, TokenParty, TokenStandard } from './token-operation.js';
export { toldKind, ownerNamedBy, operationSides } from './token-sides.js';
export { tokenDeployInit, type TokenDeployInit, type TokenRootInit, type TokenWalletInit } from './token-deploy-init.js';
export {
  nftEvents,
  burnedNft,
  NFT_EVENT_IDS,
  ZERO_ADDRESS,
  type NftChainEvent,
  type NftCreatedEvent,
  type NftBurnedEvent,
  type NftPartyEvent,
  type NftEventName,
} from '../tip4/nft-events.js';
export {
  nftIndexDeploy,
  splitCodeSalt,
  NFT_INDEX_CODE_HASHES,
  INDEX_CONSTRUCTOR_ID,
  type NftIndexDeploy,
  type NftIndexInit,
  type NftIndexBasisInit,
} from '../tip4/nft-index-deploy.js';
export { multiTokenEvents, MULTI_TOKEN_EVENT_IDS, type MultiTokenChainEvent, type MultiTokenEventName } from '../multi/multi-token-events.js';
