import type { StateSource } from '../sources/state-source.js';

/** What the getters of a collection or an NFT say of its metadata (spec 001 §7 Other). */
export interface MetadataReading {
  /** The NFT standards' interface ids it supports (supportsInterface). */
  readonly interfaceIds: number[];
  /** TIP-4.2 JSON read on chain (getJson), or null. */
  readonly json: string | null;
  /** TIP-4.2.2: the URL its metadata is served at, or null. */
  readonly metadataUrl: string | null;
  /** A collection's owner and NFT code hash (an NFT has neither). */
  readonly owner?: string | null;
  readonly nftCodeHash?: string | null;
}

/** Reads collections and NFTs through their getters; a failure is an error to try again later. */
export interface MetadataReader {
  collection(address: string): Promise<MetadataReading>;
  nft(address: string, collection: string): Promise<MetadataReading>;
  /** The standards the interface ids tell. */
  standards(interfaceIds: readonly number[]): Promise<string[]>;
}

/** The reader that runs the getters on the state source's current states (in WASM, loaded when first needed). */
export function stateSourceReader(source: StateSource): MetadataReader {
  const contracts = () => import('@tvmscan/contracts');
  return {
    async collection(address) {
      const reading = await (await contracts()).fetchTip4Collection(source, address);
      return {
        interfaceIds: reading.interfaceIds,
        json: reading.json,
        metadataUrl: reading.metadataUrl,
        owner: reading.info.owner,
        nftCodeHash: reading.info.nftCodeHash,
      };
    },
    nft: async (address, collection) => (await contracts()).fetchTip4Nft(source, address, collection),
    standards: async (interfaceIds) => (await contracts()).standardsOf(interfaceIds),
  };
}
