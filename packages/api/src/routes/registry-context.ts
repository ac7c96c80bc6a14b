import type { Kysely } from 'kysely';
import type { ChainSchema } from '@tvmscan/store';

/** What the registry API's handlers serve from. */
export interface RegistryContext {
  readonly db: Kysely<ChainSchema>;
  /** Where the network's verify transactions go (/config.json's tokenVerificationAddress); null: not offered. */
  readonly verificationAddress: string | null;
  /** Where the registry API is mounted, for the logo URLs. */
  readonly registryPrefix: string;
}
