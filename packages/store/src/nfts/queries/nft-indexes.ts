import type { Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { rawAddressInput } from '../../sql/inputs.js';

/** A TIP-4.3 Index or IndexBasis contract as the API reads it. */
export interface NftIndexRecord {
  readonly address: string;
  readonly kind: 'Index' | 'IndexBasis';
  readonly collection_address: string;
  readonly nft_address: string | null;
  readonly owner_address: string | null;
  readonly in_collection: boolean | null;
  readonly live: boolean;
  readonly deployed_at: string;
}

/** The Index or IndexBasis at an address, live or destroyed. */
export async function nftIndexByAddress(db: Kysely<ChainSchema>, address: string): Promise<NftIndexRecord | undefined> {
  return db
    .selectFrom('nft_indexes')
    .select(['address', 'kind', 'collection_address', 'nft_address', 'owner_address', 'in_collection', 'live'])
    .select((eb) => eb.cast<string>('deployed_at', 'text').as('deployed_at'))
    .where('address', '=', rawAddressInput('address', address))
    .executeTakeFirst();
}
