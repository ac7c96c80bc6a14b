import { NftMetadataFetcher, stateSourceReader, type StateSource } from '@tvmscan/indexer';
import type { Database } from '@tvmscan/store';
import { UsageError } from './usage-error.js';

export const NFT_METADATA_FLAG_OPTIONS = { 'nft-metadata-allow': { type: 'string', multiple: true } } as const;

export const NFT_METADATA_FLAGS_HELP = `  --nft-metadata-allow HOST[:PORT]  a host NFT metadata URLs may lead to although it resolves to a private or
                         loopback address (repeatable); others such are never requested`;

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The hosts of --nft-metadata-allow, as the fetcher matches them (`host` or `host:port`, brackets off an IPv6 address). */
export function allowedMetadataHosts(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((value) => {
    if (!HOST_PATTERN.test(value)) throw new UsageError(`--nft-metadata-allow takes HOST or HOST:PORT, not '${value}'`);
    return value.toLowerCase().replace(/^\[([^\]]+)\]/, '$1');
  });
}

/**
 * Reads NFT metadata in the background while the indexer runs, when a state source can run the getters; gives the
 * function that stops it.
 */
export function startNftMetadata(database: Database, stateSource: StateSource | undefined, allowedHosts: readonly string[]): () => Promise<void> {
  if (!stateSource) return async () => {};
  const fetcher = new NftMetadataFetcher(database, { reader: stateSourceReader(stateSource), allowedHosts });
  fetcher.start();
  return () => fetcher.stop();
}
