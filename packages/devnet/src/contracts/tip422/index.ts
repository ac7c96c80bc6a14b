export { tip422Codes, type Tip422Codes } from './tip422-compile.js';
export { urlCollectionState, urlNftAddress, type UrlCollectionConfig } from './tip422-state.js';
export {
  urlCollectionConstructorBody,
  urlMintBody,
  urlNftTransferBody,
  urlNftChangeManagerBody,
  urlNftChangeOwnerBody,
  URL_COLLECTION_ABI,
  URL_NFT_ABI,
} from './tip422-bodies.js';
export { COLLECTION_FUNCTIONS, NFT_FUNCTIONS } from './tip422-abi.js';
