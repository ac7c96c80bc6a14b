import { param, responsible, type AbiFunction } from '../abi/abi-functions.js';

/** A TIP-4.1 call of the NFT's manager: the new party, where the value left goes, and callbacks to notify. */
function managerCall(name: string, party: string): AbiFunction {
  const callbacks = { name: 'callbacks', type: 'map(address,tuple)', components: [param('value', 'uint128'), param('payload', 'cell')] };
  return { name, inputs: [param(party, 'address'), param('sendGasTo', 'address'), callbacks], outputs: [] };
}

const nftInfo = [param('id', 'uint256'), param('owner', 'address'), param('manager', 'address'), param('collection', 'address')];

/**
 * The functions of the NFT standards, with their signatures (a function's id comes from its signature alone):
 * TIP-6 `supportsInterface`; the TIP-4.1 collection's `totalSupply`, `nftCode`, `nftCodeHash` and `nftAddress`; the
 * TIP-4.1 NFT's `getInfo` and its manager's `transfer`, `changeOwner` and `changeManager`; TIP-4.2 `getJson`; the
 * TIP-4.2.2 collection's `getCollectionUrl` and `getNftUrl` and NFT's `getUrlParts`; and the `totalMinted` and owner
 * getters (`getOwner`, the plain `owner`) of the @broxus collections.
 */
export const TIP4_FUNCTIONS = {
  supportsInterface: responsible('supportsInterface', [param('value0', 'bool')], [param('interfaceID', 'uint32')]),
  totalSupply: responsible('totalSupply', [param('count', 'uint128')]),
  nftCode: responsible('nftCode', [param('code', 'cell')]),
  nftCodeHash: responsible('nftCodeHash', [param('codeHash', 'uint256')]),
  nftAddress: responsible('nftAddress', [param('nft', 'address')], [param('id', 'uint256')]),
  getInfo: responsible('getInfo', nftInfo),
  transfer: managerCall('transfer', 'to'),
  changeOwner: managerCall('changeOwner', 'newOwner'),
  changeManager: managerCall('changeManager', 'newManager'),
  getJson: responsible('getJson', [param('json', 'string')]),
  getCollectionUrl: responsible('getCollectionUrl', [param('collectionUrl', 'string')]),
  getNftUrl: responsible('getNftUrl', [param('nftUrl', 'string')], [param('parts', 'cell')]),
  getUrlParts: responsible('getUrlParts', [param('part', 'cell')]),
  totalMinted: responsible('totalMinted', [param('count', 'uint256')]),
  getOwner: responsible('getOwner', [param('value0', 'address')]),
  owner: { name: 'owner', inputs: [], outputs: [param('value0', 'address')] },
} as const satisfies Record<string, AbiFunction>;
