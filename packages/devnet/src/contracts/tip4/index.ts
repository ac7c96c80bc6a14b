export { collectionState, type CollectionConfig } from './collection-state.js';
export { collectionConstructorBody, mintNftBody, type CollectionConstructorArgs, type MintNftArgs } from './collection-bodies.js';
export { collectionDeploy, type CollectionDeploy } from './collection-deploy.js';
export {
  nftTransferBody,
  nftChangeManagerBody,
  nftBurnBody,
  type NftTransferArgs,
  type NftChangeManagerArgs,
  type NftCallback,
} from './nft-bodies.js';
export { nftAddress, saltedNftCode } from './nft-address.js';
export { readNftAddress, readCollectionInfo, readTotalMinted, type CollectionInfo } from './nft-getters.js';
export { TIP4_VALUES } from './tip4-values.js';
export { reliesOnEverscaleActionOrder } from './action-order.js';
