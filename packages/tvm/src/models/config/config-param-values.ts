import type { ExtraCurrency } from '../currency/currency-collection.js';
import type { BlockCreateFees } from './block-create-fees.js';
import type { BlockLimits } from './block-limits.js';
import type { CatchainOrCollationConfig } from './catchain-or-collation-config.js';
import type { ComplaintPricing } from './complaint-pricing.js';
import type { ConfigVotingSetup } from './config-voting.js';
import type { ConsensusConfig } from './consensus-config.js';
import type { GasLimitsPrices } from './gas-prices.js';
import type { GlobalVersion } from './global-version.js';
import type { MisbehaviourPunishmentConfig } from './misbehaviour-punishment.js';
import type { MsgForwardPrices } from './msg-forward-prices.js';
import type { StoragePricesEntry } from './storage-prices.js';
import type { SuspendedAddressList } from './suspended-addresses.js';
import type { ElectionTimings, ValidatorCountParams, ValidatorStakeParams } from './validator-elections.js';
import type { ValidatorSet } from './validator-set.js';
import type { ValidatorTempKeyEntry } from './validator-temp-keys.js';
import type { WorkchainEntry } from './workchains.js';

/** The typed value of every config parameter this codec understands, by index. */
export interface ConfigParamValues {
  /** Config contract address (masterchain account id, hex). */
  0: string;
  /** Elector contract address. */
  1: string;
  /** Minter contract address. */
  2: string;
  /** Extra currencies to mint. */
  7: ExtraCurrency[];
  8: GlobalVersion;
  /** Parameters that must always be present. */
  9: number[];
  /** Critical parameters: changing them needs the critical voting rules. */
  10: number[];
  11: ConfigVotingSetup;
  12: WorkchainEntry[];
  13: ComplaintPricing;
  14: BlockCreateFees;
  15: ElectionTimings;
  16: ValidatorCountParams;
  17: ValidatorStakeParams;
  18: StoragePricesEntry[];
  /** Masterchain gas prices. */
  20: GasLimitsPrices;
  /** Workchain gas prices. */
  21: GasLimitsPrices;
  /** Masterchain block limits. */
  22: BlockLimits;
  /** Workchain block limits. */
  23: BlockLimits;
  /** Forwarding prices of messages to or from the masterchain. */
  24: MsgForwardPrices;
  /** Forwarding prices of other messages. */
  25: MsgForwardPrices;
  28: CatchainOrCollationConfig;
  29: ConsensusConfig;
  /** Fundamental smart contracts (masterchain account ids, hex). */
  31: string[];
  /** Previous validator set. */
  32: ValidatorSet;
  /** Previous temporary validator set. */
  33: ValidatorSet;
  /** Current validator set. */
  34: ValidatorSet;
  /** Current temporary validator set. */
  35: ValidatorSet;
  /** Next validator set. */
  36: ValidatorSet;
  /** Next temporary validator set. */
  37: ValidatorSet;
  /** Validators' signed temporary keys. */
  39: ValidatorTempKeyEntry[];
  40: MisbehaviourPunishmentConfig;
  44: SuspendedAddressList;
}

export type KnownConfigParamIndex = keyof ConfigParamValues;
