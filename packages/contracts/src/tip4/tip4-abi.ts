import { abiText } from '../abi/abi-functions.js';
import { TIP4_FUNCTIONS as F } from './tip4-functions.js';

/** The getters of the NFT standards (and of the @broxus collections) as one ABI: one ABI reads them all. */
export const TIP4_GETTERS_ABI_TEXT = abiText([
  F.supportsInterface,
  F.getInfo,
  F.getJson,
  F.totalSupply,
  F.totalMinted,
  F.nftCodeHash,
  F.getCollectionUrl,
  F.getNftUrl,
  F.getUrlParts,
  F.getOwner,
  F.owner,
]);
