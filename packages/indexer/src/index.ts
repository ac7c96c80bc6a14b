// Indexing
export { runIndexer, type IndexOptions, type IndexProgress } from './indexer.js';
export { decodeZerostates, importDecodedZerostates, importZerostates, type StateImportSummary } from './import-states.js';
export { StateImportError, type StateImport } from './derive/zerostate.js';
export type { ElectionsReading } from './derive/elections/elector-elections.js';
export { decodeBatch } from './pipeline/prepared-batch.js';
export { BlockDecodeError } from './pipeline/decoded-block.js';
export { DEFAULT_MIN_FREE_BYTES } from './pipeline/write-room.js';
export { IndexerError, type IndexerErrorCode, type SourceErrorCode, type GetMethodErrorCode } from './indexer-error.js';

// Block sources
export type { BlockSource, BatchOptions, MasterchainBatch, RawBlock } from './sources/block-source.js';
export { ArchiveBlockSource } from './sources/archive/archive-block-source.js';
export { ArchiveSourceError, expandArchivePaths } from './sources/archive/archive-catalog.js';
export { GqlBlockSource, type GqlBlockSourceOptions } from './sources/gql/gql-block-source.js';
export { SourceError } from './sources/http/source-error.js';
export type { RetryPolicy } from './sources/http/retry-policy.js';
export type { RetryEvent } from './sources/http/with-retries.js';

// State sources and get-methods
export type { StateSource, GetMethodSource, GetMethodOptions, GetMethodResult } from './sources/state-source.js';
export { GqlStateSource, type GqlStateSourceOptions } from './sources/gql/gql-state-source.js';
export { JrpcStateSource, type JrpcStateSourceOptions } from './sources/jrpc/jrpc-state-source.js';
export { FileStateSource, type NamedStateBoc } from './sources/files/file-state-source.js';
export { withGetMethods } from './sources/get-methods/with-get-methods.js';
export { GetMethodError } from './sources/get-methods/get-method-error.js';

// NFT metadata
export {
  NftMetadataFetcher,
  DEFAULT_METADATA_MAX_BYTES,
  DEFAULT_METADATA_TIMEOUT_MS,
  type NftMetadataOptions,
} from './nft-metadata/nft-metadata-fetcher.js';
export { stateSourceReader, type MetadataReader, type MetadataReading } from './nft-metadata/metadata-reader.js';
export { isRefusedAddress } from './nft-metadata/address-guard.js';
