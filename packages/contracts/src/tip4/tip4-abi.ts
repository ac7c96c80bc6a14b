/**
 * The getters of the NFT standards as one ABI (2.2): TIP-6 supportsInterface, TIP-4.1 getInfo, totalSupply and
 * nftCodeHash, TIP-4.2 getJson, TIP-4.2.2 getCollectionUrl, getNftUrl and getUrlParts, and the owner and totalMinted
 * getters of the @broxus collections. A function's id comes from its signature alone, so one ABI reads them all.
 */
const ANSWER_ID = { name: 'answerId', type: 'uint32' };

const responsible = (name: string, outputs: { name: string; type: string }[], inputs: { name: string; type: string }[] = []) => ({
  name,
  inputs: [ANSWER_ID, ...inputs],
  outputs,
});

const TIP4_GETTERS_ABI = {
  'ABI version': 2,
  version: '2.2',
  header: ['pubkey', 'time', 'expire'],
  functions: [
    responsible('supportsInterface', [{ name: 'value0', type: 'bool' }], [{ name: 'interfaceID', type: 'uint32' }]),
    responsible('getInfo', [
      { name: 'id', type: 'uint256' },
      { name: 'owner', type: 'address' },
      { name: 'manager', type: 'address' },
      { name: 'collection', type: 'address' },
    ]),
    responsible('getJson', [{ name: 'json', type: 'string' }]),
    responsible('totalSupply', [{ name: 'count', type: 'uint128' }]),
    responsible('totalMinted', [{ name: 'count', type: 'uint256' }]),
    responsible('nftCodeHash', [{ name: 'codeHash', type: 'uint256' }]),
    responsible('getCollectionUrl', [{ name: 'collectionUrl', type: 'string' }]),
    responsible('getNftUrl', [{ name: 'nftUrl', type: 'string' }], [{ name: 'parts', type: 'cell' }]),
    responsible('getUrlParts', [{ name: 'part', type: 'cell' }]),
    responsible('getOwner', [{ name: 'value0', type: 'address' }]),
    { name: 'owner', inputs: [], outputs: [{ name: 'value0', type: 'address' }] },
  ],
  data: [],
  events: [],
  fields: [],
};

export const TIP4_GETTERS_ABI_TEXT = JSON.stringify(TIP4_GETTERS_ABI);
