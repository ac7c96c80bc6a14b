import type { Transaction } from 'kysely';
import type { ChainCoreSchema } from './chain/chain-schema.js';
import type { MultiTokenSchema } from './multi/multi-token-schema.js';
import type { NftSchema } from './nfts/nft-schema.js';
import type { RegistrySchema } from './registry/registry-schema.js';
import type { RateLimitSchema } from './registry/rate-limit-schema.js';
import type { TokenAssetSchema } from './registry/token-asset-schema.js';
import type { TokenListSchema } from './token-lists/token-list-schema.js';
import type { TokenSchema } from './tokens/token-schema.js';
import type { VerifySchema } from './verify/verify-schema.js';

/** Every table of the store, as Kysely types them: the chain's and each data area's. */
export interface ChainSchema
  extends
    ChainCoreSchema,
    TokenSchema,
    NftSchema,
    MultiTokenSchema,
    RegistrySchema,
    RateLimitSchema,
    TokenAssetSchema,
    TokenListSchema,
    VerifySchema {}

/** The transaction a group of rows is written in (with the checkpoint that it advances). */
export type Writer = Transaction<ChainSchema>;
