import { Type } from 'typebox';
import { everscan, Hash, Nullable, RawAddress } from './common.js';

/**
 * The names Everscan's clients read a token root by, beside the spec's (`token`, `scale`, `ownerAddress`): the same
 * values under their older names, and the code hash of the root's contract (API.md and TOKENS.md, "Everscan compatibility").
 */
export const EVERSCAN_ROOT_FIELDS = {
  symbol: Type.String(everscan('the symbol, as token')),
  decimals: Type.Integer(everscan('the decimals, as scale')),
  rootOwnerAddress: Nullable(Type.String({ ...RawAddress, ...everscan("the root's owner, as ownerAddress") })),
  codeHash: Nullable(Type.String({ ...Hash, ...everscan("the hash of the root contract's code; null while its account state is not indexed") })),
};
