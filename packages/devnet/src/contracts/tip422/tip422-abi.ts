import { createHash } from 'node:crypto';

/** An ABI 2.2 parameter: its name and type, and the components of a tuple (or of a map's tuple values). */
export interface AbiParam {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

export interface AbiFunction {
  readonly name: string;
  readonly inputs: readonly AbiParam[];
  readonly outputs: readonly AbiParam[];
}

const ANSWER_ID: AbiParam = { name: 'answerId', type: 'uint32' };
const responsible = (name: string, outputs: AbiParam[], inputs: AbiParam[] = []): AbiFunction => ({ name, inputs: [ANSWER_ID, ...inputs], outputs });
const SUPPORTS_INTERFACE = responsible('supportsInterface', [{ name: 'value0', type: 'bool' }], [{ name: 'interfaceID', type: 'uint32' }]);

/** The functions of our TIP-4.2.2 collection (func/collection.fc). */
export const COLLECTION_FUNCTIONS: readonly AbiFunction[] = [
  {
    name: 'constructor',
    inputs: [
      { name: 'collectionUrl', type: 'string' },
      { name: 'nftBaseUrl', type: 'string' },
    ],
    outputs: [],
  },
  { name: 'mintNft', inputs: [{ name: 'owner', type: 'address' }], outputs: [] },
  SUPPORTS_INTERFACE,
  responsible('totalSupply', [{ name: 'count', type: 'uint128' }]),
  responsible('totalMinted', [{ name: 'count', type: 'uint256' }]),
  responsible('getOwner', [{ name: 'value0', type: 'address' }]),
  responsible('nftCode', [{ name: 'code', type: 'cell' }]),
  responsible('nftCodeHash', [{ name: 'codeHash', type: 'uint256' }]),
  responsible('nftAddress', [{ name: 'nft', type: 'address' }], [{ name: 'id', type: 'uint256' }]),
  responsible('getCollectionUrl', [{ name: 'collectionUrl', type: 'string' }]),
  responsible('getNftUrl', [{ name: 'nftUrl', type: 'string' }], [{ name: 'parts', type: 'cell' }]),
];

/** A TIP-4.1 call of the NFT's manager: the new party, where the value left goes, and callbacks (which ours ignores). */
const managerCall = (name: string, party: string): AbiFunction => ({
  name,
  inputs: [
    { name: party, type: 'address' },
    { name: 'sendGasTo', type: 'address' },
    {
      name: 'callbacks',
      type: 'map(address,tuple)',
      components: [
        { name: 'value', type: 'uint128' },
        { name: 'payload', type: 'cell' },
      ],
    },
  ],
  outputs: [],
});

/** The functions of our TIP-4.2.2 NFT (func/nft.fc), TIP-4.1's with their signatures. */
export const NFT_FUNCTIONS: readonly AbiFunction[] = [
  managerCall('transfer', 'to'),
  managerCall('changeOwner', 'newOwner'),
  managerCall('changeManager', 'newManager'),
  SUPPORTS_INTERFACE,
  responsible('getInfo', [
    { name: 'id', type: 'uint256' },
    { name: 'owner', type: 'address' },
    { name: 'manager', type: 'address' },
    { name: 'collection', type: 'address' },
  ]),
  responsible('getUrlParts', [{ name: 'part', type: 'cell' }]),
];

/** The ABI text nekoton encodes calls to (and decodes answers of) a contract with these functions. */
export function abiText(functions: readonly AbiFunction[]): string {
  return JSON.stringify({ 'ABI version': 2, version: '2.2', header: ['pubkey', 'time', 'expire'], functions, data: [], events: [], fields: [] });
}

/** A function's id as ABI 2.x computes it: the first 32 bits of SHA-256 of its signature, the top bit cleared. */
export function functionId(fn: AbiFunction): number {
  const types = (params: readonly AbiParam[]) => params.map(signatureType).join(',');
  const signature = `${fn.name}(${types(fn.inputs)})(${types(fn.outputs)})v2`;
  return createHash('sha256').update(signature).digest().readUInt32BE(0) & 0x7fffffff;
}

function signatureType(param: AbiParam): string {
  const tuple = param.components === undefined ? '' : `(${param.components.map(signatureType).join(',')})`;
  return param.type.replace('tuple', tuple);
}
